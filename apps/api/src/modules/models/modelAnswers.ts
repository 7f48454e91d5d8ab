import type {
  ModelDetail,
  ModelSection,
  ModelSectionContent,
  ModelSummary,
  ModelTechnicalData,
} from '@lindner/api/schema';
import { standardVatRate } from '@lindner/api/schema';
import type { VehicleModelRow } from '../../plugins/vehicleModels';
import { modelPictureAsset, modelPictureName } from './modelPictures';
import type { ModelWithTeasers, ModelWithTexts } from './repository';
import { sectionsOf } from './sections';
import type { TextLanguage, VehicleModelTextRow } from './tables';

/**
 * The language an answer's texts are in: the request's where the model has every text in it,
 * else German (the source), so that one page never mixes two languages.
 */
function answerLanguage(
  wanted: TextLanguage,
  { teasers, texts }: { teasers: { language: string }[]; texts?: VehicleModelTextRow[] },
  sections: ModelSection[] = [],
): TextLanguage {
  if (wanted === 'de') return 'de';
  const hasTeaser = teasers.some((teaser) => teaser.language === wanted);
  const hasTexts = sections.every((section) =>
    texts?.some((text) => text.section === section && text.language === wanted),
  );
  return hasTeaser && hasTexts ? wanted : 'de';
}

function summaryOf(
  model: VehicleModelRow,
  teaser: string,
  textLanguage: TextLanguage,
  apiPath: string,
): ModelSummary {
  return {
    id: model.id,
    name: model.name,
    series: model.series,
    kind: model.kind,
    teaser,
    textLanguage,
    powerHp: model.powerHp,
    transmission: model.transmissionKind,
    fourWheelSteering: model.fourWheelSteering,
    unladenWeightKg: model.unladenWeightKg,
    uses: model.uses,
    picture: modelPictureAsset(apiPath, modelPictureName(model, 'overview'), model.name),
  };
}

function teaserIn(teasers: { language: string; teaser: string }[], language: TextLanguage): string {
  return teasers.find((teaser) => teaser.language === language)?.teaser ?? '';
}

/** A model as the overview lists it. */
export function toModelSummary(
  { model, teasers }: ModelWithTeasers,
  wanted: TextLanguage,
  apiPath: string,
): ModelSummary {
  const language = answerLanguage(wanted, { teasers });
  return summaryOf(model, teaserIn(teasers, language), language, apiPath);
}

/** A model with its sections and technical data, for its page. */
export function toModelDetail(
  { model, teasers, texts }: ModelWithTexts,
  wanted: TextLanguage,
  apiPath: string,
): ModelDetail {
  if (model.listPriceCents === null) {
    throw new Error(`The model ${model.id} has no list price (referenceData/lindnerModels.ts)`);
  }
  const applying = sectionsOf(model);
  const language = answerLanguage(wanted, { teasers, texts }, applying);
  const sections = applying.flatMap((section): ModelSectionContent[] => {
    const text = texts.find((each) => each.section === section && each.language === language);
    if (!text) return [];
    // The overview's picture is the summary's (the model itself): its alt is the model's name.
    const alt = section === 'overview' ? model.name : `${model.name}: ${text.title}`;
    return [
      {
        section,
        title: text.title,
        paragraphs: text.paragraphs,
        picture: modelPictureAsset(apiPath, modelPictureName(model, section), alt),
      },
    ];
  });
  return {
    ...summaryOf(model, teaserIn(teasers, language), language, apiPath),
    sections,
    technicalData: technicalDataOf(model),
    listPriceCents: model.listPriceCents,
    listPriceGrossCents: grossOf(model.listPriceCents),
    tracLinkProducts: model.tracLinkProducts,
    sources: model.sources,
  };
}

function technicalDataOf(model: VehicleModelRow): ModelTechnicalData {
  return {
    powerHp: model.powerHp,
    powerKw: model.powerKw,
    maxSpeedKmh: model.maxSpeedKmh,
    unladenWeightKg: model.unladenWeightKg,
    permittedTotalWeightKg: model.permittedTotalWeightKg,
    permittedFrontAxleLoadKg: model.permittedFrontAxleLoadKg,
    permittedRearAxleLoadKg: model.permittedRearAxleLoadKg,
    wheelbaseMm: model.wheelbaseMm,
    lengthMm: model.lengthMm,
    widthMm: model.widthMm,
    heightMm: model.heightMm,
    engine: model.engine,
    transmission: model.transmissionKind,
    fourWheelSteering: model.fourWheelSteering,
    demoFigures: model.demoFigures,
  };
}

/** A net amount in cents with the standard VAT, rounded half up to the cent as checkout does. */
function grossOf(netCents: number): number {
  return Math.round((netCents * (100 + standardVatRate)) / 100);
}
