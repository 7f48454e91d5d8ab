-- Maintenance by operating hours (issue 33 point 2). The plan: per model series, or per model
-- where one differs from its series (a model's item replaces its series' item of the same key).
-- An item comes due every `hours_interval` operating hours or every `months_interval` months
-- after it was last done, whichever comes first; `first_at_hours` is when it is first due (the
-- first service at 50 h has only that). The seed's items are plausible demo values.
CREATE TABLE maintenance_plan_items (
  id serial PRIMARY KEY,
  series text,
  model_id text REFERENCES vehicle_models (id) ON DELETE CASCADE,
  item_key text NOT NULL CHECK (item_key ~ '^[a-z][A-Za-z]{1,39}$'),
  hours_interval integer CHECK (hours_interval > 0),
  months_interval integer CHECK (months_interval > 0),
  first_at_hours integer CHECK (first_at_hours > 0),
  position integer NOT NULL DEFAULT 0,
  CHECK ((series IS NULL) <> (model_id IS NULL)),
  CHECK (hours_interval IS NOT NULL OR months_interval IS NOT NULL OR first_at_hours IS NOT NULL)
);
CREATE UNIQUE INDEX maintenance_plan_items_series_key ON maintenance_plan_items (series, item_key)
  WHERE series IS NOT NULL;
CREATE UNIQUE INDEX maintenance_plan_items_model_key ON maintenance_plan_items (model_id, item_key)
  WHERE model_id IS NOT NULL;

-- When an item was done, at which operating hours. Keyed by the vehicle, not its owner, so that
-- it moves with the vehicle when it changes hands; who recorded it is kept while that user
-- exists. The latest record of an item counts; the older ones are its history.
CREATE TABLE maintenance_done (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  item_key text NOT NULL,
  done_on date NOT NULL,
  hours double precision NOT NULL CHECK (hours >= 0),
  recorded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX maintenance_done_vehicle ON maintenance_done (vehicle_id, item_key, done_on DESC);
