-- Public news (issue 30 points 1 and 6): the newsroom's articles, each in a category, with
-- texts per language (German required, English and French optional). `published_at` null is a
-- draft; an article is public from its `published_at` on. Upfront news get texts in English and
-- French beside their German ones (which stay in upfront_news). Bodies are structured content
-- (newsBlockSchema of @lindner/api), never HTML.

CREATE TABLE news_articles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 80),
  category text NOT NULL CHECK (category IN ('company', 'products', 'events', 'community')),
  -- A shipped picture's name (plugins/photoCatalogue.ts, served at /machine-photos/), or none;
  -- its alternative text is in each language's texts.
  photo text CHECK (photo ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The public list (newest first, by category) and the neighbours of an article.
CREATE INDEX news_articles_published ON news_articles (published_at DESC, slug DESC)
  WHERE published_at IS NOT NULL;
CREATE INDEX news_articles_category_published ON news_articles (category, published_at DESC, slug DESC)
  WHERE published_at IS NOT NULL;

CREATE TABLE news_article_texts (
  article_id uuid NOT NULL REFERENCES news_articles (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('de', 'en', 'fr')),
  title text NOT NULL CHECK (title <> '' AND char_length(title) <= 160),
  teaser text NOT NULL CHECK (teaser <> '' AND char_length(teaser) <= 400),
  body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'array'),
  photo_alt text,
  PRIMARY KEY (article_id, language)
);

-- The upfront news in English and French; German stays in upfront_news.
CREATE TABLE upfront_news_texts (
  news_id uuid NOT NULL REFERENCES upfront_news (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en', 'fr')),
  title text NOT NULL CHECK (title <> '' AND char_length(title) <= 160),
  teaser text NOT NULL CHECK (teaser <> '' AND char_length(teaser) <= 400),
  body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'array'),
  photo_alt text,
  PRIMARY KEY (news_id, language)
);
