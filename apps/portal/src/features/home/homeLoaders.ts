import { fetchEvents, fetchMachines, fetchModelOverview } from '@lindner/api/client';
import type {
  EventSummary,
  ImageAssetPayload,
  MachineSummary,
  ModelSeries,
  ModelSummary,
} from '@lindner/api/schema';
import { modelSeries } from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { publicApiOptionsOf } from '../../shared/publicApiOptions';

/** How many offers of the month and upcoming events the home page shows. */
export const homeListLength = 3;

/**
 * What the home page's route loads, each part on its own: null where its fetch failed (that
 * section then offers Retry), the rest of the page stays.
 */
export interface HomeData {
  models: ModelSummary[] | null;
  offers: MachineSummary[] | null;
  events: EventSummary[] | null;
}

/** A series as its card on the home page shows it. */
export interface SeriesCard {
  series: ModelSeries;
  /** The picture of the series' first model (the overview's order: by power). */
  picture: ImageAssetPayload;
  modelCount: number;
}

/** The series of the range that have models, in the range's order, each with its picture. */
export function seriesCards(models: readonly ModelSummary[]): SeriesCard[] {
  return modelSeries.flatMap((series) => {
    const ofSeries = models.filter((model) => model.series === series);
    const first = ofSeries[0];
    return first ? [{ series, picture: first.picture, modelCount: ofSeries.length }] : [];
  });
}

/** The value of a fetch, or null when it failed (a cancelled request still throws). */
async function orNull<T>(request: Request, what: string, fetching: Promise<T>): Promise<T | null> {
  try {
    return await fetching;
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error(`Error fetching ${what} for the home page`, error);
    return null;
  }
}

/**
 * The home page's loader: the range, the offers of the month (newest first) and the next
 * events, fetched side by side on the server. A failed fetch leaves its section to say so.
 */
export async function loadHome({ request }: LoaderFunctionArgs): Promise<HomeData> {
  const options = publicApiOptionsOf(request);
  const [models, offers, events] = await Promise.all([
    orNull(request, 'the models', fetchModelOverview(undefined, options)),
    orNull(
      request,
      'the offers of the month',
      fetchMachines({ offerTypes: ['offerOfTheMonth'], sort: 'dateDesc' }, options).then(
        ({ machines }) => machines.slice(0, homeListLength),
      ),
    ),
    orNull(
      request,
      'the events',
      fetchEvents({}, options).then(({ events }) => events.slice(0, homeListLength)),
    ),
  ]);
  return { models, offers, events };
}
