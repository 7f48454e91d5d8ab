import {
  dueMaintenanceKey,
  fetchVehicleMaintenance,
  markMaintenanceDone,
  useFetch,
  vehicleMaintenanceKey,
} from '@lindner/api';
import type { MaintenanceDoneInput } from '@lindner/api/schema';
import { layoutStateOf } from '@lindner/ui';
import { useFleetSubmit } from '../useFleetSubmit';
import { MaintenanceList } from './MaintenanceList';
import { maintenanceMessages } from './messages';

/** The vehicle page's maintenance section with its data. */
export function MaintenanceSection({ vehicleId }: { vehicleId: string }) {
  const maintenance = useFetch(vehicleMaintenanceKey(vehicleId), (signal) =>
    fetchVehicleMaintenance(vehicleId, signal),
  );
  const markDone = useFleetSubmit(
    ({ item, input }: { item: string; input: MaintenanceDoneInput }, signal: AbortSignal) =>
      markMaintenanceDone(vehicleId, item, input, signal),
    {
      successMessage: maintenanceMessages.saved,
      revalidate: [vehicleMaintenanceKey(vehicleId), dueMaintenanceKey],
    },
  );
  return (
    <MaintenanceList
      vehicleId={vehicleId}
      state={layoutStateOf(maintenance)}
      onRetry={() => void maintenance.refetch()}
      maintenance={maintenance.data ?? null}
      onDone={(item, input) => markDone({ item, input })}
    />
  );
}
