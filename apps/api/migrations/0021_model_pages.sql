-- The public model pages (issue 29): the figures of a model's technical data besides those of
-- 0001, its uses, TracLink products, a net list price (a demo value), the sources of its
-- published figures and the names of those that are demo values; the section texts and the
-- overview's teaser per language. The rows come with the reference data migrations
-- (reference_lindner_models, reference_lindner_model_texts).

ALTER TABLE vehicle_models
  ADD COLUMN power_kw integer CHECK (power_kw >= 0),
  ADD COLUMN max_speed_kmh integer CHECK (max_speed_kmh >= 0),
  ADD COLUMN length_mm integer CHECK (length_mm >= 0),
  ADD COLUMN width_mm integer CHECK (width_mm >= 0),
  ADD COLUMN height_mm integer CHECK (height_mm >= 0),
  -- The engine's maker and type as published; null where no source names it.
  ADD COLUMN engine text,
  -- transmissionKinds of @lindner/api; `transmission` keeps the sources' wording.
  ADD COLUMN transmission_kind text
    CHECK (transmission_kind IN ('continuously-variable', 'semi-powershift', 'synchro')),
  ADD COLUMN four_wheel_steering boolean NOT NULL DEFAULT false,
  -- modelUses of @lindner/api; the overview filters by one (`= ANY (uses)`).
  ADD COLUMN uses text[] NOT NULL DEFAULT '{}'
    CHECK (uses <@ ARRAY['mountain-farm', 'grassland', 'municipal', 'vineyard', 'transport']),
  -- Net list price in integer euro cents: a PLAUSIBLE DEMO VALUE (no list price is public).
  ADD COLUMN list_price_cents integer CHECK (list_price_cents > 0),
  ADD COLUMN traclink_products text[] NOT NULL DEFAULT '{}'
    CHECK (traclink_products <@ ARRAY['mobile', 'smart']),
  ADD COLUMN sources text[] NOT NULL DEFAULT '{}',
  -- The figures (modelFigures of @lindner/api) that are demo values, not published ones.
  ADD COLUMN demo_figures text[] NOT NULL DEFAULT '{}'
    CHECK (demo_figures <@ ARRAY[
      'powerHp', 'powerKw', 'maxSpeedKmh', 'unladenWeightKg', 'permittedTotalWeightKg',
      'permittedFrontAxleLoadKg', 'permittedRearAxleLoadKg', 'wheelbaseMm', 'lengthMm',
      'widthMm', 'heightMm'
    ]);

-- A section of a model page (modelSections of @lindner/api) in one language.
CREATE TABLE vehicle_model_texts (
  model_id text NOT NULL REFERENCES vehicle_models (id) ON DELETE CASCADE,
  section text NOT NULL CHECK (section IN (
    'overview', 'transmission', 'traclink', 'lights', 'ldrive', 'hydraulics',
    'four-wheel-steering', 'engine', 'dimensions', 'cabin', 'financing'
  )),
  language text NOT NULL CHECK (language IN ('de', 'en', 'fr')),
  title text NOT NULL,
  paragraphs text[] NOT NULL,
  PRIMARY KEY (model_id, section, language)
);

-- The overview's sentence about a model in one language.
CREATE TABLE vehicle_model_teasers (
  model_id text NOT NULL REFERENCES vehicle_models (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('de', 'en', 'fr')),
  teaser text NOT NULL,
  PRIMARY KEY (model_id, language)
);
