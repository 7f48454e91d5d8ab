-- The guestbook (issue 30 point 2; SPEC.md section 3 "Guestbook entry"): visitors' public
-- entries and questions to Lindner, with an optional picture (re-encoded as WebP) or PDF checked
-- by content. An entry is public once staff approve it in the editorial review; staff may answer
-- it in place (the reply shows under it and is mailed to the writer). The writer's e-mail is
-- never shown.

CREATE TABLE guestbook_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('entry', 'question')),
  writer_name text NOT NULL CHECK (char_length(writer_name) BETWEEN 1 AND 80),
  writer_email text NOT NULL CHECK (char_length(writer_email) BETWEEN 3 AND 254),
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
  -- The language the writer used: the mails to them are in it.
  locale text NOT NULL CHECK (locale IN ('de', 'de-at', 'en', 'fr', 'fr-fr')),
  -- The signed-in writer, if any: they see their entries in every state.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The attachment: a picture (image/webp, with its pixel size) or a PDF, all or nothing.
  attachment_name text CHECK (char_length(attachment_name) BETWEEN 1 AND 200),
  attachment_type text CHECK (attachment_type IN ('image/webp', 'application/pdf')),
  attachment_bytes bytea,
  attachment_width integer CHECK (attachment_width > 0),
  attachment_height integer CHECK (attachment_height > 0),
  -- The review (plugins/editorialSources.ts): pending until staff approve or reject it.
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  reason text CHECK (char_length(reason) BETWEEN 1 AND 1000),
  reviewed_at timestamptz,
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  published_at timestamptz,
  -- Lindner's answer.
  reply text CHECK (char_length(reply) BETWEEN 1 AND 4000),
  replied_at timestamptz,
  replied_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((attachment_name IS NULL) = (attachment_bytes IS NULL)
    AND (attachment_type IS NULL) = (attachment_bytes IS NULL)),
  CHECK ((state = 'approved') = (published_at IS NOT NULL)),
  CHECK ((state = 'rejected') = (reason IS NOT NULL)),
  CHECK ((reply IS NULL) = (replied_at IS NULL))
);
-- The public pages: approved entries, newest first.
CREATE INDEX guestbook_entries_public ON guestbook_entries (published_at DESC, id DESC)
  WHERE state = 'approved';
-- The review's queue, oldest first.
CREATE INDEX guestbook_entries_pending ON guestbook_entries (created_at)
  WHERE state = 'pending';
CREATE INDEX guestbook_entries_user ON guestbook_entries (user_id, created_at DESC)
  WHERE user_id IS NOT NULL;
