import {
  dueMaintenanceSchema,
  vehicleMaintenanceSchema,
  type DueMaintenance,
  type MaintenanceDoneInput,
  type VehicleMaintenance,
} from '../schema';
import { apiGet, apiSend } from '../client/request';

// Maintenance by operating hours. After marking an item done, revalidate
// `vehicleMaintenanceKey(id)` and `dueMaintenanceKey`.

/** The cache key of `fetchVehicleMaintenance(id)`. */
export const vehicleMaintenanceKey = (id: string) => `/fleet/${encodeURIComponent(id)}/maintenance`;
/** The cache key of `fetchDueMaintenance`. */
export const dueMaintenanceKey = '/maintenance/due';

/** GET /fleet/{id}/maintenance: the vehicle's plan with when each item is next due (404: not the user's). */
export function fetchVehicleMaintenance(
  id: string,
  signal?: AbortSignal,
): Promise<VehicleMaintenance> {
  return apiGet(vehicleMaintenanceKey(id), vehicleMaintenanceSchema, { signal });
}

/** GET /maintenance/due: the due and overdue items of all the user's vehicles, overdue first. */
export function fetchDueMaintenance(signal?: AbortSignal): Promise<DueMaintenance> {
  return apiGet(dueMaintenanceKey, dueMaintenanceSchema, { signal });
}

/**
 * POST /fleet/{id}/maintenance/{item}/done: the item was done on `date` at `hours`; returns
 * the plan. Field errors (a day in the future, hours against the diary) in `ApiError.fieldErrors`.
 */
export function markMaintenanceDone(
  id: string,
  item: string,
  input: MaintenanceDoneInput,
  signal?: AbortSignal,
): Promise<VehicleMaintenance> {
  return apiSend(
    'POST',
    `${vehicleMaintenanceKey(id)}/${encodeURIComponent(item)}/done`,
    input,
    vehicleMaintenanceSchema,
    { signal },
  );
}
