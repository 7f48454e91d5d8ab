-- The forms a model page leads to: the quote request and the innovation visit. Each goes to the
-- dealer nearest to the sender's postal code, which the submission keeps (null where no dealer
-- was found and Lindner's sales team answers instead).
ALTER TABLE form_submissions DROP CONSTRAINT form_submissions_kind_check;
ALTER TABLE form_submissions ADD CONSTRAINT form_submissions_kind_check
  CHECK (kind IN ('contact', 'financing-enquiry', 'quote-request', 'innovation-visit'));
ALTER TABLE form_submissions ADD COLUMN dealer_id text REFERENCES dealers (id) ON DELETE SET NULL;
