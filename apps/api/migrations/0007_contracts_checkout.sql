-- The checkout of licences and warranties (issue 15): the catalogue, coupons, and orders with
-- their status history. Every amount is net, in integer euro cents (DESIGN.md, money in checkout).

-- A TracLink licence (setup fee, monthly and yearly prices, free months) or a warranty extension
-- (a once price, for the model series named, up to a vehicle age in years).
CREATE TABLE checkout_products (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,60}$'),
  kind text NOT NULL CHECK (kind IN ('traclink', 'warranty')),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  price_once_cents integer CHECK (price_once_cents BETWEEN 0 AND 1000000000),
  price_setup_cents integer CHECK (price_setup_cents BETWEEN 0 AND 1000000000),
  price_monthly_cents integer CHECK (price_monthly_cents BETWEEN 0 AND 1000000000),
  price_yearly_cents integer CHECK (price_yearly_cents BETWEEN 0 AND 1000000000),
  free_months smallint NOT NULL DEFAULT 0 CHECK (free_months >= 0),
  model_series text[],
  max_vehicle_age_years smallint CHECK (max_vehicle_age_years >= 0),
  -- A warranty's term from the order, in months.
  term_months smallint CHECK (term_months > 0),
  sort_order smallint NOT NULL DEFAULT 0,
  CHECK (
    kind <> 'warranty'
    OR (
      price_once_cents IS NOT NULL AND cardinality(model_series) > 0
      AND max_vehicle_age_years IS NOT NULL AND term_months IS NOT NULL
    )
  ),
  CHECK (kind <> 'traclink' OR (price_monthly_cents IS NOT NULL AND price_yearly_cents IS NOT NULL))
);

-- A coupon code: a whole percentage or an amount in cents off each line of the periods named,
-- from valid_from to valid_to, both days included. Codes are stored and compared in capitals.
CREATE TABLE checkout_coupons (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9-]{1,40}$'),
  discount_kind text NOT NULL CHECK (discount_kind IN ('percentage', 'amount')),
  discount_value integer NOT NULL CHECK (discount_value >= 1),
  periods text[] NOT NULL
    CHECK (cardinality(periods) > 0 AND periods <@ ARRAY['once', 'setup', 'monthly', 'yearly']),
  valid_from date NOT NULL,
  valid_to date NOT NULL,
  CHECK (valid_to >= valid_from),
  CHECK (discount_kind <> 'percentage' OR discount_value <= 100)
);

-- An order of one product for one vehicle, with the price summary the server computed, the
-- invoice address, and the contract item it created. One order per user and idempotency key:
-- a submit sent twice finds the first order.
CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  vehicle_id uuid NOT NULL,
  idempotency_key uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('traclink', 'warranty')),
  product_id text NOT NULL REFERENCES checkout_products (id),
  product_name text NOT NULL,
  period text NOT NULL CHECK (period IN ('monthly', 'yearly')),
  coupon_code text,
  summary jsonb NOT NULL,
  invoice_address jsonb NOT NULL,
  contract_item_id uuid REFERENCES contract_items (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'received'
    CHECK (status IN ('received', 'processing', 'completed', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key),
  FOREIGN KEY (vehicle_id, user_id) REFERENCES vehicles (id, user_id) ON DELETE CASCADE
);
CREATE INDEX orders_user_created_at ON orders (user_id, created_at);

-- Every status an order went through, the first one ('received') included.
CREATE TABLE order_status_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('received', 'processing', 'completed', 'cancelled')),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_status_changes_order ON order_status_changes (order_id, changed_at);
