-- Accounts registered at the development sign-on provider wait for their address to be
-- confirmed before they may sign in (Keycloak's required action "verify e-mail"). Accounts made
-- otherwise (the seed, callers behind a real Keycloak) never wait.
ALTER TABLE users ADD COLUMN awaiting_verification boolean NOT NULL DEFAULT false;
