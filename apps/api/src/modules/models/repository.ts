import {
  modelSeries,
  type AxleLoadModel,
  type ModelSection,
  type ModelUse,
} from '@lindner/api/schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { vehicleModels, type VehicleModelRow } from '../../plugins/vehicleModels';
import { demoMinimumFrontAxleShares } from '../../referenceData/lindnerModels';
import { sectionsOf } from './sections';
import {
  vehicleModelTeasers,
  vehicleModelTexts,
  type TextLanguage,
  type VehicleModelTeaserRow,
  type VehicleModelTextRow,
} from './tables';

/**
 * The front axle's share of the unladen weight. The table holds no unladen axle loads (not
 * public, see referenceData/lindnerModels.ts); 40 % front is typical of standard tractors and is a DEMO
 * value like the weights it splits.
 */
export const demoFrontAxleShare = 0.4;

/** The model range for the axle-load calculator, by series and name. */
export async function loadAxleLoadModels(orm: Orm): Promise<AxleLoadModel[]> {
  const rows = await orm
    .select()
    .from(vehicleModels)
    .orderBy(asc(vehicleModels.series), asc(vehicleModels.name));
  return rows.map(toAxleLoadModel);
}

export function toAxleLoadModel(row: VehicleModelRow): AxleLoadModel {
  const netWeight = row.unladenWeightKg;
  const netFrontAxleLoad = netWeight === null ? null : Math.round(netWeight * demoFrontAxleShare);
  return {
    id: row.id,
    name: row.name,
    series: row.series,
    netWeight,
    netFrontAxleLoad,
    netRearAxleLoad:
      netWeight === null || netFrontAxleLoad === null ? null : netWeight - netFrontAxleLoad,
    wheelbase: row.wheelbaseMm === null ? null : row.wheelbaseMm / 1000,
    permittedFrontAxleLoad: row.permittedFrontAxleLoadKg,
    permittedRearAxleLoad: row.permittedRearAxleLoadKg,
    permittedTotalWeight: row.permittedTotalWeightKg,
    minimumFrontAxleShare: demoMinimumFrontAxleShares[row.id],
  };
}

/** The series in the range's order (`modelSeries`: Lintrac, Geotrac, Unitrac), as an SQL array. */
const seriesOrder = sql.raw(
  `ARRAY[${modelSeries.map((series) => `'${series}'`).join(', ')}]::text[]`,
);

/** The model page's range order: by series, then power, then name. */
const rangeOrder = [
  sql`array_position(${seriesOrder}, ${vehicleModels.series})`,
  sql`${vehicleModels.powerHp} NULLS LAST`,
  asc(vehicleModels.name),
];

/** The languages whose texts an answer in `language` reads: its own, German as the fallback. */
function textLanguagesFor(language: TextLanguage): TextLanguage[] {
  return language === 'de' ? ['de'] : [language, 'de'];
}

/** A model with its teasers in the answer's language and German. */
export interface ModelWithTeasers {
  model: VehicleModelRow;
  teasers: VehicleModelTeaserRow[];
}

/** The range in the overview's order; with a use, only the models suited to it. */
export async function loadModelOverview(
  orm: Orm,
  language: TextLanguage,
  use: ModelUse | undefined,
): Promise<ModelWithTeasers[]> {
  const models = await orm
    .select()
    .from(vehicleModels)
    .where(use === undefined ? undefined : sql`${use} = ANY (${vehicleModels.uses})`)
    .orderBy(...rangeOrder);
  if (models.length === 0) return [];
  const teasers = await orm
    .select()
    .from(vehicleModelTeasers)
    .where(
      and(
        inArray(
          vehicleModelTeasers.modelId,
          models.map((model) => model.id),
        ),
        inArray(vehicleModelTeasers.language, textLanguagesFor(language)),
      ),
    );
  return models.map((model) => ({
    model,
    teasers: teasers.filter((teaser) => teaser.modelId === model.id),
  }));
}

/** A model with its teasers and section texts in the answer's language and German. */
export interface ModelWithTexts extends ModelWithTeasers {
  texts: VehicleModelTextRow[];
}

/** One model for its page; null if there is none of that id. */
export async function loadModelDetail(
  orm: Orm,
  id: string,
  language: TextLanguage,
): Promise<ModelWithTexts | null> {
  const [model] = await orm.select().from(vehicleModels).where(eq(vehicleModels.id, id));
  if (!model) return null;
  const languages = textLanguagesFor(language);
  const [teasers, texts] = await Promise.all([
    orm
      .select()
      .from(vehicleModelTeasers)
      .where(
        and(eq(vehicleModelTeasers.modelId, id), inArray(vehicleModelTeasers.language, languages)),
      ),
    orm
      .select()
      .from(vehicleModelTexts)
      .where(
        and(eq(vehicleModelTexts.modelId, id), inArray(vehicleModelTexts.language, languages)),
      ),
  ]);
  return { model, teasers, texts };
}

/** Every model with the sections of its page, for the sitemap. */
export async function loadListedModels(
  orm: Orm,
): Promise<{ id: string; sections: ModelSection[] }[]> {
  const models = await orm
    .select()
    .from(vehicleModels)
    .orderBy(...rangeOrder);
  return models.map((model) => ({ id: model.id, sections: sectionsOf(model) }));
}
