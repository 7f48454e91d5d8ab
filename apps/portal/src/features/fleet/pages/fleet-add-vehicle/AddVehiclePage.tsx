import { addVehicle, fleetKey, useFetch } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { lazy, Suspense } from 'react';
import { navigationMessages } from '../../../../shared/personalArea/messages';
import { FleetViewLoading } from '../../FleetViewLoading';
import { fleetSavedNotice } from '../../messages';
import { fetchModels, modelsKey } from '../../queries';
import { useFleetSubmit } from '../../useFleetSubmit';

const AddVehicleView = lazy(() =>
  import('./AddVehicleView').then((module) => ({ default: module.AddVehicleView })),
);

/** Adding a vehicle with its data: the model list and POST /fleet. */
export function AddVehiclePage() {
  const models = useFetch(modelsKey, fetchModels);
  const submit = useFleetSubmit(addVehicle, {
    successMessage: fleetSavedNotice,
    revalidate: [fleetKey],
  });
  return (
    <Suspense fallback={<FleetViewLoading title={navigationMessages.fleet} />}>
      <AddVehicleView
        state={layoutStateOf(models)}
        onRetry={() => void models.refetch()}
        models={models.data}
        onSubmit={submit}
      />
    </Suspense>
  );
}
