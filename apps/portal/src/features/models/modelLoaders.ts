import {
  ApiError,
  fetchEvents,
  fetchMachines,
  fetchModel,
  fetchModelOverview,
} from '@lindner/api/client';
import type {
  EventSummary,
  MachineSummary,
  ModelDetail,
  ModelSection,
  ModelSummary,
  ModelUse,
} from '@lindner/api/schema';
import { modelSectionOfSegment } from '@lindner/i18n';
import type { LoaderFunctionArgs } from 'react-router';
import { localeOfPath } from '../../shared/locale/localeOfPath';
import { publicApiOptionsOf } from '../../shared/publicApiOptions';
import { usedMachinesQuery } from './modelAddress';
import { readModelUse } from './modelSearch';

/** What the overview's route loads: the use of the address and the models (null: not fetched). */
export interface ModelOverviewData {
  use: ModelUse | null;
  models: ModelSummary[] | null;
}

/** How many of the model's used machines, and of the upcoming events, the model page shows. */
export const shownUsedMachines = 3;
export const shownEvents = 3;

/**
 * What the whole model page shows beside the model; each part null when it could not be
 * fetched (the page says so there, and shows the rest).
 */
export interface ModelRelated {
  /** The model's first used and demonstrator machines, as the used-machine list orders them. */
  usedMachines: MachineSummary[] | null;
  /** The next upcoming events, soonest first. Events name no model: these are anyone's. */
  events: EventSummary[] | null;
}

/**
 * What a model's routes load: the model (null: not fetched) and, on a section's page, the
 * section shown; null on the whole model page, which has the used machines and events beside
 * the model (`related`, null on a section's page).
 */
export interface ModelPageData {
  model: ModelDetail | null;
  section: ModelSection | null;
  related: ModelRelated | null;
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

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

const settled = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

/**
 * A part beside the model, or null when its call failed: logged once the model is known to
 * exist (an unknown model's page is a 404, whatever its used-machine search answered).
 */
function partOf<T, R>(result: Settled<T>, what: string, shape: (value: T) => R): R | null {
  if (result.ok) return shape(result.value);
  console.error(`Error fetching ${what}`, result.error);
  return null;
}

/**
 * The model page's loader: the model with every section and, asked at the same time, the
 * model's used and demonstrator machines and the upcoming events. Either of those failing
 * leaves the model page whole, with a note in that part.
 */
export async function loadModel(args: LoaderFunctionArgs): Promise<ModelPageData> {
  const { request, params } = args;
  const options = publicApiOptionsOf(request);
  const [model, machines, events] = await Promise.all([
    modelOf(args),
    settled(fetchMachines(usedMachinesQuery(params.slug ?? ''), options)),
    settled(fetchEvents({}, options)),
  ]);
  if (request.signal.aborted) throw request.signal.reason;
  return {
    model,
    section: null,
    related: {
      usedMachines: partOf(machines, 'the model’s used machines', (result) =>
        result.machines.slice(0, shownUsedMachines),
      ),
      events: partOf(events, 'the upcoming events', (result) =>
        result.events.slice(0, shownEvents),
      ),
    },
  };
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
  return { model, section, related: null };
}
