import {
  farmDropdownsSchema,
  farmSchema,
  userFarmSchema,
  type Farm,
  type FarmDropdowns,
  type FarmInput,
} from '../schema';
import { apiGet, apiSend } from '../client/request';

/** GET /user/profile/farm: the user's farm, null until one is entered. */
export function fetchFarm(signal?: AbortSignal): Promise<Farm | null> {
  return apiGet('/user/profile/farm', userFarmSchema, { signal });
}

/** POST /user/profile/farm: saves the farm and returns it as stored. */
export function saveFarm(farm: FarmInput, signal?: AbortSignal): Promise<Farm> {
  return apiSend('POST', '/user/profile/farm', farm, farmSchema, { signal });
}

/** GET /user/profile/farm/dropdowns: the farm form's option lists. */
export function fetchFarmDropdowns(signal?: AbortSignal): Promise<FarmDropdowns> {
  return apiGet('/user/profile/farm/dropdowns', farmDropdownsSchema, { signal });
}
