-- Personal area: avatar files, settings (interests, contact channel), the newsletter
-- subscription with its confirmation token, every consent change, and the development mailbox.

-- The avatar as the Image component reads it (versions.lindnerAvatar.{xs,md,xs@2x,md@2x});
-- users.avatar_url keeps the address of its md file, as SPEC.md's User.avatar.
ALTER TABLE users ADD COLUMN avatar_image jsonb;

-- The re-encoded files of each avatar upload, served at unguessable addresses.
CREATE TABLE avatar_files (
  upload_id text NOT NULL CHECK (upload_id ~ '^[A-Za-z0-9_-]{22,}$'),
  rendition text NOT NULL CHECK (rendition IN ('xs', 'md', 'xs@2x', 'md@2x')),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_type text NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (upload_id, rendition)
);
CREATE INDEX avatar_files_user_id ON avatar_files (user_id);

CREATE TABLE user_settings (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  contact_channel text CHECK (contact_channel IN ('email', 'phone', 'sms', 'messenger')),
  interests text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One subscription per user: pending until the link of the confirmation e-mail is followed.
-- Only the SHA-256 hash of the link's token is kept; a token works once, until it expires.
CREATE TABLE newsletter_subscriptions (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'subscribed')),
  email text NOT NULL,
  locale text NOT NULL,
  token_hash text UNIQUE,
  token_expires_at timestamptz,
  requested_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz
);

-- Every change of a consent with its time; the latest per consent is the current state.
CREATE TABLE consent_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  consent text NOT NULL CHECK (consent IN ('terms', 'images', 'referenceCustomer', 'communication')),
  state text NOT NULL CHECK (state IN ('accepted', 'declined')),
  changed_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX consent_changes_user ON consent_changes (user_id, changed_at DESC, id DESC);

-- E-mails of a server without SMTP_URL; the development mailbox page lists them.
CREATE TABLE mailbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX mailbox_created_at ON mailbox (created_at DESC);
