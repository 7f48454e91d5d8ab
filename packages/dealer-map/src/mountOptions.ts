import { isDealerCountry } from '@lindner/api/schema';
import { toLocale, type Locale } from '@lindner/i18n';
import { readSafeUrl } from '@lindner/ui';
import { readTileUrl } from './core';
import type { DealerFinderProps } from './DealerFinder';

/** What a CMS page gives the widget, as data-attribute strings. */
export interface DealerMapMountOptions {
  locale?: string;
  /** The API's base address; dealers come from `{apiBase}/{segment}/dealers`. */
  apiBase?: string;
  segment?: string;
  /** The country chosen at first: AT, DE, CH, IT or SI. */
  country?: string;
  /** The map's tile URL template; it must be the host the page's CSP allows for images. */
  tileUrl?: string;
  /** A zip code or city to search at once. */
  place?: string;
}

/** Reads the CMS's options leniently: anything unreadable falls back to the default. */
export function readMountOptions(options: DealerMapMountOptions): {
  locale: Locale;
  props: DealerFinderProps;
} {
  const props: DealerFinderProps = {};
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const apiBase = readSafeUrl(options.apiBase);
  if (apiBase) props.apiBase = apiBase;
  if (text(options.segment)) props.segment = text(options.segment);
  const country = text(options.country).toUpperCase();
  if (isDealerCountry(country)) props.country = country;
  if (text(options.tileUrl)) props.tileUrl = readTileUrl(options.tileUrl);
  if (text(options.place)) props.initialPlace = text(options.place);
  return { locale: toLocale(text(options.locale).toLowerCase() || 'de'), props };
}
