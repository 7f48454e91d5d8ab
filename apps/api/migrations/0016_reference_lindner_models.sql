-- The Lindner model range (table of migration 0001). Names, series, kind, power and
-- transmission are the public facts gathered in shared/data/lindner-models.json (sources there;
-- null where none was found).
--
-- Weights, axle loads and wheelbases (unladen_weight_kg, permitted_total_weight_kg,
-- permitted_front_axle_load_kg, permitted_rear_axle_load_kg, wheelbase_mm) were not public: the
-- figures below are PLAUSIBLE DEMO VALUES chosen for the size class of each model, not Lindner's
-- specifications. Replace them from Lindner's spec sheets before anyone relies on the axle-load
-- calculator.
--
-- Written from apps/api/src/seed/lindnerModels.ts by apps/api/scripts/referenceDataMigration.ts.
-- A change of the list is a new migration (the script writes one), never an edit of this file.

INSERT INTO vehicle_models (id, name, series, kind, power_hp, transmission, unladen_weight_kg, permitted_total_weight_kg, permitted_front_axle_load_kg, permitted_rear_axle_load_kg, wheelbase_mm) VALUES
  ('lintrac-90', 'Lintrac 90', 'Lintrac', 'tractor', 102, 'ZF continuously variable', 4300, 7500, 3500, 5000, 2300),
  ('lintrac-100', 'Lintrac 100', 'Lintrac', 'tractor', 117, NULL, 4500, 7500, 3500, 5000, 2300),
  ('lintrac-110', 'Lintrac 110', 'Lintrac', 'tractor', 113, 'continuously variable', 4600, 8000, 4000, 5500, 2400),
  ('lintrac-115-ls', 'Lintrac 115 LS', 'Lintrac', 'tractor', 115, 'semi-powershift', 4700, 8000, 4000, 5500, 2400),
  ('lintrac-130', 'Lintrac 130', 'Lintrac', 'tractor', 136, 'ZF continuously variable (LDrive)', 5000, 8500, 4200, 5800, 2500),
  ('geotrac-74ep', 'Geotrac 74ep', 'Geotrac', 'tractor', NULL, NULL, 3100, 5500, 2500, 3800, 2200),
  ('geotrac-84ep', 'Geotrac 84ep', 'Geotrac', 'tractor', 95, NULL, 3500, 6000, 2800, 4200, 2250),
  ('geotrac-94ep', 'Geotrac 94ep', 'Geotrac', 'tractor', 102, NULL, 3900, 6500, 3000, 4500, 2340),
  ('geotrac-104ep', 'Geotrac 104ep', 'Geotrac', 'tractor', 113, NULL, 4200, 7000, 3300, 4800, 2400),
  ('geotrac-124', 'Geotrac 124', 'Geotrac', 'tractor', 126, 'ZF semi-powershift 24F/8R', 4800, 8000, 3800, 5500, 2500),
  ('geotrac-134ep', 'Geotrac 134ep', 'Geotrac', 'tractor', 144, NULL, 5000, 9000, 4200, 6000, 2550),
  ('unitrac-112-ldrive', 'Unitrac 112 LDrive', 'Unitrac', 'transporter', 109, 'LDrive continuously variable, power-split', 4100, 10000, 4700, 5500, 2850),
  ('unitrac-122-ldrive', 'Unitrac 122 LDrive', 'Unitrac', 'transporter', NULL, 'LDrive continuously variable', 4300, 11000, 5000, 6000, 3000)
ON CONFLICT (id) DO UPDATE SET
  name = EXCLUDED.name,
  series = EXCLUDED.series,
  kind = EXCLUDED.kind,
  power_hp = EXCLUDED.power_hp,
  transmission = EXCLUDED.transmission,
  unladen_weight_kg = EXCLUDED.unladen_weight_kg,
  permitted_total_weight_kg = EXCLUDED.permitted_total_weight_kg,
  permitted_front_axle_load_kg = EXCLUDED.permitted_front_axle_load_kg,
  permitted_rear_axle_load_kg = EXCLUDED.permitted_rear_axle_load_kg,
  wheelbase_mm = EXCLUDED.wheelbase_mm;
