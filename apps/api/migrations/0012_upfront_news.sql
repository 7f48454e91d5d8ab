-- Upfront news ("Vorab-News", issue 17 point 4): articles for signed-in users, and which user
-- has read which article. The body is structured content (newsBlockSchema of @lindner/api),
-- never HTML.

CREATE TABLE upfront_news (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text NOT NULL CHECK (title <> '' AND char_length(title) <= 160),
  teaser text NOT NULL CHECK (teaser <> '' AND char_length(teaser) <= 400),
  published_at timestamptz NOT NULL,
  -- The article's picture: the name of a shipped picture (modules/machines/photoCatalogue.ts,
  -- served at /machine-photos/), with its alternative text; both or neither.
  photo text CHECK (photo ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  photo_alt text,
  -- The blocks of the body: an array of newsBlockSchema.
  body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((photo IS NULL) = (photo_alt IS NULL))
);
-- The list, newest first; the neighbours of an article.
CREATE INDEX upfront_news_newest ON upfront_news (published_at DESC, slug DESC);

CREATE TABLE upfront_news_reads (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  news_id uuid NOT NULL REFERENCES upfront_news (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, news_id)
);
CREATE INDEX upfront_news_reads_news ON upfront_news_reads (news_id);
