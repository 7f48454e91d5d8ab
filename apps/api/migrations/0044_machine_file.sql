-- The machine file (issue 33.1): a vehicle's service history. Keyed by the VEHICLE, not by its
-- owner, so that the history moves with the vehicle when it changes hands (33.3). Who wrote an
-- entry: the owner of the time (author_user_id, null once that account is gone) or a dealer
-- (dealer_id, from a booking at the dealer; such an entry is read-only for the owner).
CREATE TABLE vehicle_service_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  written_by text NOT NULL CHECK (written_by IN ('owner', 'dealer')),
  author_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  dealer_id text,
  service_date date NOT NULL,
  operating_hours double precision NOT NULL CHECK (operating_hours >= 0),
  work_done text NOT NULL,
  parts text NOT NULL DEFAULT '',
  done_by text NOT NULL CHECK (done_by IN ('owner', 'dealer')),
  dealer_name text,
  invoice_name text,
  invoice_type text CHECK (invoice_type IN ('application/pdf', 'image/webp')),
  invoice_bytes bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (written_by = 'owner' OR dealer_id IS NOT NULL),
  CHECK (done_by = 'owner' OR dealer_name IS NOT NULL),
  CHECK ((invoice_bytes IS NULL) = (invoice_type IS NULL) AND (invoice_bytes IS NULL) = (invoice_name IS NULL))
);

CREATE INDEX vehicle_service_entries_vehicle ON vehicle_service_entries (vehicle_id, service_date DESC);
