-- When a user's password last changed: access tokens issued before are refused at once
-- (plugins/auth.ts), not only when they expire.
ALTER TABLE users ADD COLUMN password_changed_at timestamptz;
