-- E-mail confirmation: a changed profile address is confirmed by a link sent to it before
-- anything else is mailed there, and confirmation mails are limited per address.

-- When the user's current address was confirmed; null while it is not. An address that comes
-- with the account (the sign-on provider's, the demo data's) counts as confirmed; a profile
-- change of the address sets it to null until the new address is confirmed.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz DEFAULT now();

-- The pending confirmation of a user's new address: one per user, a newer one replaces it.
-- Only the SHA-256 hash of the link's token is kept; the link works for the address it was
-- sent to, once, until it expires.
CREATE TABLE email_confirmations (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  locale text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  token_expires_at timestamptz NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now()
);

-- The last confirmation mail of each kind sent to each address: at most one per kind and
-- address per 10 minutes, whoever asks for it.
CREATE TABLE confirmation_mail_sends (
  kind text NOT NULL CHECK (kind IN ('email', 'newsletter')),
  email text NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (kind, email)
);
