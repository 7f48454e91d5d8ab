-- Used and demonstrator machines (issue 16): the public list and detail, their photos, and the
-- visitors' inquiries. Every field of SPEC.md "Machine"; prices in euro cents, gross.
CREATE TABLE machines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  identifier text NOT NULL UNIQUE CHECK (identifier <> ''),
  type text NOT NULL CHECK (type IN ('used', 'demo', 'new')),
  vehicle_class text NOT NULL CHECK (vehicle_class IN ('tractor', 'transporter', 'attachment')),
  manufacturer text NOT NULL CHECK (manufacturer <> ''),
  model text NOT NULL CHECK (model <> ''),
  -- The range's model; null for other makes and attachments.
  model_id text REFERENCES vehicle_models (id) ON DELETE SET NULL,
  vin text,
  type_description text,
  year_of_construction integer CHECK (year_of_construction BETWEEN 1900 AND 2100),
  operating_hours integer CHECK (operating_hours >= 0),
  horsepower integer CHECK (horsepower >= 0),
  -- Null: price on request.
  price_cents bigint CHECK (price_cents >= 0),
  vat_deductible boolean NOT NULL,
  offer_type text NOT NULL DEFAULT 'normal'
    CHECK (offer_type IN ('topOffer', 'offerOfTheMonth', 'normal', 'bargain')),
  zip text NOT NULL,
  city text NOT NULL,
  country text NOT NULL CHECK (country IN ('AT', 'DE', 'CH', 'IT', 'SI')),
  region text NOT NULL,
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  listed_at timestamptz NOT NULL DEFAULT now(),
  condition_class text,
  condition_grade text CHECK (condition_grade IN ('1a', '1', '2', '3')),
  turbo boolean,
  transmission text CHECK (transmission IN ('synchro', 'powershift', 'cvt')),
  drive text,
  max_speed_kmh double precision CHECK (max_speed_kmh > 0),
  tire_set text,
  tire_wear_front_percent double precision CHECK (tire_wear_front_percent BETWEEN 0 AND 100),
  tire_wear_rear_percent double precision CHECK (tire_wear_rear_percent BETWEEN 0 AND 100),
  front_loader text CHECK (front_loader IN ('no', 'mechanical')),
  front_hydraulics text CHECK (front_hydraulics IN ('no', 'bodyGuided', 'axleGuided')),
  control_units_single integer CHECK (control_units_single >= 0),
  control_units_double integer CHECK (control_units_double >= 0),
  color text,
  color_ral text,
  -- The searchable equipment keys (machineEquipment of @lindner/api); a GIN index answers
  -- "has all of them" (@>) and the equipment facet.
  equipment text[] NOT NULL DEFAULT '{}' CHECK (
    equipment <@ ARRAY[
      'frontLoader', 'frontHydraulics', 'frontPto', 'airBrake', 'airConditioning',
      'cabSuspension', 'fourWheelSteering', 'gps', 'traclink', 'reversingDevice'
    ]
  ),
  -- The same as bits in machineEquipment's order, for the equipment facet's counts: a bit test
  -- per machine and item is far cheaper than a search in the array.
  equipment_bits integer GENERATED ALWAYS AS (
    (('frontLoader' = ANY (equipment))::int << 0) |
    (('frontHydraulics' = ANY (equipment))::int << 1) |
    (('frontPto' = ANY (equipment))::int << 2) |
    (('airBrake' = ANY (equipment))::int << 3) |
    (('airConditioning' = ANY (equipment))::int << 4) |
    (('cabSuspension' = ANY (equipment))::int << 5) |
    (('fourWheelSteering' = ANY (equipment))::int << 6) |
    (('gps' = ANY (equipment))::int << 7) |
    (('traclink' = ANY (equipment))::int << 8) |
    (('reversingDevice' = ANY (equipment))::int << 9)
  ) STORED,
  equipment_notes text,
  total_consumption_liters double precision CHECK (total_consumption_liters >= 0),
  average_consumption_liters_per_hour double precision
    CHECK (average_consumption_liters_per_hour >= 0),
  length_mm integer CHECK (length_mm > 0),
  width_mm integer CHECK (width_mm > 0),
  height_mm integer CHECK (height_mm > 0),
  part_height_mm integer CHECK (part_height_mm > 0),
  wheel_base_mm integer CHECK (wheel_base_mm > 0),
  max_weight_kg integer CHECK (max_weight_kg > 0),
  max_weight_front_kg integer CHECK (max_weight_front_kg > 0),
  max_weight_rear_kg integer CHECK (max_weight_rear_kg > 0),
  description text,
  -- Who answers: the dealer (its contact person at the time of listing), or, without a dealer,
  -- Lindner's sales contact; a null e-mail sends inquiries to the sales address.
  dealer_id text REFERENCES dealers (id) ON DELETE SET NULL,
  contact_name text NOT NULL,
  contact_phone text,
  contact_email text
);

-- The filters a search narrows most with, and the sorts: type, country and offer type have a
-- handful of values each, so an index on them alone would not be chosen over a scan.
CREATE INDEX machines_class_horsepower ON machines (vehicle_class, horsepower);
-- Horsepower and year are searched together most: the year narrows before the table is read.
CREATE INDEX machines_horsepower_year ON machines (horsepower, year_of_construction);
CREATE INDEX machines_year ON machines (year_of_construction);
CREATE INDEX machines_operating_hours ON machines (operating_hours);
CREATE INDEX machines_model ON machines (model_id);
CREATE INDEX machines_equipment ON machines USING gin (equipment);
-- A distance search first narrows to the bounding box of its radius.
CREATE INDEX machines_position ON machines (lat, lng);
-- The sorts with paging (ties broken by id, so that pages neither repeat nor skip a machine).
CREATE INDEX machines_listed_at ON machines (listed_at, id);
CREATE INDEX machines_price ON machines (price_cents, id);

-- The photos of a machine in their order; `photo` names one of the generated pictures shipped
-- with the seed (modules/machines/photos.ts).
CREATE TABLE machine_images (
  machine_id uuid NOT NULL REFERENCES machines (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  photo text NOT NULL CHECK (photo ~ '^[a-z0-9-]+$'),
  PRIMARY KEY (machine_id, position)
);

-- Visitors' questions about a machine, as sent (the sender's client address is not stored: it
-- only counts, in memory, towards the limit of inquiries per address).
CREATE TABLE machine_inquiries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  machine_id uuid NOT NULL REFERENCES machines (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  message text NOT NULL,
  locale text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX machine_inquiries_machine ON machine_inquiries (machine_id, created_at);
