import {
  modelSeries,
  modelUses,
  type ModelSeries,
  type ModelSummary,
  type ModelUse,
} from '@lindner/api/schema';

/** The query key of the overview's filter (`?use=grassland`). */
export const useQueryKey = 'use';

/** The use the overview's address filters by; none for no filter or one it does not know. */
export function readModelUse(search: URLSearchParams): ModelUse | null {
  const value = search.get(useQueryKey)?.trim() ?? '';
  return (modelUses as readonly string[]).includes(value) ? (value as ModelUse) : null;
}

export interface SeriesGroup<Model> {
  series: ModelSeries;
  models: Model[];
}

/**
 * The models by series, in the range's order (Lintrac, Geotrac, Unitrac), each series' models in
 * the API's order (by power); a series without a model is left out.
 */
export function modelsBySeries<Model extends Pick<ModelSummary, 'series'>>(
  models: readonly Model[],
): SeriesGroup<Model>[] {
  return modelSeries
    .map((series) => ({ series, models: models.filter((model) => model.series === series) }))
    .filter((group) => group.models.length > 0);
}
