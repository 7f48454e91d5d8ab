-- The public forms (contact, financing enquiry): every accepted submission with the fields as
-- checked, and the language it was sent in. The sender's client address is not stored: it
-- only counts, in memory, towards the limit of submissions per address.
CREATE TABLE form_submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('contact', 'financing-enquiry')),
  fields jsonb NOT NULL,
  locale text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Newest first for the staff, oldest first for deleting them when their time is up.
CREATE INDEX form_submissions_created_at ON form_submissions (created_at);
