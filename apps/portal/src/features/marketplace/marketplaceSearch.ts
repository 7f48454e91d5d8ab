import {
  adLimits,
  classifiedAdQueryParams,
  readClassifiedAdQuery,
  type ClassifiedAdQuery,
  type ClassifiedAdQueryProblem,
} from '@lindner/api/schema';

// The marketplace's filters in the list's address: the same names the API reads (`kind`,
// `model`, `condition`, `priceMin`/`priceMax` in whole euros, `yearMin`/`yearMax`, `page`), so
// the list's GET form writes its query string as it is.

/** The filters of the list's address, and the first one left out because it could not be read. */
export interface MarketplaceSearch {
  query: ClassifiedAdQuery;
  problem: ClassifiedAdQueryProblem | null;
}

/** The filters of an address's or a form's query string; an empty field counts as absent. */
export function readMarketplaceSearch(params: URLSearchParams): MarketplaceSearch {
  return readClassifiedAdQuery(params);
}

/** The query string of the filters (`?…`), empty without any; page 1 is left out. */
export function marketplaceSearchString(query: ClassifiedAdQuery): string {
  const search = classifiedAdQueryParams(query).toString();
  return search ? `?${search}` : '';
}

/** The same filters on another page of the results. */
export function marketplacePageSearch(query: ClassifiedAdQuery, page: number): string {
  return marketplaceSearchString({ ...query, page });
}

/** How many filters are set: a range (price, year) counts once. */
export function activeMarketplaceFilters(query: ClassifiedAdQuery): number {
  return [
    query.kind,
    query.model,
    query.condition,
    query.priceMin ?? query.priceMax,
    query.yearMin ?? query.yearMax,
  ].filter((value) => value !== undefined).length;
}

export function pageCount(total: number, pageSize: number = adLimits.pageSize): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** A form's fields as the query string a GET of it sends. */
export function formSearch(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(name, value);
  }
  return params;
}
