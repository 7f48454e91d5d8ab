import { apiGet } from '@lindner/api/client';
import { axleLoadModelsSchema, type AxleLoadModel } from '@lindner/api/schema';

/**
 * The cache key of `fetchModels`: the model range for the ad's model picker, the same call and
 * key as the fleet's add-vehicle form (a feature does not import another one).
 */
export const modelsKey = '/models';

/** GET /models: the Lindner model range, names and series. */
export function fetchModels(signal?: AbortSignal): Promise<AxleLoadModel[]> {
  return apiGet(modelsKey, axleLoadModelsSchema, { signal });
}
