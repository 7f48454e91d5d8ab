import type { IntlShape } from 'react-intl';

/** A report's day of publication, as Austria's calendar has it (server and browser alike). */
export function formatPublished(intl: IntlShape, publishedAt: string): string {
  return intl.formatDate(publishedAt, { dateStyle: 'long', timeZone: 'Europe/Vienna' });
}
