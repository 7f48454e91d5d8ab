-- TracLink Mobile (issue 31 point 5): the phone app pairs with a vehicle by a code the fleet's
-- TracLink Mobile tab shows its owner as a QR code, a link and text. One code per vehicle; a new
-- code replaces (revokes) the old one. The code is random (26 characters of Crockford's base 32:
-- 130 bits), so no one pairs with another's vehicle by trying codes. It is kept as it is, not
-- hashed: the owner sees it again on every visit of the tab, and only the owner's calls read it.
CREATE TABLE traclink_mobile_pairings (
  vehicle_id uuid PRIMARY KEY REFERENCES vehicles (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE CHECK (code ~ '^[0-9A-HJKMNP-TV-Z]{26}$'),
  issued_at timestamptz NOT NULL DEFAULT now()
);
