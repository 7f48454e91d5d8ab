import { sectionsOf } from '../modules/models/sections';
import type { VehicleModelTeaserRow, VehicleModelTextRow } from '../modules/models/tables';
import { lindnerModels } from '../referenceData/lindnerModels';
import { sectionTexts } from './modelSectionTexts';
import {
  hpUnit,
  listOf,
  publishedHp,
  textLanguages,
  usesOf,
  type ModelFacts,
  type Worded,
} from './modelWording';

/**
 * The texts of the model pages: reference data, inserted by the migration
 * `reference_lindner_model_texts` (written from these lists by
 * apps/api/scripts/referenceDataMigration.ts; see seed/referenceData.ts).
 *
 * Per model one teaser and one text per section that applies (modules/models/sections.ts), in
 * German (the source, addressing the reader with the capitalised "Du"), English and French
 * ("vous"). They are written per series and section with the model's name and published facts
 * filled in (seed/modelSectionTexts.ts); a demo value (referenceData/lindnerModels.ts) is never written
 * into a text, the technical data name those.
 */
export const modelTextRows: VehicleModelTextRow[] = lindnerModels.flatMap((model) =>
  sectionsOf(model).flatMap((section) => {
    const text = sectionTexts[section](model);
    return textLanguages.map((language) => ({
      modelId: model.id,
      section,
      language,
      title: text[language].title,
      paragraphs: text[language].paragraphs,
    }));
  }),
);

/** One sentence per model and language for the overview. */
export const modelTeaserRows: VehicleModelTeaserRow[] = lindnerModels.flatMap((model) => {
  const teaser = teaserOf(model);
  return textLanguages.map((language) => ({
    modelId: model.id,
    language,
    teaser: teaser[language],
  }));
});

function teaserOf(model: ModelFacts): Worded {
  const hp = publishedHp(model);
  const cvt = model.transmissionKind === 'continuously-variable';
  const unitrac = model.series === 'Unitrac';
  const features: Worded<string[]> = { de: [], en: [], fr: [] };
  if (cvt) {
    features.de.push(unitrac ? 'stufenlosem LDrive-Getriebe' : 'stufenlosem Getriebe');
    features.en.push(
      unitrac
        ? 'a continuously variable LDrive transmission'
        : 'a continuously variable transmission',
    );
    features.fr.push(
      unitrac ? 'transmission LDrive à variation continue' : 'transmission à variation continue',
    );
  }
  if (model.transmissionKind === 'semi-powershift') {
    features.de.push('Teillastschaltgetriebe');
    features.en.push('a semi-powershift transmission');
    features.fr.push('transmission semi-powershift');
  }
  if (model.fourWheelSteering) {
    features.de.push(unitrac ? 'Allradlenkung' : 'lenkbarer Hinterachse');
    features.en.push(unitrac ? 'four-wheel steering' : 'a steered rear axle');
    features.fr.push(unitrac ? 'quatre roues directrices' : 'essieu arrière directeur');
  }
  const noun: Worded = {
    Lintrac: { de: 'Standardtraktor', en: 'Standard tractor', fr: 'Tracteur standard' },
    Geotrac: {
      de: 'Allradtraktor der Geotrac-Baureihe',
      en: 'Four-wheel-drive tractor of the Geotrac range',
      fr: 'Tracteur à quatre roues motrices de la gamme Geotrac',
    },
    Unitrac: { de: 'Transporter', en: 'Transporter', fr: 'Transporteur' },
  }[model.series];
  const de = [...(hp ? [`${hp} ${hpUnit.de}`] : []), ...features.de];
  const en = [...(hp ? [`${hp} ${hpUnit.en}`] : []), ...features.en];
  const fr = features.fr;
  return {
    de: `${noun.de}${de.length ? ` mit ${listOf(de, 'de')}` : ''} für ${usesOf(model, 'de')}.`,
    en: `${noun.en}${en.length ? ` with ${listOf(en, 'en')}` : ''} for ${usesOf(model, 'en')}.`,
    fr: `${noun.fr}${hp ? ` de ${hp} ${hpUnit.fr}` : ''}${fr.length ? ` avec ${listOf(fr, 'fr')}` : ''}, pour ${usesOf(model, 'fr')}.`,
  };
}
