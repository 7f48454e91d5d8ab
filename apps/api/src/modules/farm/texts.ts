import {
  businessTypes,
  economyTypes,
  farmSizeBands,
  fertilisationTypes,
  type BusinessType,
  type EconomyType,
  type FarmDropdowns,
  type FarmSizeBand,
  type FertilisationType,
} from '@lindner/api/schema';
import { defineMessages, type MessageDescriptor } from '@lindner/i18n/core';
import type { Texts } from '../../plugins/texts';

const economyTypeLabels = defineMessages({
  dairy: { id: 'server.farm.economyType.dairy', defaultMessage: 'Milchwirtschaft' },
  livestock: { id: 'server.farm.economyType.livestock', defaultMessage: 'Viehzucht' },
  fattening: { id: 'server.farm.economyType.fattening', defaultMessage: 'Mast' },
  fruit: { id: 'server.farm.economyType.fruit', defaultMessage: 'Obstbau' },
  hops: { id: 'server.farm.economyType.hops', defaultMessage: 'Hopfenbau' },
  vegetables: { id: 'server.farm.economyType.vegetables', defaultMessage: 'Gemüsebau' },
  viticulture: { id: 'server.farm.economyType.viticulture', defaultMessage: 'Weinbau' },
  contractor: { id: 'server.farm.economyType.contractor', defaultMessage: 'Lohnunternehmen' },
  grassland: { id: 'server.farm.economyType.grassland', defaultMessage: 'Grünland' },
  arable: { id: 'server.farm.economyType.arable', defaultMessage: 'Ackerbau' },
  others: { id: 'server.farm.economyType.others', defaultMessage: 'Sonstiges' },
}) satisfies Record<EconomyType, MessageDescriptor>;

const businessTypeLabels = defineMessages({
  conventional: { id: 'server.farm.businessType.conventional', defaultMessage: 'Konventionell' },
  biological: { id: 'server.farm.businessType.biological', defaultMessage: 'Biologisch' },
  both: { id: 'server.farm.businessType.both', defaultMessage: 'Beides' },
}) satisfies Record<BusinessType, MessageDescriptor>;

const fertilisationTypeLabels = defineMessages({
  slurry: { id: 'server.farm.fertilisationType.slurry', defaultMessage: 'Gülle' },
  manure: { id: 'server.farm.fertilisationType.manure', defaultMessage: 'Mist' },
  mixed: { id: 'server.farm.fertilisationType.mixed', defaultMessage: 'Gemischt' },
  artificial: { id: 'server.farm.fertilisationType.artificial', defaultMessage: 'Mineraldünger' },
  lime: { id: 'server.farm.fertilisationType.lime', defaultMessage: 'Kalk' },
  none: { id: 'server.farm.fertilisationType.none', defaultMessage: 'Keine' },
}) satisfies Record<FertilisationType, MessageDescriptor>;

const sizeBandLabels = defineMessages({
  below10: { id: 'server.farm.sizeBand.below10', defaultMessage: 'unter 10 ha' },
  '10To50': { id: 'server.farm.sizeBand.10To50', defaultMessage: '10 bis 50 ha' },
  '50To200': { id: 'server.farm.sizeBand.50To200', defaultMessage: '50 bis 200 ha' },
  above200: { id: 'server.farm.sizeBand.above200', defaultMessage: 'über 200 ha' },
}) satisfies Record<FarmSizeBand, MessageDescriptor>;

/** The farm form's option lists in the order of SPEC.md, labelled in one locale. */
export function farmDropdowns(texts: Texts): FarmDropdowns {
  const options = <Value extends string>(
    values: readonly Value[],
    labels: Record<Value, MessageDescriptor>,
  ) => values.map((value) => ({ value, label: texts.t(labels[value]) }));
  return {
    economyTypes: options(economyTypes, economyTypeLabels),
    businessTypes: options(businessTypes, businessTypeLabels),
    fertilisationTypes: options(fertilisationTypes, fertilisationTypeLabels),
    sizeBands: options(farmSizeBands, sizeBandLabels),
  };
}
