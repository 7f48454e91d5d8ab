-- Lindner's customer register: the customer numbers Lindner has given (on the invoice and the
-- loyalty card), each with the postal code of the customer's address. A signed-in user adds
-- their number to the profile (`PUT /user/profile/customer-number`) only with the postal code
-- the register holds for it; users.customer_nr (unique) then points here by its value. Other
-- ways to find a customer (the loyalty card's codes, issue 31) get tables of their own that
-- name customer_nr.
CREATE TABLE customers (
  customer_nr text PRIMARY KEY CHECK (customer_nr ~ '^[A-Z]{2}-[0-9]{6}$'),
  last_name text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 80),
  zip text NOT NULL CHECK (length(zip) BETWEEN 3 AND 10),
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
