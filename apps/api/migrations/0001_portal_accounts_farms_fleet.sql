-- Users of the portal with their personal data; sign-on checks the password hash.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username text NOT NULL UNIQUE CHECK (username <> ''),
  password_hash text NOT NULL,
  salutation text CHECK (salutation IN ('male', 'female')),
  title text,
  first_name text,
  last_name text,
  email text,
  phone text,
  mobile text,
  fax text,
  company text,
  street text,
  zip text,
  city text,
  country text,
  birth_date date,
  customer_nr text UNIQUE,
  driver_license text,
  avatar_url text,
  roles text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE farms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name <> ''),
  vulgo text,
  since smallint CHECK (since BETWEEN 1000 AND 9999),
  area double precision CHECK (area >= 0),
  leased_area double precision CHECK (leased_area >= 0),
  area_under_lease double precision CHECK (area_under_lease >= 0),
  work_hours double precision CHECK (work_hours >= 0),
  mountain_farmer boolean NOT NULL DEFAULT false,
  silo_hay boolean NOT NULL DEFAULT false,
  business_type text CHECK (business_type IN ('conventional', 'biological', 'both')),
  economy_types text[] NOT NULL DEFAULT '{}',
  fertilisation_types text[] NOT NULL DEFAULT '{}',
  size_band text CHECK (size_band IN ('below10', '10To50', '50To200', 'above200')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The Lindner model range; weights and axle loads feed the axle-load calculator.
CREATE TABLE vehicle_models (
  id text PRIMARY KEY,
  name text NOT NULL,
  series text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('tractor', 'transporter')),
  power_hp integer,
  transmission text,
  unladen_weight_kg integer,
  permitted_total_weight_kg integer,
  permitted_front_axle_load_kg integer,
  permitted_rear_axle_load_kg integer,
  wheelbase_mm integer
);

CREATE TABLE vehicles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  vin text NOT NULL UNIQUE CHECK (vin ~ '^VBLA[A-HJ-NPR-Z0-9]{13}$'),
  model_id text NOT NULL REFERENCES vehicle_models (id),
  image_url text,
  year_of_construction smallint,
  data_source text NOT NULL
    CHECK (data_source IN ('traclinkMobile', 'fuelDiary', 'averageConsumption')),
  operating_hours double precision NOT NULL DEFAULT 0 CHECK (operating_hours >= 0),
  fuel_used_liters double precision NOT NULL DEFAULT 0 CHECK (fuel_used_liters >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Lets contract items reference a vehicle together with its owner.
  UNIQUE (id, user_id)
);
CREATE INDEX vehicles_user_id ON vehicles (user_id);

-- TracLink licences and warranty contracts of one vehicle.
CREATE TABLE contract_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  vehicle_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('traclink', 'warranty')),
  title text NOT NULL,
  status text NOT NULL
    CHECK (status IN ('active', 'expiring', 'expired', 'ordered', 'equipped', 'cancelled', 'upgrade')),
  subscription_period text CHECK (subscription_period IN ('monthly', 'yearly')),
  free_period_months smallint CHECK (free_period_months >= 0),
  valid_from date,
  valid_to date NOT NULL,
  renews_automatically boolean NOT NULL DEFAULT false,
  price_once numeric(10, 2),
  price_setup numeric(10, 2),
  price_monthly numeric(10, 2),
  price_yearly numeric(10, 2),
  currency text NOT NULL DEFAULT 'EUR',
  coupon_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- An item can only belong to a vehicle of the same user.
  FOREIGN KEY (vehicle_id, user_id) REFERENCES vehicles (id, user_id) ON DELETE CASCADE
);
CREATE INDEX contract_items_user_valid_to ON contract_items (user_id, valid_to);
