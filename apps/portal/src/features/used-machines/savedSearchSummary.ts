import { savedMachineSearchNameLength, type MachineQuery } from '@lindner/api/schema';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { priceRangeLabel } from './components/format';
import { readListSearch, modelLabel } from './machineSearch';
import {
  equipmentMessages,
  filterMessages,
  horsepowerMessage,
  offerTypeMessages,
  typeMessages,
  vehicleClassMessages,
} from './messages';
import {
  searchSummaryMessages,
  summaryAroundMessage,
  summaryFromMessage,
  summaryListMessage,
  summaryPlaceMessages,
  summaryRangeMessage,
  summaryUpToMessage,
} from './savedSearchMessages';

/** One filter of a search as people read it: its label ("Baujahr") and its values ("ab 2018"). */
export interface SummaryPart {
  label: string;
  value: string;
}

/** The search of a saved query string (`type=used&class=tractor`, no leading "?"). */
export function queryOfSaved(query: string): MachineQuery {
  return readListSearch(new URLSearchParams(query)).query;
}

function rangeLabel(
  intl: IntlShape,
  min: number | undefined,
  max: number | undefined,
  format: (value: number) => string,
): string | null {
  if (min !== undefined && max !== undefined) {
    return intl.formatMessage(summaryRangeMessage, { min: format(min), max: format(max) });
  }
  if (min !== undefined) return intl.formatMessage(summaryFromMessage, { min: format(min) });
  if (max !== undefined) return intl.formatMessage(summaryUpToMessage, { max: format(max) });
  return null;
}

/**
 * The filters of a search, each with the list's own label and its values in the page's
 * language, in the order the list shows them; empty for a search without any filter. Sorting
 * and paging are not part of a search.
 */
export function searchSummary(intl: IntlShape, query: MachineQuery): SummaryPart[] {
  const parts: SummaryPart[] = [];
  const list = (label: MessageDescriptor, values: string[] | undefined) => {
    if (values && values.length > 0) {
      parts.push({ label: intl.formatMessage(label), value: intl.formatList(values) });
    }
  };
  const labelled = <T extends string>(
    values: T[] | undefined,
    messages: Record<T, MessageDescriptor>,
  ) =>
    values?.map((value) => {
      const descriptor: MessageDescriptor = messages[value];
      return intl.formatMessage(descriptor);
    });
  const range = (
    label: MessageDescriptor,
    min: number | undefined,
    max: number | undefined,
    format: (value: number) => string,
  ) => {
    const value = rangeLabel(intl, min, max, format);
    if (value !== null) parts.push({ label: intl.formatMessage(label), value });
  };
  const countryNames = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const unit = (unitName: string) => (value: number) =>
    intl.formatNumber(value, { style: 'unit', unit: unitName, unitDisplay: 'short' });

  list(filterMessages.type, labelled(query.types, typeMessages));
  list(filterMessages.vehicleClass, labelled(query.vehicleClasses, vehicleClassMessages));
  list(
    filterMessages.model,
    query.modelIds?.map((id) => modelLabel(id, [])),
  );
  list(
    filterMessages.country,
    query.countries?.map((code) => countryNames.of(code) ?? code),
  );
  list(filterMessages.equipment, labelled(query.equipment, equipmentMessages));
  range(
    filterMessages.operatingHours,
    query.operatingHoursMin,
    query.operatingHoursMax,
    unit('hour'),
  );
  range(filterMessages.horsepower, query.horsepowerMin, query.horsepowerMax, (hp) =>
    intl.formatMessage(horsepowerMessage, { hp }),
  );
  range(filterMessages.year, query.yearMin, query.yearMax, String);
  if (query.priceRange) {
    parts.push({
      label: intl.formatMessage(filterMessages.price),
      value: priceRangeLabel(intl, query.priceRange),
    });
  }
  list(filterMessages.offerType, labelled(query.offerTypes, offerTypeMessages));
  if (query.radiusKm !== undefined && (query.zip !== undefined || query.lat !== undefined)) {
    parts.push({
      label: intl.formatMessage(filterMessages.distance),
      value: intl.formatMessage(summaryAroundMessage, {
        distance: unit('kilometer')(query.radiusKm),
        place: query.zip ?? intl.formatMessage(summaryPlaceMessages.here),
      }),
    });
  }
  return parts;
}

/** The summary as one line: "Angebot: Gebraucht · Baujahr: ab 2018"; "Alle Maschinen" for none. */
export function searchSummaryText(intl: IntlShape, query: MachineQuery): string {
  const parts = searchSummary(intl, query);
  if (parts.length === 0) return intl.formatMessage(searchSummaryMessages.everything);
  return parts
    .map(({ label, value }) => intl.formatMessage(summaryListMessage, { label, values: value }))
    .join(' · ');
}

/**
 * A short name for a search, to start its name field with: the filters' values without their
 * labels ("Gebraucht, Traktor, ab 2018"), cut with "…" to fit a saved search's name.
 */
export function suggestedSearchName(intl: IntlShape, query: MachineQuery): string {
  const parts = searchSummary(intl, query);
  const name =
    parts.length === 0
      ? intl.formatMessage(searchSummaryMessages.everything)
      : parts.map(({ value }) => value).join(', ');
  return name.length <= savedMachineSearchNameLength
    ? name
    : `${name.slice(0, savedMachineSearchNameLength - 1).trimEnd()}…`;
}
