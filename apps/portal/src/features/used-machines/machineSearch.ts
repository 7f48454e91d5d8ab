import {
  machineQueryDefaults,
  machineQueryParams,
  parseMachineQuery,
  type MachineQuery,
  type MachineQueryProblem,
  type ParsedMachineQuery,
} from '@lindner/api/schema';

/** The search of the list's URL, and the filter left out because it could not be read. */
export interface ListSearch {
  query: ParsedMachineQuery;
  problem: MachineQueryProblem | null;
}

/** The query-string names behind each problem `parseMachineQuery` names. */
const parametersOf: Record<MachineQueryProblem, readonly string[]> = {
  type: ['type'],
  class: ['class'],
  model: ['model'],
  country: ['country'],
  equipment: ['equipment'],
  hours: ['hoursMin', 'hoursMax'],
  hp: ['hpMin', 'hpMax'],
  year: ['yearMin', 'yearMax'],
  price: ['price'],
  offer: ['offer'],
  zip: ['zip', 'radius'],
  coordinates: ['lat', 'lng', 'radius'],
  radius: ['radius'],
  sort: ['sort'],
  page: ['page'],
  size: ['size'],
};

/**
 * A query string as `parseMachineQuery` reads it: a GET form sends each ticked box as a
 * parameter of its own (`type=used&type=demo`) and every empty field as `name=`; the URL the
 * page writes has comma-separated lists. Both read the same.
 */
export function rawQueryOf(search: URLSearchParams): Record<string, string[]> {
  const raw: Record<string, string[]> = {};
  for (const [name, value] of search) {
    if (value.trim() === '') continue;
    (raw[name] ??= []).push(value);
  }
  return raw;
}

/**
 * The list's search from its URL or its form. A filter that cannot be read is left out rather
 * than failing the page, and named, so the page can say so; the rest of the search stands.
 */
export function readListSearch(search: URLSearchParams): ListSearch {
  const raw = rawQueryOf(search);
  let problem: MachineQueryProblem | null = null;
  for (let attempt = 0; attempt <= Object.keys(parametersOf).length; attempt++) {
    const parsed = parseMachineQuery(raw);
    if (parsed.ok) return { query: parsed.query, problem };
    problem ??= parsed.problem;
    for (const name of parametersOf[parsed.problem]) delete raw[name];
  }
  return { query: { ...machineQueryDefaults }, problem };
}

/** The query string of a search (`?…`, or empty for the plain list). */
export function searchString(query: MachineQuery): string {
  const params = machineQueryParams(query).toString();
  return params ? `?${params}` : '';
}

/** The same search on another page of its results. */
export function pageSearch(query: MachineQuery, page: number): string {
  return searchString({ ...query, page });
}

/** The search without any filter: its order and page size stay. */
export function withoutFilters(query: ParsedMachineQuery): MachineQuery {
  return { sort: query.sort, pageSize: query.pageSize };
}

/** How many filters the search sets ("Filter (3)"): the distance counts once. */
export function activeFilterCount(query: MachineQuery): number {
  const lists = [
    query.types,
    query.vehicleClasses,
    query.modelIds,
    query.countries,
    query.equipment,
    query.offerTypes,
  ].filter((list) => list !== undefined && list.length > 0).length;
  const ranges = [
    [query.operatingHoursMin, query.operatingHoursMax],
    [query.horsepowerMin, query.horsepowerMax],
    [query.yearMin, query.yearMax],
  ].filter(([min, max]) => min !== undefined || max !== undefined).length;
  const distance = query.zip !== undefined || query.lat !== undefined ? 1 : 0;
  return lists + ranges + (query.priceRange ? 1 : 0) + distance;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The radii the distance filter offers, in km; none means no restriction. */
export const radiusOptions = [25, 50, 100, 200, 500] as const;

/** The number of machines a facet gives a filter value, 0 when it lists none. */
export function facetCount(facet: readonly { value: string; count: number }[], value: string) {
  return facet.find((each) => each.value === value)?.count ?? 0;
}

/**
 * A model's name for its facet: the name the results give it, else its id spelled out
 * (`lintrac-130` → "Lintrac 130").
 */
export function modelLabel(
  modelId: string,
  machines: readonly { modelId: string | null; model: string }[],
): string {
  const named = machines.find((machine) => machine.modelId === modelId);
  if (named) return named.model;
  return modelId
    .split('-')
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');
}
