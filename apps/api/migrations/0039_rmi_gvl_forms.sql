-- The RMI form (repair and maintenance information for independent workshops, mailed to the RMI
-- desk) and the GVL contact form of the services page (mailed to the area sales manager of the
-- user's region) are kept as the other forms are.
ALTER TABLE form_submissions DROP CONSTRAINT form_submissions_kind_check;
ALTER TABLE form_submissions ADD CONSTRAINT form_submissions_kind_check
  CHECK (kind IN ('contact', 'financing-enquiry', 'quote-request', 'innovation-visit', 'rmi', 'gvl-contact'));
