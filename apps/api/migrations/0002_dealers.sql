-- The dealer finder: the dealers with their coordinates, and the postal codes a search by zip
-- or city resolves through (no external geocoder).
CREATE TABLE postal_codes (
  country text NOT NULL CHECK (country IN ('AT', 'DE', 'CH', 'IT', 'SI')),
  zip text NOT NULL CHECK (zip <> ''),
  city text NOT NULL CHECK (city <> ''),
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  PRIMARY KEY (country, zip, city)
);
CREATE INDEX postal_codes_city ON postal_codes (lower(city));

CREATE TABLE dealers (
  id text PRIMARY KEY,
  name text NOT NULL CHECK (name <> ''),
  -- reseller, servicePartner, municipalDealer, baseDealer; `municipal` marks the variant.
  store_types text[] NOT NULL CHECK (
    cardinality(store_types) > 0
    AND store_types <@ ARRAY['reseller', 'servicePartner', 'municipalDealer', 'baseDealer']
  ),
  municipal boolean NOT NULL DEFAULT false,
  street text NOT NULL,
  zip text NOT NULL,
  city text NOT NULL,
  country text NOT NULL CHECK (country IN ('AT', 'DE', 'CH', 'IT', 'SI')),
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  phone text,
  email text,
  website text,
  licences text[] NOT NULL DEFAULT '{}',
  diagnosis boolean NOT NULL DEFAULT false,
  certification text CHECK (certification IN ('review', 'progress', 'approved')),
  -- { name, phone, email } of the dealer's contact and of Lindner's area sales manager.
  contact_person jsonb,
  area_sales_manager jsonb,
  -- [{ day: 1..7 (ISO), opens: 'HH:MM', closes: 'HH:MM' }] in the country's local time.
  opening_hours jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX dealers_country ON dealers (country);
