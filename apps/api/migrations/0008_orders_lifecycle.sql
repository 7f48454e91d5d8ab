-- The order lifecycle (issue 15): an order is `ordered` until staff complete it, or `cancelled`;
-- it says how it came about (the checkout, a renewal now, a licence renewing on its date); and a
-- contract item names the catalogue product it was sold as, so that a renewal finds its price by
-- id rather than by a title that may change.

ALTER TABLE order_status_changes DROP CONSTRAINT order_status_changes_status_check;
UPDATE order_status_changes SET status = 'ordered' WHERE status IN ('received', 'processing');
ALTER TABLE order_status_changes
  ADD CONSTRAINT order_status_changes_status_check
  CHECK (status IN ('ordered', 'completed', 'cancelled'));
-- Two changes of one transaction share their time (now()): the sequence keeps them in order.
ALTER TABLE order_status_changes ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
DROP INDEX order_status_changes_order;
CREATE INDEX order_status_changes_order ON order_status_changes (order_id, changed_at, seq);

ALTER TABLE orders DROP CONSTRAINT orders_status_check;
UPDATE orders SET status = 'ordered' WHERE status IN ('received', 'processing');
ALTER TABLE orders ALTER COLUMN status SET DEFAULT 'ordered';
ALTER TABLE orders
  ADD CONSTRAINT orders_status_check CHECK (status IN ('ordered', 'completed', 'cancelled'));
ALTER TABLE orders
  ADD COLUMN type text NOT NULL DEFAULT 'order'
  CHECK (type IN ('order', 'renewal', 'automaticRenewal'));
-- Staff's list of orders to complete, oldest first.
CREATE INDEX orders_status_created_at ON orders (status, created_at);

ALTER TABLE contract_items
  ADD COLUMN product_id text REFERENCES checkout_products (id) ON DELETE SET NULL;
UPDATE contract_items AS item
SET product_id = product.id
FROM checkout_products AS product
WHERE product.name = item.title AND product.kind = item.kind AND item.product_id IS NULL;
