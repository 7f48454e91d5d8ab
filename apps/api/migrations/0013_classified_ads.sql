-- The classified-ads marketplace (SPEC.md section 3 "Classified ad"): users' offers and
-- searches with pictures and PDF files, replies relayed by mail through the server, and staff's
-- hiding of an ad with a reason its owner reads. Only active ads that staff have not hidden are
-- public. Prices are integer cents.

CREATE TABLE classified_ads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('offer', 'purchase')),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 5000),
  -- Null: no price named ("auf Anfrage", a search without a budget).
  price_cents integer CHECK (price_cents BETWEEN 0 AND 1000000000),
  condition text NOT NULL CHECK (condition IN ('used', 'slightly-used', 'like-new', 'unknown')),
  year_of_construction integer CHECK (year_of_construction BETWEEN 1900 AND 2100),
  model_id text REFERENCES vehicle_models (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'sold')),
  -- Set by staff: the ad leaves the public list, its owner reads the reason.
  hidden_reason text CHECK (char_length(hidden_reason) BETWEEN 1 AND 500),
  hidden_at timestamptz,
  hidden_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The language the owner wrote the ad in: the mails about replies are in it.
  locale text NOT NULL DEFAULT 'de',
  published_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((hidden_reason IS NULL) = (hidden_at IS NULL))
);
-- The public list: active, not hidden, newest first.
CREATE INDEX classified_ads_public ON classified_ads (published_at DESC)
  WHERE status = 'active' AND hidden_reason IS NULL;
CREATE INDEX classified_ads_user ON classified_ads (user_id, created_at DESC);
CREATE INDEX classified_ads_model ON classified_ads (model_id);

-- The pictures of an ad, oldest first: an upload (its files below) or, for the demo ads, one
-- of the shipped generated machine pictures (photo, seed/machine-photos).
CREATE TABLE classified_ad_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ad_id uuid NOT NULL REFERENCES classified_ads (id) ON DELETE CASCADE,
  upload_id text UNIQUE CHECK (upload_id ~ '^[A-Za-z0-9_-]{22,}$'),
  photo text CHECK (photo ~ '^[a-z0-9-]+$'),
  alt text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((upload_id IS NULL) <> (photo IS NULL))
);
CREATE INDEX classified_ad_images_ad ON classified_ad_images (ad_id, created_at);

-- The re-encoded files of each uploaded picture, served at unguessable addresses.
CREATE TABLE classified_ad_image_files (
  upload_id text NOT NULL REFERENCES classified_ad_images (upload_id) ON DELETE CASCADE,
  rendition text NOT NULL CHECK (rendition IN ('xs', 'md', 'xs@2x', 'md@2x')),
  content_type text NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes bytea NOT NULL,
  PRIMARY KEY (upload_id, rendition)
);

-- The PDF files of an ad, checked by content before they are stored.
CREATE TABLE classified_ad_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ad_id uuid NOT NULL REFERENCES classified_ads (id) ON DELETE CASCADE,
  file_name text NOT NULL CHECK (char_length(file_name) BETWEEN 1 AND 200),
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 10485760),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX classified_ad_attachments_ad ON classified_ad_attachments (ad_id, created_at);

-- Replies to an ad, mailed to its owner; the owner's one answer is mailed to the replier.
-- Neither learns the other's address.
CREATE TABLE classified_ad_replies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ad_id uuid NOT NULL REFERENCES classified_ads (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 2000),
  -- The replier's language: the mail with the answer is in it.
  locale text NOT NULL DEFAULT 'de',
  answer text CHECK (char_length(answer) BETWEEN 1 AND 2000),
  answered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((answer IS NULL) = (answered_at IS NULL))
);
CREATE INDEX classified_ad_replies_ad ON classified_ad_replies (ad_id, created_at DESC);
CREATE INDEX classified_ad_replies_user ON classified_ad_replies (user_id);
