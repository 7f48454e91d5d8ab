import type { DealerCountry, DealerQuery, StoreType } from '@lindner/api/schema';

export interface SearchForm {
  /** What the visitor typed: a zip code or a city. */
  place: string;
  country: DealerCountry;
  /** Km as text from the select; empty for no restriction. */
  radius: string;
  /** A store type, or empty for all. */
  storeType: StoreType | '';
}

/** The radii offered, in km; the default is the first. */
export const radiusChoices = [50, 25, 100, 200] as const;

/**
 * The search for what the form holds: digits (and a zip's letters and dash) are a zip code,
 * anything else is a city; a leading zip with a city ("4020 Linz") counts as the zip. Null
 * when nothing was typed.
 */
export function formQuery(form: SearchForm): DealerQuery | null {
  const place = form.place.trim().replace(/\s+/g, ' ');
  if (place === '') return null;
  const query: DealerQuery = { country: form.country };
  const zip = /^(\d{4,5})(\s.*)?$/.exec(place);
  if (zip) query.zip = zip[1]!;
  else query.city = place;
  return { ...query, ...filters(form) };
}

/**
 * The search of a whole country, for an empty place field (SPEC.md: search by zip, city, country
 * or location). Without a place there is no distance, so the radius does not apply.
 */
export function countryQuery(form: SearchForm): DealerQuery {
  const { types } = filters(form);
  return types ? { country: form.country, types } : { country: form.country };
}

/** The radius and type of the form, for a search by position too. */
export function filters(form: Pick<SearchForm, 'radius' | 'storeType'>): DealerQuery {
  const query: DealerQuery = {};
  const km = Number(form.radius);
  if (form.radius !== '' && Number.isFinite(km) && km > 0) query.radiusKm = km;
  if (form.storeType) query.types = [form.storeType];
  return query;
}
