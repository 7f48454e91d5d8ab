import type { EventSummary, ModelFigure } from '@lindner/api/schema';
import type { IntlShape } from 'react-intl';
import { factMessages, horsepowerMessage, kilowattMessage } from './messages';

/** The Intl unit of each figure; power has none in Intl and is a message ("136 PS"). */
const figureUnits: Record<Exclude<ModelFigure, 'powerHp' | 'powerKw'>, string> = {
  maxSpeedKmh: 'kilometer-per-hour',
  unladenWeightKg: 'kilogram',
  permittedTotalWeightKg: 'kilogram',
  permittedFrontAxleLoadKg: 'kilogram',
  permittedRearAxleLoadKg: 'kilogram',
  wheelbaseMm: 'millimeter',
  lengthMm: 'millimeter',
  widthMm: 'millimeter',
  heightMm: 'millimeter',
};

/** A figure with its unit in the page's language: "136 PS", "5.200 kg", "50 km/h". */
export function formatFigure(intl: IntlShape, figure: ModelFigure, value: number): string {
  if (figure === 'powerHp') return intl.formatMessage(horsepowerMessage, { hp: value });
  if (figure === 'powerKw') return intl.formatMessage(kilowattMessage, { kw: value });
  return intl.formatNumber(value, {
    style: 'unit',
    unit: figureUnits[figure],
    unitDisplay: 'short',
  });
}

export function formatYesNo(intl: IntlShape, value: boolean): string {
  return intl.formatMessage(value ? factMessages.yes : factMessages.no);
}

/** A price in whole euros from cents, EUR in every locale (DESIGN.md, Money). */
export function formatListPrice(intl: IntlShape, cents: number): string {
  return intl.formatNumber(Math.round(cents / 100), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
}

/** Events happen in Austria and its neighbours: their days are those of Vienna. */
const eventTimeZone = 'Europe/Vienna';

/**
 * The day or days of an event, in Vienna's time: "Mi., 24. März 2027", or both ends of one that
 * lasts longer ("24.–26. März 2027").
 */
export function formatEventDays(
  intl: IntlShape,
  event: Pick<EventSummary, 'startsAt' | 'endsAt'>,
): string {
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  const options = {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: eventTimeZone,
  } as const;
  return end > start
    ? intl.formatDateTimeRange(start, end, options)
    : intl.formatDate(start, options);
}

/** Where an on-site event is: "Kundl, Tirol"; null for an online one. */
export function eventPlace({ venue }: Pick<EventSummary, 'venue'>): string | null {
  if (!venue) return null;
  return venue.region && venue.region !== venue.city
    ? `${venue.city}, ${venue.region}`
    : venue.city;
}
