import type { IntlShape } from 'react-intl';
import { horsepowerMessage, placeMessage } from '../messages';
import type { MachineLocation } from '@lindner/api/schema';

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
