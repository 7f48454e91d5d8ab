-- User reports (issue 30 point 3): a customer's report on a model of the range, written signed
-- in or not, public after editorial review. Only the first name and region are ever shown; the
-- e-mail is for staff's decision mail. Pictures are uploaded first (`report_id` null) and
-- attached when the report is sent; unattached ones are removed after a day.
CREATE TABLE user_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  model_id text NOT NULL REFERENCES vehicle_models (id),
  title text NOT NULL,
  text text NOT NULL,
  first_name text NOT NULL,
  region text NOT NULL,
  email text NOT NULL,
  locale text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  reason text,
  reviewed_at timestamptz,
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The public list: approved, newest first, optionally of one model.
CREATE INDEX user_reports_published ON user_reports (published_at DESC, id) WHERE state = 'approved';
CREATE INDEX user_reports_model_published ON user_reports (model_id, published_at DESC, id)
  WHERE state = 'approved';
CREATE INDEX user_reports_pending ON user_reports (created_at) WHERE state = 'pending';
CREATE INDEX user_reports_user ON user_reports (user_id, created_at DESC);

CREATE TABLE user_report_pictures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- 128 random bits: the uploader's handle until the report is sent.
  upload_id text NOT NULL UNIQUE,
  report_id uuid REFERENCES user_reports (id) ON DELETE CASCADE,
  -- From 1, in the order the writer chose them; null until attached.
  position integer,
  file_name text NOT NULL,
  content_type text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (report_id, position)
);
CREATE INDEX user_report_pictures_unattached ON user_report_pictures (created_at)
  WHERE report_id IS NULL;
