import {
  modelDetailSchema,
  modelOverviewSchema,
  type ModelDetail,
  type ModelSummary,
  type ModelUse,
} from '../schema';
import { publicGet, type PublicCallOptions } from '../client/request';

/** The cache key and path of `fetchModelOverview(use)`. */
export const modelOverviewKey = (use?: ModelUse) =>
  use ? `/models/overview?use=${encodeURIComponent(use)}` : '/models/overview';

/**
 * GET /models/overview (public): the current range with key figures, by series and power; with
 * a use, only the models suited to it. Texts in the language of `options.locale`.
 */
export function fetchModelOverview(
  use?: ModelUse,
  options: PublicCallOptions = {},
): Promise<ModelSummary[]> {
  return publicGet(modelOverviewKey(use), modelOverviewSchema, options);
}

/** The cache key and path of `fetchModel(id)`. */
export const modelKey = (id: string) => `/models/${encodeURIComponent(id)}`;

/** GET /models/{id} (public): a model with its sections and technical data; 404 if unknown. */
export function fetchModel(id: string, options: PublicCallOptions = {}): Promise<ModelDetail> {
  return publicGet(modelKey(id), modelDetailSchema, options);
}
