import {
  ApiError,
  fetchModelOverview,
  fetchUserReport,
  fetchUserReports,
} from '@lindner/api/client';
import { modelIdPattern, type UserReport, type UserReportList } from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { publicApiOptionsOf } from '../../shared/publicApiOptions';

/** What the list's route loads: the model and page the address asks for, and that page. */
export interface UserReportListData {
  model: string | null;
  page: number;
  /** Null: not fetched. */
  list: UserReportList | null;
}

/** What a report's route loads: the report (null: not fetched). */
export interface UserReportPageData {
  report: UserReport | null;
}

/** A model the form offers. */
export interface ModelChoice {
  id: string;
  name: string;
}

/** What the form's route loads: the range to choose from (null: not fetched). */
export interface UserReportFormData {
  models: ModelChoice[] | null;
  /** The model the address names (`?model=`), when it is one of them. */
  model: string | null;
}

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

/** The list's query: `model` (a model id) and `page` (1 up); anything else is left out. */
export function listQueryOf(search: URLSearchParams): { model: string | null; page: number } {
  const model = search.get('model')?.trim() ?? '';
  const page = Number(search.get('page') ?? '1');
  return {
    model: modelIdPattern.test(model) ? model : null,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/**
 * The list's loader: one page of the published reports, on the server for the first response.
 * A failed fetch shows in the page with Retry rather than as an error page.
 */
export async function loadUserReportList({
  request,
}: LoaderFunctionArgs): Promise<UserReportListData> {
  const query = listQueryOf(new URL(request.url).searchParams);
  try {
    return { ...query, list: await fetchUserReports(query, publicApiOptionsOf(request)) };
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error('Error fetching the user reports', error);
    return { ...query, list: null };
  }
}

/** A report's loader: HTTP 404 for one that is not published; null when it could not be fetched. */
export async function loadUserReport({
  request,
  params,
}: LoaderFunctionArgs): Promise<UserReportPageData> {
  try {
    return { report: await fetchUserReport(params.slug ?? '', publicApiOptionsOf(request)) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw notFound();
    }
    if (request.signal.aborted) throw error;
    console.error('Error fetching the user report', error);
    return { report: null };
  }
}

/** The form's loader: the models of the range; a failed fetch shows with Retry. */
export async function loadUserReportForm({
  request,
}: LoaderFunctionArgs): Promise<UserReportFormData> {
  const asked = new URL(request.url).searchParams.get('model');
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

/** A report picture's address: the API's path under the portal's API address. */
export function pictureAddress(api: { baseUrl: string; clientSegment: string }, path: string) {
  const segment = api.clientSegment.replace(/^\/+|\/+$/g, '');
  return `${api.baseUrl.replace(/\/+$/, '')}/${segment}${path}`;
}
