import { fleetSchema, type Fleet } from '../schema';
import { apiGet } from '../client/request';

/** GET /fleet: the user's vehicles and the dashboard's statistics. */
export function fetchFleet(signal?: AbortSignal): Promise<Fleet> {
  return apiGet('/fleet', fleetSchema, { signal });
}
