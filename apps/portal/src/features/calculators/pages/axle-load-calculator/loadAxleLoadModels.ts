import { publicGet } from '@lindner/api/client';
import { axleLoadModelsSchema, type AxleLoadModel } from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { publicApiOptionsOf } from '../../../../shared/publicApiOptions';

/** What the page loads: the model range, null when it could not be fetched. */
export interface AxleLoadPageData {
  models: AxleLoadModel[] | null;
}

/**
 * The model range, fetched on the server with the page: the calculator's island then starts with
 * it and loads no API client. Without it the island fetches the models itself, with Retry.
 */
export async function loadAxleLoadModels({
  request,
}: LoaderFunctionArgs): Promise<AxleLoadPageData> {
  try {
    return { models: await publicGet('models', axleLoadModelsSchema, publicApiOptionsOf(request)) };
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error('Error fetching the models of the axle-load calculator', error);
    return { models: null };
  }
}
