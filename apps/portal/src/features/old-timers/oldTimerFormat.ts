import type { OldTimerFact, OldTimerFacts, OldTimerSummary } from '@lindner/api/schema';
import type { IntlShape } from 'react-intl';
import {
  builtFromMessage,
  builtYearsMessage,
  decadeMessage,
  displacementMessage,
  horsepowerMessage,
} from './messages';

// Years are written as digits alone ("1958", never "1.958"): they go into the messages as text.

/** A decade's heading: "1950er", "1950s", "années 1950". */
export function formatDecade(intl: IntlShape, decade: number): string {
  return intl.formatMessage(decadeMessage, { decade: String(decade) });
}

/** The years an old-timer was built: "1958–1966", "1958" for one year, "ab 1958" without an end. */
export function formatBuiltYears(
  intl: IntlShape,
  { builtFrom, builtTo }: Pick<OldTimerSummary, 'builtFrom' | 'builtTo'>,
): string {
  if (builtTo === null) return intl.formatMessage(builtFromMessage, { from: String(builtFrom) });
  if (builtTo === builtFrom) return String(builtFrom);
  return intl.formatMessage(builtYearsMessage, { from: String(builtFrom), to: String(builtTo) });
}

/** Horsepower with its unit: "15 PS", "15 hp", "15 ch". */
export function formatHorsepower(intl: IntlShape, hp: number): string {
  return intl.formatMessage(horsepowerMessage, { hp });
}

/** A fact in the page's language with its unit, or null where the records do not give it. */
export function formatFact(
  intl: IntlShape,
  fact: OldTimerFact,
  facts: OldTimerFacts,
): string | null {
  const value = facts[fact];
  if (value === null) return null;
  switch (fact) {
    case 'engine':
      // A maker's name and type, as it is.
      return String(value);
    case 'powerHp':
      return formatHorsepower(intl, value as number);
    case 'displacementCcm':
      return intl.formatMessage(displacementMessage, { ccm: value as number });
    case 'topSpeedKmh':
      return intl.formatNumber(value as number, {
        style: 'unit',
        unit: 'kilometer-per-hour',
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      });
    case 'weightKg':
      return intl.formatNumber(value as number, {
        style: 'unit',
        unit: 'kilogram',
        unitDisplay: 'short',
      });
    case 'cylinders':
    case 'unitsBuilt':
      return intl.formatNumber(value as number);
  }
}

/**
 * A file's size as people read it: whole kilobytes below a megabyte ("850 kB"), megabytes with
 * one decimal above ("2,4 MB"); 1 kB = 1000 bytes, as the units' names say.
 */
export function catalogueSize(bytes: number): { value: number; unit: 'kilobyte' | 'megabyte' } {
  const kilobytes = Math.max(1, Math.round(bytes / 1000));
  if (kilobytes < 1000) return { value: kilobytes, unit: 'kilobyte' };
  return { value: Math.round(bytes / 100_000) / 10, unit: 'megabyte' };
}

export function formatCatalogueSize(intl: IntlShape, bytes: number): string {
  const { value, unit } = catalogueSize(bytes);
  return intl.formatNumber(value, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  });
}
