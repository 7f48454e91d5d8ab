import { fetchModelOverview } from '@lindner/api/client';
import { modelIdPattern } from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { publicApiOptionsOf } from '../../shared/publicApiOptions';

/** A model a form offers: its id, which the form sends, and its name. */
export interface ModelChoice {
  id: string;
  name: string;
}

/**
 * What the pages of the forms about a model load: the range to choose from (null: not fetched)
 * and the model the address names (`?model=`), when it is one of them.
 */
export interface ModelFormData {
  models: ModelChoice[] | null;
  model: string | null;
}

/**
 * The loader of the quote request's and the innovation visit's pages, on the server for the
 * first response. A failed fetch shows in the page with Retry: without the range there is
 * nothing to choose, and a model is required.
 */
export async function loadModelChoices({ request }: LoaderFunctionArgs): Promise<ModelFormData> {
  const asked = modelOfQuery(new URL(request.url).searchParams);
  try {
    const models = (await fetchModelOverview(undefined, publicApiOptionsOf(request))).map(
      ({ id, name }) => ({ id, name }),
    );
    return { models, model: models.some((model) => model.id === asked) ? asked : null };
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error('Error fetching the models', error);
    return { models: null, model: null };
  }
}

/** The model a model page's link names (`?model=lintrac-130`); none for anything else. */
export function modelOfQuery(query: URLSearchParams): string | null {
  const model = query.get('model');
  return model !== null && modelIdPattern.test(model) ? model : null;
}
