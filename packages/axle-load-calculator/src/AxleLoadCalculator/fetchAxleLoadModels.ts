import { publicGet } from '@lindner/api/client';
import { axleLoadModelsSchema, type AxleLoadModel } from '@lindner/api/schema';

/**
 * The model range from `{apiBase}/{segment}/models` (public, no token): a chunk of its own with
 * the API client and the answer's schema, which a calculator given its models does without.
 */
export function fetchAxleLoadModels(
  apiBase: string,
  segment: string,
  signal: AbortSignal,
): Promise<AxleLoadModel[]> {
  return publicGet('models', axleLoadModelsSchema, {
    baseUrl: apiBase,
    clientSegment: segment,
    signal,
  });
}
