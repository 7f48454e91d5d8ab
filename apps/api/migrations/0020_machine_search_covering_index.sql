-- The used-machine search at scale (issue 28, docs/api-benchmark.md): its facet counts read
-- every machine the number ranges and the radius leave (4 600 of 10 000 in the benchmark's
-- search: 80-130 hp, from 2015, 200 km), and only the few columns they group and filter by.
-- With those columns in the index the scan is index-only: about 90 index pages instead of
-- 1 000 table pages of wide rows. Searches without a horsepower range keep their plans
-- (machines_position, a sequential scan); one with equipment reads the equipment array from
-- the table.
CREATE INDEX machines_search_facets ON machines (horsepower, year_of_construction)
  INCLUDE (
    operating_hours, lat, lng, type, vehicle_class, model_id, country, equipment_bits,
    price_cents, offer_type
  );
-- Same key columns: the new index answers every lookup the old one did.
DROP INDEX machines_horsepower_year;
