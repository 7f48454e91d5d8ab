import {
  machineCountries,
  machineEquipment,
  machineTypes,
  offerTypes,
  priceRangeBounds,
  priceRanges,
  vehicleClasses,
  type Facet,
  type MachineQuery,
  type MachineSearchResult,
} from '@lindner/api/schema';
import { and, sql, type SQL } from 'drizzle-orm';
import {
  facetFilters,
  facetNames,
  sharedFilters,
  type FacetName,
  type SearchOrigin,
} from './searchFilters';
import { machines } from './tables';

/** One group of the facet query: a facet's value and how many machines have it. */
export interface FacetCountRow {
  /** The facet, or 'total' for the search's total. */
  facet: FacetName | 'total';
  /** The value; a price band's index, the equipment's bits. */
  value: string | null;
  /** Whether these machines match every other filter; only those count. */
  counts: boolean;
  count: number;
}

/** A model of the range, for the model facet: its id and name. */
export interface RangeModel {
  id: string;
  name: string;
}

/**
 * Disjoint price bands, from the ranges' ceilings: a range counts the bands inside it, so that
 * the overlapping ranges ("up to 50 000 €" lies in "up to 250 000 €") are one grouping.
 */
const bandCeilings = [
  ...new Set(
    priceRanges.flatMap((range) => {
      const { maxCents } = priceRangeBounds[range];
      return maxCents === null ? [] : [maxCents];
    }),
  ),
].sort((a, b) => a - b);
const bands = bandCeilings
  .map((ceiling, index) => ({ min: index === 0 ? 0 : bandCeilings[index - 1]! + 1, max: ceiling }))
  .concat({ min: bandCeilings.at(-1)! + 1, max: Number.POSITIVE_INFINITY });

function priceBand(): SQL {
  const cases = bandCeilings.map(
    (ceiling, index) =>
      sql`WHEN price_cents <= ${sql.raw(String(ceiling))} THEN ${sql.raw(String(index))}`,
  );
  return sql`CASE WHEN price_cents IS NULL THEN NULL ${sql.join(cases, sql` `)} ELSE ${sql.raw(String(bandCeilings.length))} END`;
}

/** The column each facet groups by. */
const facetColumns: Record<FacetName, string> = {
  type: 'type',
  vehicleClass: 'vehicle_class',
  modelId: 'model_id',
  country: 'country',
  equipment: 'equipment_bits',
  priceRange: 'price_band',
  offerType: 'offer_type',
};

const flag = (name: FacetName) => sql.raw(`f_${name}`);
const matches = (name: FacetName | 'total') => sql.raw(`m_${name}`);
const all = (conditions: SQL[]) =>
  conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;

/**
 * One pass for the total and every facet: the machines matching the shared filters (number
 * ranges, radius) are read once, with a flag for every facet filter the search uses, and
 * grouped by each facet's column (GROUPING SETS) together with whether they match every
 * other filter; `facetsOf` keeps the groups that do. A machine missing two facet filters counts
 * nowhere. A price on request is in no price range.
 */
export function facetCountsQuery(query: MachineQuery, origin: SearchOrigin | null): SQL {
  const filters = facetFilters(query);
  const used = facetNames.filter((name) => filters[name] !== undefined);
  const othersMatch = (name: FacetName | null) =>
    all(used.filter((each) => each !== name).map(flag));
  const flags = used.map((name) => sql`, coalesce(${filters[name]}, false) AS ${flag(name)}`);
  const matched = [
    sql`${othersMatch(null)} AS ${matches('total')}`,
    ...facetNames.map((name) => sql`${othersMatch(name)} AS ${matches(name)}`),
  ];
  const sets = [
    sql`(${matches('total')})`,
    ...facetNames.map((name) => sql`(${matches(name)}, ${sql.raw(facetColumns[name])})`),
  ];
  const facetOfSet = facetNames.map(
    (name) => sql`WHEN GROUPING(${sql.raw(facetColumns[name])}) = 0 THEN ${name}::text`,
  );
  const countsSomewhere =
    used.length < 2
      ? sql`true`
      : sql`${sql.join(
          used.map((name) => sql`${flag(name)}::int`),
          sql` + `,
        )} >= ${used.length - 1}`;

  return sql`SELECT CASE ${sql.join(facetOfSet, sql` `)} ELSE 'total' END AS facet,
      coalesce(type, vehicle_class, model_id, country, equipment_bits::text, price_band::text,
        offer_type) AS value,
      coalesce(${sql.join([matches('total'), ...facetNames.map(matches)], sql`, `)}) AS counts,
      count(*)::int AS count
    FROM (
      SELECT *, ${sql.join(matched, sql`, `)}
      FROM (
        SELECT ${machines.type} AS type, ${machines.vehicleClass} AS vehicle_class,
          ${machines.modelId} AS model_id, ${machines.country} AS country,
          ${machines.equipmentBits} AS equipment_bits, ${priceBand()} AS price_band,
          ${machines.offerType} AS offer_type ${sql.join(flags, sql``)}
        FROM ${machines}
        WHERE ${and(sql`true`, ...sharedFilters(query, origin))}
        OFFSET 0
      ) AS found
      WHERE ${countsSomewhere}
    ) AS flagged
    GROUP BY GROUPING SETS (${sql.join(sets, sql`, `)})`;
}

/** Every value of a list in its order, those without a machine with 0. */
function inOrder(values: readonly string[], counts: Map<string, number>): Facet {
  return values.map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

/** The total and the facets of the answer, from the groups of `facetCountsQuery`. */
export function facetsOf(
  rows: FacetCountRow[],
  models: RangeModel[],
): { total: number; facets: MachineSearchResult['facets'] } {
  const counted = (name: FacetName) => {
    const counts = new Map<string, number>();
    for (const row of rows) {
      if (row.facet === name && row.counts && row.value !== null) {
        counts.set(row.value, (counts.get(row.value) ?? 0) + row.count);
      }
    }
    return counts;
  };
  const equipment = new Map<string, number>();
  for (const [bits, count] of counted('equipment')) {
    machineEquipment.forEach((item, bit) => {
      if (Number(bits) & (1 << bit)) equipment.set(item, (equipment.get(item) ?? 0) + count);
    });
  }
  const byBand = counted('priceRange');
  const prices = new Map(
    priceRanges.map((range) => {
      const { minCents, maxCents } = priceRangeBounds[range];
      const inside = bands.flatMap((band, index) =>
        band.min >= minCents && band.max <= (maxCents ?? Number.POSITIVE_INFINITY)
          ? [byBand.get(String(index)) ?? 0]
          : [],
      );
      return [range, inside.reduce((sum, count) => sum + count, 0)];
    }),
  );
  return {
    total: rows.find((row) => row.facet === 'total' && row.counts)?.count ?? 0,
    facets: {
      type: inOrder(machineTypes, counted('type')),
      vehicleClass: inOrder(vehicleClasses, counted('vehicleClass')),
      // The range's models by name, each with its name as the label.
      modelId: inOrder(
        models.map((model) => model.id),
        counted('modelId'),
      ).map((entry, index) => ({ ...entry, label: models[index]!.name })),
      country: inOrder(machineCountries, counted('country')),
      equipment: inOrder(machineEquipment, equipment),
      priceRange: inOrder(priceRanges, prices),
      offerType: inOrder(offerTypes, counted('offerType')),
    },
  };
}
