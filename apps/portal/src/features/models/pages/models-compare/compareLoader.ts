import { ApiError, fetchModel } from '@lindner/api/client';
import type { ModelDetail } from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { publicApiOptionsOf } from '../../../../shared/publicApiOptions';
import { readComparedModelIds, readDifferencesOnly } from './compareModels';

/** What the comparison's route loads. */
export interface ModelsCompareData {
  /** The models of `?models=` that exist, in the address's order (at most three). */
  models: ModelDetail[];
  /** What the address named that the comparison leaves out: the page's notice. */
  dropped: {
    /** Ids that name no model (of no model's shape, or unknown to the API). */
    unknown: string[];
    /** How many ids came a second time. */
    duplicates: number;
    /** How many ids came after the third. */
    tooMany: number;
  };
  /** Some model could not be fetched for another reason (the page offers Retry). */
  failed: boolean;
  /** `&differences=only`: only the rows that differ. */
  differencesOnly: boolean;
}

type Outcome = { model: ModelDetail } | { unknown: string } | 'failed';

/**
 * The comparison's loader: each model of `?models=` fetched at once, on the server for the first
 * response, as the model page's loader asks. An address with too many, repeated or unknown models
 * still shows the comparison of the rest, with a notice, never an error page.
 */
export async function loadComparedModels({
  request,
}: LoaderFunctionArgs): Promise<ModelsCompareData> {
  const params = new URL(request.url).searchParams;
  const { ids, invalid, duplicates, tooMany } = readComparedModelIds(params);
  const options = publicApiOptionsOf(request);
  const outcomes = await Promise.all(
    ids.map(async (id): Promise<Outcome> => {
      try {
        return { model: await fetchModel(id, options) };
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          return { unknown: id };
        }
        if (request.signal.aborted) throw error;
        console.error('Error fetching a compared model', error);
        return 'failed';
      }
    }),
  );
  return {
    models: outcomes.flatMap((outcome) =>
      typeof outcome === 'object' && 'model' in outcome ? [outcome.model] : [],
    ),
    dropped: {
      unknown: [
        ...invalid,
        ...outcomes.flatMap((outcome) =>
          typeof outcome === 'object' && 'unknown' in outcome ? [outcome.unknown] : [],
        ),
      ],
      duplicates,
      tooMany,
    },
    failed: outcomes.includes('failed'),
    differencesOnly: readDifferencesOnly(params),
  };
}
