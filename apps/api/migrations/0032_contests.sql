-- The community's contests (issue 30 point 4; SPEC.md sections 1, 3 "Competitions", 4, 5, 9):
-- a photo, a drawing and a moment contest, one row each, with texts per language (German
-- required). Entries wait for the editorial review (state); approved ones are public from
-- published_at (the drawing contest's: the next working day) and can be voted on, once per
-- person and entry: a signed-in user by account, a visitor by a keyed hash of address and
-- browser, which is cleared after 7 days (the vote itself stays counted).

CREATE TABLE contests (
  kind text PRIMARY KEY CHECK (kind IN ('photo-contest', 'drawing-contest', 'moment-contest')),
  -- After it the server takes no entries ("submission deadline is over").
  submission_deadline timestamptz NOT NULL,
  -- The drawing contest's main prize draw, a stated day; null for the others.
  prize_draw_on date,
  CHECK ((prize_draw_on IS NULL) = (kind <> 'drawing-contest'))
);

CREATE TABLE contest_texts (
  kind text NOT NULL REFERENCES contests (kind) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('de', 'en', 'fr')),
  title text NOT NULL CHECK (title <> '' AND char_length(title) <= 120),
  intro text NOT NULL CHECK (intro <> '' AND char_length(intro) <= 2000),
  prize text NOT NULL CHECK (prize <> '' AND char_length(prize) <= 500),
  PRIMARY KEY (kind, language)
);

-- An uploaded picture (checked by content, re-encoded to WebP) before and after an entry names
-- it; one never named is removed by the daily clean-up after a day.
CREATE TABLE contest_pictures (
  upload_id text PRIMARY KEY CHECK (upload_id ~ '^[A-Za-z0-9_-]{22}$'),
  kind text NOT NULL REFERENCES contests (kind) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contest_picture_files (
  upload_id text NOT NULL REFERENCES contest_pictures (upload_id) ON DELETE CASCADE,
  rendition text NOT NULL CHECK (rendition IN ('xs', 'md', 'xs@2x', 'md@2x')),
  content_type text NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes bytea NOT NULL,
  PRIMARY KEY (upload_id, rendition)
);

CREATE TABLE contest_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL REFERENCES contests (kind) ON DELETE CASCADE,
  -- The photo's title or the moment's description; null for a drawing.
  title text CHECK (char_length(title) BETWEEN 1 AND 500),
  picture_id text UNIQUE REFERENCES contest_pictures (upload_id) ON DELETE SET NULL,
  -- A moment's video: https only.
  video_url text CHECK (video_url ~ '^https://' AND char_length(video_url) <= 500),
  first_name text NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 100),
  last_name text NOT NULL CHECK (char_length(last_name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  -- The language the writer used: the review's mail is in it.
  locale text NOT NULL,
  -- The signed-in writer, who sees the entry's state; null for a visitor.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The drawing contest: the drawer, and the parent's address (where the prize goes).
  drawer_first_name text CHECK (char_length(drawer_first_name) BETWEEN 1 AND 100),
  age_band text CHECK (age_band IN ('up-to-6', '7-10', '11-14')),
  street text CHECK (char_length(street) BETWEEN 1 AND 200),
  zip text CHECK (zip ~ '^[0-9]{4,5}$'),
  city text CHECK (char_length(city) BETWEEN 1 AND 100),
  terms_accepted_at timestamptz,
  privacy_consent_at timestamptz NOT NULL,
  -- The editorial review.
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  reason text CHECK (char_length(reason) BETWEEN 1 AND 1000),
  reviewed_at timestamptz,
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 'approved') = (published_at IS NOT NULL)),
  CHECK ((state = 'rejected') = (reason IS NOT NULL)),
  CHECK (picture_id IS NOT NULL OR video_url IS NOT NULL OR kind = 'moment-contest'),
  CHECK (kind <> 'drawing-contest' OR (drawer_first_name IS NOT NULL AND age_band IS NOT NULL
    AND street IS NOT NULL AND zip IS NOT NULL AND city IS NOT NULL
    AND terms_accepted_at IS NOT NULL))
);
CREATE INDEX contest_entries_published ON contest_entries (kind, published_at)
  WHERE state = 'approved';
CREATE INDEX contest_entries_pending ON contest_entries (created_at) WHERE state = 'pending';
CREATE INDEX contest_entries_user ON contest_entries (user_id, created_at DESC);

-- One row per counted vote. A signed-in voter is their account; a visitor the keyed hash
-- (HMAC-SHA-256 with contest_vote_key) of address and browser, nulled after 7 days.
CREATE TABLE contest_votes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entry_id uuid NOT NULL REFERENCES contest_entries (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  visitor_hash bytea CHECK (octet_length(visitor_hash) = 32),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX contest_votes_user ON contest_votes (entry_id, user_id)
  WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX contest_votes_visitor ON contest_votes (entry_id, visitor_hash)
  WHERE visitor_hash IS NOT NULL;
CREATE INDEX contest_votes_entry ON contest_votes (entry_id);
CREATE INDEX contest_votes_hashed ON contest_votes (created_at) WHERE visitor_hash IS NOT NULL;

-- The key of the visitors' hashes: one row, random, the same for every API instance on this
-- database and never in the code. gen_random_uuid() draws from a strong random source; two of
-- them give 244 random bits.
CREATE TABLE contest_vote_key (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  key bytea NOT NULL CHECK (octet_length(key) = 32)
);
INSERT INTO contest_vote_key (key)
VALUES (decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'));
