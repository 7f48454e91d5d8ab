-- The press area (issue 30 point 1): press releases with their texts per language, contact
-- person and downloads (press kits, shipped as files in src/seed/press-kits/), and press photos
-- with caption and credit per language, each in its sizes. The seed's photos are shipped files
-- (src/seed/press-photos/); the photos staff upload are kept here, in press_photo_files.bytes.

CREATE TABLE press_releases (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 120),
  released_at timestamptz NOT NULL,
  contact_name text NOT NULL CHECK (length(contact_name) BETWEEN 1 AND 120),
  contact_email text NOT NULL CHECK (length(contact_email) BETWEEN 3 AND 254),
  contact_phone text NOT NULL CHECK (length(contact_phone) BETWEEN 3 AND 40)
);

-- The list's order, newest first; the slug orders releases of the same moment.
CREATE INDEX press_releases_newest ON press_releases (released_at DESC, slug);

-- A release's texts in one language; German is always there. The body is structured blocks
-- (newsBlockSchema of @lindner/api), never HTML. download_titles name the downloads in their
-- position order.
CREATE TABLE press_release_texts (
  release_slug text NOT NULL REFERENCES press_releases (slug) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('de', 'en', 'fr')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  teaser text NOT NULL CHECK (length(teaser) BETWEEN 1 AND 600),
  body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'array'),
  contact_role text NOT NULL CHECK (length(contact_role) BETWEEN 1 AND 120),
  download_titles text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (release_slug, language)
);

-- A file of a release (a press kit): file_name is its name in src/seed/press-kits/, the last
-- segment of its address and the name it downloads under.
CREATE TABLE press_release_downloads (
  release_slug text NOT NULL REFERENCES press_releases (slug) ON DELETE CASCADE,
  file_name text NOT NULL CHECK (file_name ~ '^[a-z0-9]+(-[a-z0-9]+)*\.[a-z0-9]{2,4}$'),
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  position integer NOT NULL CHECK (position >= 0),
  PRIMARY KEY (release_slug, file_name),
  UNIQUE (release_slug, position)
);

CREATE TABLE press_photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  category text NOT NULL CHECK (category IN ('tractors', 'transporters', 'company', 'events')),
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  -- The staff user who uploaded it; null for the seed's photos and after that user is gone.
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL
);

CREATE INDEX press_photos_newest ON press_photos (uploaded_at DESC, id);
CREATE INDEX press_photos_category ON press_photos (category, uploaded_at DESC, id);

-- A photo's caption and credit in one language; German is always there.
CREATE TABLE press_photo_texts (
  photo_id uuid NOT NULL REFERENCES press_photos (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('de', 'en', 'fr')),
  caption text NOT NULL CHECK (length(caption) BETWEEN 1 AND 300),
  credit text NOT NULL CHECK (length(credit) BETWEEN 1 AND 120),
  PRIMARY KEY (photo_id, language)
);

-- One size of a photo: a shipped file (shipped_file, in src/seed/press-photos/) or the bytes
-- of an upload, never both.
CREATE TABLE press_photo_files (
  photo_id uuid NOT NULL REFERENCES press_photos (id) ON DELETE CASCADE,
  size text NOT NULL CHECK (size IN ('web', 'print', 'original')),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  shipped_file text CHECK (shipped_file ~ '^[a-z0-9-]+\.(jpg|png|webp)$'),
  bytes bytea,
  CHECK ((shipped_file IS NULL) <> (bytes IS NULL)),
  PRIMARY KEY (photo_id, size)
);
