-- An event's texts in English and French (DESIGN.md Decisions: content carries its text per
-- locale). German stays in `events`, the source; an event without a row here is shown in German,
-- marked as such.
CREATE TABLE event_texts (
  event_id uuid NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en', 'fr')),
  title text NOT NULL,
  teaser text NOT NULL,
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (event_id, language)
);
