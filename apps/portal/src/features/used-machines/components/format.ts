import {
  priceRangeBounds,
  type MachineLocation,
  type MachineSummary,
  type PriceRange,
} from '@lindner/api/schema';
import type { IntlShape } from 'react-intl';
import {
  fieldMessages,
  horsepowerMessage,
  placeMessage,
  priceOverMessage,
  priceUpToMessage,
} from '../messages';

/** A figure with its unit, as Intl writes it in the page's language ("1.234 Std.", "40 km/h"). */
export function formatUnit(intl: IntlShape, value: number, unit: string): string {
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short' });
}

export function formatHorsepower(intl: IntlShape, hp: number): string {
  return intl.formatMessage(horsepowerMessage, { hp });
}

/** "Kundl, Tirol (Österreich)". */
export function formatPlace(intl: IntlShape, location: MachineLocation): string {
  const country =
    new Intl.DisplayNames([intl.locale], { type: 'region' }).of(location.country) ??
    location.country;
  return intl.formatMessage(placeMessage, {
    city: location.city,
    region: location.region,
    country,
  });
}

/** A price range's label of SPEC.md section 9: "bis 50.000 €" … "über 500.000 €". */
export function priceRangeLabel(intl: IntlShape, range: PriceRange): string {
  const { minCents, maxCents } = priceRangeBounds[range];
  const euros = (cents: number) =>
    intl.formatNumber(Math.round(cents / 100), {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
  return maxCents === null
    ? intl.formatMessage(priceOverMessage, { amount: euros(minCents - 1) })
    : intl.formatMessage(priceUpToMessage, { amount: euros(maxCents) });
}

/** The figures a machine's card shows, those it has: year, operating hours, horsepower. */
export function machineKeyFacts(
  intl: IntlShape,
  machine: MachineSummary,
): { label: string; value: string }[] {
  const facts: { label: string; value: string }[] = [];
  if (machine.yearOfConstruction !== null) {
    facts.push({
      label: intl.formatMessage(fieldMessages.yearOfConstruction),
      value: String(machine.yearOfConstruction),
    });
  }
  if (machine.operatingHours !== null) {
    facts.push({
      label: intl.formatMessage(fieldMessages.operatingHours),
      value: formatUnit(intl, machine.operatingHours, 'hour'),
    });
  }
  if (machine.horsepower !== null) {
    facts.push({
      label: intl.formatMessage(fieldMessages.horsepower),
      value: formatHorsepower(intl, machine.horsepower),
    });
  }
  return facts;
}
