-- Account deletion (issue 33): an order is a tax record, kept ten years after its year
-- (SPEC.md section 9) with the invoice address it names. It no longer goes with its vehicle:
-- deleting the vehicle or the whole account leaves the order, which then points at neither.
ALTER TABLE orders DROP CONSTRAINT orders_vehicle_id_user_id_fkey;

-- A deleted account's id, and nothing else of it: an access token issued before the deletion
-- stays valid for minutes, and without this its first call would add the account again
-- (plugins/users.ts adds a sign-on provider's user on first sight). The kept orders carry the
-- same id.
CREATE TABLE deleted_accounts (
  id uuid PRIMARY KEY,
  deleted_at timestamptz NOT NULL DEFAULT now()
);

-- What an order names of its vehicle outlives the vehicle: when a vehicle row goes (its owner
-- removes it, or the whole account is deleted), its orders keep its VIN and model here, so that
-- they still show in the order lists. Filled by the database, whichever way the row goes.
ALTER TABLE orders ADD COLUMN vehicle_record jsonb;

CREATE FUNCTION keep_vehicle_of_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders o
  SET vehicle_record = jsonb_build_object('vin', OLD.vin, 'modelId', m.id, 'modelName', m.name)
  FROM vehicle_models m
  WHERE o.vehicle_id = OLD.id AND m.id = OLD.model_id;
  RETURN OLD;
END;
$$;

CREATE TRIGGER vehicles_keep_vehicle_of_orders
BEFORE DELETE ON vehicles
FOR EACH ROW EXECUTE FUNCTION keep_vehicle_of_orders();
