-- The public newsletter sign-up: a visitor's subscription, keyed by the address (lower case),
-- pending until the link of the confirmation e-mail is followed. Only the SHA-256 hash of the
-- link's token is kept; after confirming, the same link lets the visitor choose the interests
-- until it expires. When a user with this confirmed address signs in, the subscription becomes
-- the user's (newsletter_subscriptions) and its row goes.
CREATE TABLE newsletter_visitors (
  email text PRIMARY KEY CHECK (email = lower(email)),
  status text NOT NULL CHECK (status IN ('pending', 'subscribed')),
  locale text NOT NULL,
  interests text[] NOT NULL DEFAULT '{}',
  token_hash text NOT NULL UNIQUE,
  token_expires_at timestamptz NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz
);
