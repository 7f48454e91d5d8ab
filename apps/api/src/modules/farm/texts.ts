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
import type { TextLanguage } from '../../plugins/language';

interface FarmOptionLabels {
  economyTypes: Record<EconomyType, string>;
  businessTypes: Record<BusinessType, string>;
  fertilisationTypes: Record<FertilisationType, string>;
  sizeBands: Record<FarmSizeBand, string>;
}

const labels: Record<TextLanguage, FarmOptionLabels> = {
  de: {
    economyTypes: {
      dairy: 'Milchwirtschaft',
      livestock: 'Viehzucht',
      fattening: 'Mast',
      fruit: 'Obstbau',
      hops: 'Hopfenbau',
      vegetables: 'Gemüsebau',
      viticulture: 'Weinbau',
      contractor: 'Lohnunternehmen',
      grassland: 'Grünland',
      arable: 'Ackerbau',
      others: 'Sonstiges',
    },
    businessTypes: { conventional: 'Konventionell', biological: 'Biologisch', both: 'Beides' },
    fertilisationTypes: {
      slurry: 'Gülle',
      manure: 'Mist',
      mixed: 'Gemischt',
      artificial: 'Mineraldünger',
      lime: 'Kalk',
      none: 'Keine',
    },
    sizeBands: {
      below10: 'unter 10 ha',
      '10To50': '10 bis 50 ha',
      '50To200': '50 bis 200 ha',
      above200: 'über 200 ha',
    },
  },
  en: {
    economyTypes: {
      dairy: 'Dairy farming',
      livestock: 'Livestock breeding',
      fattening: 'Fattening',
      fruit: 'Fruit growing',
      hops: 'Hop growing',
      vegetables: 'Vegetable growing',
      viticulture: 'Viticulture',
      contractor: 'Agricultural contractor',
      grassland: 'Grassland',
      arable: 'Arable farming',
      others: 'Other',
    },
    businessTypes: { conventional: 'Conventional', biological: 'Organic', both: 'Both' },
    fertilisationTypes: {
      slurry: 'Slurry',
      manure: 'Manure',
      mixed: 'Mixed',
      artificial: 'Mineral fertiliser',
      lime: 'Lime',
      none: 'None',
    },
    sizeBands: {
      below10: 'below 10 ha',
      '10To50': '10 to 50 ha',
      '50To200': '50 to 200 ha',
      above200: 'above 200 ha',
    },
  },
  fr: {
    economyTypes: {
      dairy: 'Production laitière',
      livestock: 'Élevage',
      fattening: 'Engraissement',
      fruit: 'Arboriculture',
      hops: 'Culture du houblon',
      vegetables: 'Maraîchage',
      viticulture: 'Viticulture',
      contractor: 'Entreprise de travaux agricoles',
      grassland: 'Prairie',
      arable: 'Grandes cultures',
      others: 'Autres',
    },
    businessTypes: { conventional: 'Conventionnel', biological: 'Biologique', both: 'Les deux' },
    fertilisationTypes: {
      slurry: 'Lisier',
      manure: 'Fumier',
      mixed: 'Mixte',
      artificial: 'Engrais minéral',
      lime: 'Chaux',
      none: 'Aucune',
    },
    sizeBands: {
      below10: 'moins de 10 ha',
      '10To50': '10 à 50 ha',
      '50To200': '50 à 200 ha',
      above200: 'plus de 200 ha',
    },
  },
};

/** The farm form's option lists in the order of SPEC.md, labelled in one language. */
export function farmDropdowns(language: TextLanguage): FarmDropdowns {
  const texts = labels[language];
  const options = <Value extends string>(values: readonly Value[], names: Record<Value, string>) =>
    values.map((value) => ({ value, label: names[value] }));
  return {
    economyTypes: options(economyTypes, texts.economyTypes),
    businessTypes: options(businessTypes, texts.businessTypes),
    fertilisationTypes: options(fertilisationTypes, texts.fertilisationTypes),
    sizeBands: options(farmSizeBands, texts.sizeBands),
  };
}
