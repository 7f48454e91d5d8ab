-- Events and driver trainings (issue 17): the public event list, sign-up with companions, and
-- trainings (events with training = true). Places are counted in places_taken, changed by one
-- statement per sign-up, change or sign-out, and never beyond the capacity.

CREATE TABLE events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text NOT NULL,
  teaser text NOT NULL,
  description text NOT NULL DEFAULT '',
  format text NOT NULL CHECK (format IN ('onSite', 'online')),
  training boolean NOT NULL DEFAULT false,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- The venue of an on-site event; all null for an online one.
  venue_name text,
  venue_street text,
  venue_zip text,
  venue_city text,
  venue_country text CHECK (venue_country IN ('AT', 'DE', 'CH', 'IT', 'SI')),
  venue_region text,
  venue_lat double precision,
  venue_lng double precision,
  -- Given to signed-up users only.
  online_url text,
  -- Places in all (participants and companions); null for unlimited.
  capacity integer CHECK (capacity IS NULL OR capacity >= 1),
  places_taken integer NOT NULL DEFAULT 0 CHECK (places_taken >= 0),
  companions_allowed integer NOT NULL DEFAULT 0 CHECK (companions_allowed BETWEEN 0 AND 10),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (capacity IS NULL OR places_taken <= capacity),
  CHECK (format = 'online' OR (venue_name IS NOT NULL AND venue_region IS NOT NULL))
);
-- The list: events not yet ended, soonest first.
CREATE INDEX events_upcoming ON events (ends_at, starts_at);

-- One sign-up per user and event; it takes 1 + companions places. A registration for a
-- training that has ended counts as the training attended.
CREATE TABLE event_registrations (
  event_id uuid NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  companions integer NOT NULL DEFAULT 0 CHECK (companions BETWEEN 0 AND 10),
  registered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX event_registrations_user ON event_registrations (user_id);
