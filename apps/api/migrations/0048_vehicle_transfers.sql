-- Transfer of ownership (issue 33.3): the owner hands a vehicle to a buyer named by e-mail
-- address; the buyer accepts (or refuses) in the personal area; until then the seller may
-- withdraw. At most one open offer per vehicle. The record outlives the vehicle (the buyer may
-- remove it later): it keeps the VIN and model it named and the seller's copy of the diary.
CREATE TABLE vehicle_transfers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  vehicle_id uuid REFERENCES vehicles (id) ON DELETE SET NULL,
  vin text NOT NULL,
  model_name text NOT NULL,
  seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Stored in lower case: the buyer's verified address is compared in lower case.
  buyer_email text NOT NULL CHECK (buyer_email = lower(buyer_email) AND char_length(buyer_email) BETWEEN 3 AND 254),
  buyer_id uuid REFERENCES users (id) ON DELETE SET NULL,
  diary_goes boolean NOT NULL,
  -- The seller's language when offering: the buyer's mail and the seller's diary copy use it.
  seller_locale text NOT NULL,
  state text NOT NULL DEFAULT 'offered' CHECK (state IN ('offered', 'accepted', 'refused', 'withdrawn')),
  -- The seller's sold classified ad that started the transfer, if one did.
  ad_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  -- The vehicle's diary as the seller's CSV, written when the buyer accepts (whether or not it goes).
  seller_diary_csv text,
  CHECK ((state = 'offered') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX vehicle_transfers_one_open ON vehicle_transfers (vehicle_id) WHERE state = 'offered';
CREATE INDEX vehicle_transfers_seller ON vehicle_transfers (seller_id, created_at DESC);
CREATE INDEX vehicle_transfers_buyer_email ON vehicle_transfers (buyer_email) WHERE state = 'offered';
CREATE INDEX vehicle_transfers_buyer ON vehicle_transfers (buyer_id) WHERE buyer_id IS NOT NULL;

-- The diary goes with the vehicle when the seller lets it: a new owner of the vehicle row
-- carries its entries along (the seller deletes them first when the diary stays).
ALTER TABLE diary_entries DROP CONSTRAINT diary_entries_vehicle_id_user_id_fkey;
ALTER TABLE diary_entries ADD CONSTRAINT diary_entries_vehicle_id_user_id_fkey
  FOREIGN KEY (vehicle_id, user_id) REFERENCES vehicles (id, user_id) ON DELETE CASCADE ON UPDATE CASCADE;

-- A contract item no longer has to belong to the vehicle's current owner: the warranty follows
-- the vehicle to its buyer, but a TracLink licence is the seller's subscription and stays his
-- (ended) after the transfer. The vehicle's listing of its contracts reads them by vehicle;
-- the owner's contract list joins the vehicle with the item's user, so a seller no longer
-- sees (or reactivates) a licence of a vehicle he sold.
ALTER TABLE contract_items DROP CONSTRAINT contract_items_vehicle_id_user_id_fkey;
ALTER TABLE contract_items ADD CONSTRAINT contract_items_vehicle_id_fkey
  FOREIGN KEY (vehicle_id) REFERENCES vehicles (id) ON DELETE CASCADE;
ALTER TABLE contract_items ADD CONSTRAINT contract_items_user_id_fkey
  FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
