-- Used machines for signed-in users (issue 16, point 4): the bookmark list ("Merkliste") and
-- the saved searches ("Suchaufträge") whose new matches are mailed once a day at most.

-- A machine that is no longer offered leaves every list with its listing.
CREATE TABLE machine_bookmarks (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  machine_id uuid NOT NULL REFERENCES machines (id) ON DELETE CASCADE,
  bookmarked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, machine_id)
);
-- The list, newest first; and the cascade from machines.
CREATE INDEX machine_bookmarks_user_newest ON machine_bookmarks (user_id, bookmarked_at DESC);
CREATE INDEX machine_bookmarks_machine ON machine_bookmarks (machine_id);

CREATE TABLE saved_machine_searches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name <> '' AND char_length(name) <= 80),
  -- The list's canonical query string without sort and paging (machineQueryParams); '' for all.
  query text NOT NULL,
  -- The language the search was saved in: its mails are written in it.
  locale text NOT NULL,
  -- The secret of the mails' link that ends the search (32 random bytes, base64url). Kept as it
  -- is, not hashed: every daily mail carries the link again (see savedSearchMails.ts).
  unsubscribe_token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Machines listed after this are new to the search; it moves to the newest machine mailed.
  matched_until timestamptz NOT NULL DEFAULT now(),
  last_mailed_at timestamptz
);
CREATE INDEX saved_machine_searches_user ON saved_machine_searches (user_id, created_at DESC);
