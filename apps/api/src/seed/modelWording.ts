import type { ModelUse } from '@lindner/api/schema';
import type { TextLanguage } from '../modules/models/tables';
import type { VehicleModelRow } from '../plugins/vehicleModels';

/** The languages the model texts are written in: German the source, English, French. */
export const textLanguages: TextLanguage[] = ['de', 'en', 'fr'];

/** A text in every language. */
export type Worded<T = string> = Record<TextLanguage, T>;

/** A model as its texts name it. */
export type ModelFacts = Pick<
  VehicleModelRow,
  | 'id'
  | 'name'
  | 'series'
  | 'transmission'
  | 'transmissionKind'
  | 'fourWheelSteering'
  | 'uses'
  | 'tracLinkProducts'
  | 'powerHp'
  | 'powerKw'
  | 'widthMm'
  | 'demoFigures'
>;

/** The model's power in hp where it is published; a demo value is not written into a text. */
export function publishedHp(model: ModelFacts): number | null {
  return model.demoFigures.includes('powerHp') ? null : model.powerHp;
}

/** The model's power in kW where it is published. */
export function publishedKw(model: ModelFacts): number | null {
  return model.demoFigures.includes('powerKw') ? null : model.powerKw;
}

const useWords: Record<ModelUse, Worded> = {
  'mountain-farm': {
    de: 'Berglandwirtschaft',
    en: 'mountain farming',
    fr: 'l’agriculture de montagne',
  },
  grassland: { de: 'Grünland', en: 'grassland', fr: 'les prairies' },
  municipal: { de: 'Kommunaldienst', en: 'municipal work', fr: 'les services communaux' },
  vineyard: { de: 'Weinbau', en: 'vineyards', fr: 'la viticulture' },
  transport: { de: 'Transport', en: 'transport', fr: 'le transport' },
};

/** The model's uses as a list in running text ("Grünland, Weinbau und Transport"). */
export function usesOf(model: ModelFacts, language: TextLanguage): string {
  return listOf(
    model.uses.map((use) => useWords[use][language]),
    language,
  );
}

/** Items joined as a language lists them: "a, b und c", "a, b and c", "a, b et c". */
export function listOf(items: string[], language: TextLanguage): string {
  const and = { de: 'und', en: 'and', fr: 'et' }[language];
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** A number as the language writes it (decimal comma in German and French). */
export function decimal(value: number, language: TextLanguage): string {
  const text = String(value);
  return language === 'en' ? text : text.replace('.', ',');
}

/** The power unit of a language: PS, hp, ch. */
export const hpUnit: Worded = { de: 'PS', en: 'hp', fr: 'ch' };

/** French articles: "le Lintrac 90", "l’Unitrac 112 LDrive". */
export function french(model: ModelFacts) {
  const vowel = /^[AEIOUaeiou]/.test(model.name);
  return {
    le: vowel ? `l’${model.name}` : `le ${model.name}`,
    Le: vowel ? `L’${model.name}` : `Le ${model.name}`,
    du: vowel ? `de l’${model.name}` : `du ${model.name}`,
    au: vowel ? `à l’${model.name}` : `au ${model.name}`,
  };
}
