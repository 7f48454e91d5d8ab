import { ApiError, fetchModel, fetchModelOverview } from '@lindner/api/client';
import type { ModelDetail, ModelSection, ModelSummary, ModelUse } from '@lindner/api/schema';
import { modelSectionOfSegment } from '@lindner/i18n';
import type { LoaderFunctionArgs } from 'react-router';
import { localeOfPath } from '../../shared/locale/localeOfPath';
import { publicApiOptionsOf } from '../../shared/publicApiOptions';
import { readModelUse } from './modelSearch';

/** What the overview's route loads: the use of the address and the models (null: not fetched). */
export interface ModelOverviewData {
  use: ModelUse | null;
  models: ModelSummary[] | null;
}

/**
 * What a model's routes load: the model (null: not fetched) and, on a section's page, the
 * section shown; null on the whole model page.
 */
export interface ModelPageData {
  model: ModelDetail | null;
  section: ModelSection | null;
}

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

/**
 * The overview's loader: the use of the URL (one it does not know shows every model) and the
 * models, on the server for the first response. A failed fetch shows in the page with Retry
 * rather than as an error page.
 */
export async function loadModelOverview({
  request,
}: LoaderFunctionArgs): Promise<ModelOverviewData> {
  const use = readModelUse(new URL(request.url).searchParams);
  try {
    return { use, models: await fetchModelOverview(use ?? undefined, publicApiOptionsOf(request)) };
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error('Error fetching the models', error);
    return { use, models: null };
  }
}

/** The model of the address; HTTP 404 for one that does not exist, null when not fetched. */
async function modelOf({ request, params }: LoaderFunctionArgs): Promise<ModelDetail | null> {
  try {
    return await fetchModel(params.slug ?? '', publicApiOptionsOf(request));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw notFound();
    }
    if (request.signal.aborted) throw error;
    console.error('Error fetching the model', error);
    return null;
  }
}

/** The model page's loader: the model with every section. */
export async function loadModel(args: LoaderFunctionArgs): Promise<ModelPageData> {
  return { model: await modelOf(args), section: null };
}

/**
 * A model section's loader: HTTP 404 for a segment that names no section in the address's
 * language, and for a section the model does not have (no LDrive on a Geotrac).
 */
export async function loadModelSection(args: LoaderFunctionArgs): Promise<ModelPageData> {
  const locale = localeOfPath(new URL(args.request.url).pathname) ?? 'de';
  const section = modelSectionOfSegment(args.params.section ?? '', locale);
  if (section === null) throw notFound();
  const model = await modelOf(args);
  if (model && !model.sections.some((each) => each.section === section)) throw notFound();
  return { model, section };
}
