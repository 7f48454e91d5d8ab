-- The checkout's catalogue (table of migration 0007), net prices in integer cents. The
-- prices are PLAUSIBLE DEMO VALUES, not Lindner's price list:
-- - TracLink Mobile and Smart: a setup fee, monthly and yearly prices, free months at the start.
-- - Warranty extensions per model series, for vehicles up to a maximum age, paid once.
-- The coupons are demo data (the seed's), not reference data.
--
-- Written from apps/api/src/seed/checkoutCatalogue.ts by apps/api/scripts/referenceDataMigration.ts.
-- A change of the list is a new migration (the script writes one), never an edit of this file.

INSERT INTO checkout_products (id, kind, name, price_once_cents, price_setup_cents, price_monthly_cents, price_yearly_cents, free_months, model_series, max_vehicle_age_years, term_months, sort_order) VALUES
  ('traclink-mobile', 'traclink', 'TracLink Mobile', NULL, 1900, 690, 6900, 1, NULL, NULL, NULL, 1),
  ('traclink-smart', 'traclink', 'TracLink Smart', NULL, 4900, 1490, 14900, 3, NULL, NULL, NULL, 2),
  ('warranty-lintrac-5', 'warranty', 'Garantieverlängerung Lintrac bis 5 Jahre', 129000, NULL, NULL, NULL, 0, ARRAY['Lintrac']::text[], 3, 24, 10),
  ('warranty-geotrac-4', 'warranty', 'Garantieverlängerung Geotrac bis 4 Jahre', 89000, NULL, NULL, NULL, 0, ARRAY['Geotrac']::text[], 2, 24, 11),
  ('warranty-unitrac-5', 'warranty', 'Garantieverlängerung Unitrac bis 5 Jahre', 149000, NULL, NULL, NULL, 0, ARRAY['Unitrac']::text[], 3, 24, 12)
ON CONFLICT (id) DO UPDATE SET
  kind = EXCLUDED.kind,
  name = EXCLUDED.name,
  price_once_cents = EXCLUDED.price_once_cents,
  price_setup_cents = EXCLUDED.price_setup_cents,
  price_monthly_cents = EXCLUDED.price_monthly_cents,
  price_yearly_cents = EXCLUDED.price_yearly_cents,
  free_months = EXCLUDED.free_months,
  model_series = EXCLUDED.model_series,
  max_vehicle_age_years = EXCLUDED.max_vehicle_age_years,
  term_months = EXCLUDED.term_months,
  sort_order = EXCLUDED.sort_order;
