-- Booking a service at the dealer (issue 33 point 2). The owner proposes up to three dates for
-- due plan items; the dealer answers through the link in its mail (no dealer account): it
-- confirms a date or proposes another, and later enters the service done, which writes the
-- vehicle's service entry and the items' maintenance_done rows and closes the booking. Keyed by
-- the VEHICLE, so that its bookings move with it; booked_by is who booked (null once gone).
-- The link's token is kept only as its SHA-256 hash: whoever reads the table cannot act as the
-- dealer. The dealer's name and address are copied: the dealer finder's data may change.
CREATE TABLE service_bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  booked_by uuid REFERENCES users (id) ON DELETE SET NULL,
  dealer_id text NOT NULL,
  dealer_name text NOT NULL,
  dealer_email text NOT NULL,
  state text NOT NULL DEFAULT 'requested'
    CHECK (state IN ('requested', 'confirmed', 'proposed', 'done', 'withdrawn')),
  proposed_dates date[] NOT NULL CHECK (cardinality(proposed_dates) BETWEEN 1 AND 3),
  item_keys text[] NOT NULL CHECK (cardinality(item_keys) >= 1),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 1000),
  confirmed_date date,
  dealer_proposal_date date,
  dealer_message text NOT NULL DEFAULT '',
  -- The language of the dealer's mail and page, and of the owner's mails.
  dealer_locale text NOT NULL,
  owner_locale text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  token_expires_at timestamptz NOT NULL,
  service_entry_id uuid REFERENCES vehicle_service_entries (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (state <> 'confirmed' OR confirmed_date IS NOT NULL),
  CHECK (state <> 'proposed' OR dealer_proposal_date IS NOT NULL)
);
-- One open booking per vehicle.
CREATE UNIQUE INDEX service_bookings_open ON service_bookings (vehicle_id)
  WHERE state IN ('requested', 'confirmed', 'proposed');
CREATE INDEX service_bookings_vehicle ON service_bookings (vehicle_id, created_at DESC);
