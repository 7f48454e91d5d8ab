import { servicesSchema, type Services } from '../schema';
import { apiGet } from '../client/request';

/** The cache key of `fetchServices`. */
export const servicesKey = '/services';

/** GET /services (signed in): the service offers, external sites and the user's dealer. */
export function fetchServices(signal?: AbortSignal): Promise<Services> {
  return apiGet(servicesKey, servicesSchema, { signal });
}
