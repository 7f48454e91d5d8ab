-- The fleet: Lindner's check of new vehicles, vehicle images, and the fuel and operation diary.

-- A new vehicle waits for staff to check it (SPEC.md section 4); vehicles added before this
-- migration count as checked. image_asset is the image for the Image component
-- (versions.lindnerVehicle.{xs,md,xs@2x,md@2x}); image_url keeps its md file's address.
ALTER TABLE vehicles
  ADD COLUMN status text NOT NULL DEFAULT 'approved'
    CHECK (status IN ('pending', 'approved', 'rejected')),
  ADD COLUMN rejection_reason text CHECK (char_length(rejection_reason) <= 500),
  ADD COLUMN reviewed_at timestamptz,
  ADD COLUMN reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN image_asset jsonb;
ALTER TABLE vehicles ALTER COLUMN status SET DEFAULT 'pending';
CREATE INDEX vehicles_status_created_at ON vehicles (status, created_at);

-- The re-encoded files of each vehicle image upload, served at unguessable addresses.
CREATE TABLE vehicle_image_files (
  upload_id text NOT NULL CHECK (upload_id ~ '^[A-Za-z0-9_-]{22,}$'),
  rendition text NOT NULL CHECK (rendition IN ('xs', 'md', 'xs@2x', 'md@2x')),
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  content_type text NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (upload_id, rendition)
);
CREATE INDEX vehicle_image_files_vehicle_id ON vehicle_image_files (vehicle_id);

-- The diary of one vehicle: fuel stops, operations, average consumption entries and notes, in
-- one table told apart by kind. entry_date is the date (an average's start), end_date an
-- average's end; hours the operating hours read (an average's start), end_hours its end.
CREATE TABLE diary_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  vehicle_id uuid NOT NULL,
  user_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('fuelStop', 'operation', 'average', 'note')),
  entry_date date NOT NULL,
  end_date date,
  hours double precision CHECK (hours >= 0),
  end_hours double precision CHECK (end_hours >= 0),
  liters double precision CHECK (liters > 0),
  full_tank boolean,
  operation_type text
    CHECK (operation_type IN ('fieldEasy', 'fieldHard', 'grasEasy', 'grasHard', 'otherEasy', 'otherHard')),
  duration_hours double precision CHECK (duration_hours > 0),
  text text,
  consumption_field double precision CHECK (consumption_field > 0),
  consumption_gras double precision CHECK (consumption_gras > 0),
  consumption_other double precision CHECK (consumption_other > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- An entry can only belong to a vehicle of the same user.
  FOREIGN KEY (vehicle_id, user_id) REFERENCES vehicles (id, user_id) ON DELETE CASCADE,
  CHECK (kind <> 'fuelStop' OR (hours IS NOT NULL AND liters IS NOT NULL AND full_tank IS NOT NULL)),
  CHECK (kind <> 'operation' OR (operation_type IS NOT NULL AND duration_hours IS NOT NULL)),
  CHECK (kind <> 'average' OR (end_date >= entry_date AND hours IS NOT NULL AND end_hours >= hours)),
  CHECK (kind <> 'note' OR text IS NOT NULL)
);
CREATE INDEX diary_entries_vehicle_date ON diary_entries (vehicle_id, entry_date);
