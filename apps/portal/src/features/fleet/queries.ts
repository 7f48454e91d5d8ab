import { apiGet } from '@lindner/api/client';
import { axleLoadModelsSchema, type AxleLoadModel } from '@lindner/api/schema';

/** The cache key of `fetchModels`: the model range, for the add-vehicle form's picker. */
export const modelsKey = '/models';

/** GET /models: the Lindner model range (the calculators' list), names and series. */
export function fetchModels(signal?: AbortSignal): Promise<AxleLoadModel[]> {
  return apiGet(modelsKey, axleLoadModelsSchema, { signal });
}
