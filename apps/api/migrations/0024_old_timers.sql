-- The old-timers (issue 29 point 4): Lindner's historic models with their facts, texts per
-- language, pictures and catalogues (PDF). Some catalogues download only for a signed-in user
-- whose profile holds a customer number (users.customer_nr). The rows come with the reference
-- data migration reference_old_timers (0025); the pictures and the PDF files are shipped in
-- src/seed/old-timer-pictures/ and src/seed/old-timer-catalogues/.

CREATE TABLE old_timers (
  -- Also the page's slug, e.g. `bf-15`.
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(id) <= 80),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  -- The historic series, e.g. `Bauernfreund`: a name, not translated.
  series text NOT NULL CHECK (length(series) BETWEEN 1 AND 80),
  built_from integer NOT NULL CHECK (built_from BETWEEN 1946 AND 2100),
  -- Null while the records name no last year.
  built_to integer CHECK (built_to >= built_from),
  -- The facts (oldTimerFacts of @lindner/api); null where nothing is known.
  power_hp double precision CHECK (power_hp > 0),
  -- The engine's maker and type: a name, not translated.
  engine text,
  cylinders integer CHECK (cylinders > 0),
  displacement_ccm integer CHECK (displacement_ccm > 0),
  top_speed_kmh double precision CHECK (top_speed_kmh > 0),
  weight_kg integer CHECK (weight_kg > 0),
  units_built integer CHECK (units_built > 0),
  -- The facts that are PLAUSIBLE DEMO VALUES, not Lindner's records; the page marks them.
  demo_facts text[] NOT NULL DEFAULT '{}'
    CHECK (demo_facts <@ ARRAY[
      'powerHp', 'engine', 'cylinders', 'displacementCcm', 'topSpeedKmh', 'weightKg', 'unitsBuilt'
    ])
);

-- An old-timer's texts in one language: the list's sentence, the page's story, and the alt texts
-- of its pictures in their order (picture n is `{id}-{n}` in src/seed/old-timer-pictures/).
CREATE TABLE old_timer_texts (
  old_timer_id text NOT NULL REFERENCES old_timers (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('de', 'en', 'fr')),
  teaser text NOT NULL CHECK (length(teaser) > 0),
  paragraphs text[] NOT NULL CHECK (cardinality(paragraphs) BETWEEN 1 AND 6),
  picture_alts text[] NOT NULL CHECK (cardinality(picture_alts) BETWEEN 1 AND 4),
  PRIMARY KEY (old_timer_id, language)
);

-- A catalogue of an old-timer: a sales brochure, an operating manual or a spare-parts list, as
-- a PDF file of the catalogue folder (file_name, also the name it downloads under).
CREATE TABLE old_timer_catalogues (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(id) <= 80),
  old_timer_id text NOT NULL REFERENCES old_timers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('brochure', 'manual', 'parts')),
  -- The language the catalogue itself is written in.
  language text NOT NULL CHECK (language IN ('de', 'en', 'fr')),
  year integer NOT NULL CHECK (year BETWEEN 1946 AND 2100),
  pages integer NOT NULL CHECK (pages > 0),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  -- Downloads only for a signed-in user whose profile holds a customer number.
  restricted boolean NOT NULL DEFAULT false,
  file_name text NOT NULL UNIQUE CHECK (file_name ~ '^[a-z0-9]+(-[a-z0-9]+)*\.pdf$')
);
CREATE INDEX old_timer_catalogues_old_timer ON old_timer_catalogues (old_timer_id);

-- A catalogue's title in one language (the page shows it in the language of its texts).
CREATE TABLE old_timer_catalogue_titles (
  catalogue_id text NOT NULL REFERENCES old_timer_catalogues (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('de', 'en', 'fr')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  PRIMARY KEY (catalogue_id, language)
);
