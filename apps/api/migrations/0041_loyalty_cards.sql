-- The loyalty card's QR code (issue 31 point 2): it leads to the portal's landing with a code of
-- the card. The code is random (20 characters of Crockford's base 32: 100 bits), so that no one
-- finds a customer by trying codes; only its SHA-256 is kept, so that the register's copy
-- does not print cards. A card names its customer by number; the landing shows the initials
-- and the customer's dealer, nothing more.
ALTER TABLE customers
  ADD COLUMN first_name text CHECK (first_name IS NULL OR length(first_name) BETWEEN 1 AND 80),
  ADD COLUMN dealer_id text REFERENCES dealers (id) ON DELETE SET NULL;

CREATE TABLE loyalty_cards (
  code_hash text PRIMARY KEY CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  customer_nr text NOT NULL REFERENCES customers (customer_nr) ON DELETE CASCADE,
  issued_at timestamptz NOT NULL DEFAULT now(),
  -- A lost or replaced card: its code finds no one any more.
  revoked_at timestamptz
);
CREATE INDEX loyalty_cards_customer_nr ON loyalty_cards (customer_nr);
