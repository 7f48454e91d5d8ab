import { eventQueryParams } from '@lindner/api/client';
import { eventFormats, type EventFormat, type EventQuery } from '@lindner/api/schema';

// The events' filters in the list's address: `format`, `region` and `training`, the same names
// the API reads, so the GET form of the list writes its query string as it is.

function isFormat(value: string | null): value is EventFormat {
  return (eventFormats as readonly (string | null)[]).includes(value);
}

/** The filters of an address's query string; an unknown format or an empty value is left out. */
export function readEventSearch(params: URLSearchParams): EventQuery {
  const query: EventQuery = {};
  const format = params.get('format');
  if (isFormat(format)) query.format = format;
  const region = params.get('region')?.trim();
  if (region) query.region = region;
  if (params.get('training') === 'true') query.trainingsOnly = true;
  return query;
}

/** The query string of the filters (`?…`), empty without any. */
export function eventSearchString(query: EventQuery): string {
  const search = eventQueryParams(query).toString();
  return search ? `?${search}` : '';
}

/** How many filters are set. */
export function activeEventFilters(query: EventQuery): number {
  return [query.format, query.region, query.trainingsOnly].filter(Boolean).length;
}
