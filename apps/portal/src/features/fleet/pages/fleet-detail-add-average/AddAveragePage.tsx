import { addAverage, fetchVehicle, useFetch, vehicleKey } from '@lindner/api';
import type { AverageInput } from '@lindner/api/schema';
import { layoutStateOf } from '@lindner/ui';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useFormSubmit } from '../../../../shared/forms/useFormSubmit';
import { FleetViewLoading } from '../../FleetViewLoading';
import { diaryEntrySavedNotice, vehicleMessages } from '../../messages';
import { entryRevalidation, useBackToOverview } from '../../useEntrySaved';

const AddAverageView = lazy(() =>
  import('./AddAverageView').then((module) => ({ default: module.AddAverageView })),
);

/** An average entry with its data: the vehicle (for its name) and the save. */
export function AddAveragePage() {
  const { id = '' } = useParams();
  const vehicle = useFetch(id ? vehicleKey(id) : null, (signal) => fetchVehicle(id, signal));
  const submit = useFormSubmit(
    (entry: AverageInput, signal: AbortSignal) => addAverage(id, entry, signal),
    { successMessage: diaryEntrySavedNotice, revalidate: entryRevalidation(id) },
  );
  const back = useBackToOverview(id);
  return (
    <Suspense fallback={<FleetViewLoading title={vehicleMessages.vehicle} vehicleId={id} />}>
      <AddAverageView
        id={id}
        state={layoutStateOf(vehicle)}
        onRetry={() => void vehicle.refetch()}
        vehicle={vehicle.data}
        onSubmit={submit}
        onSaved={back}
      />
    </Suspense>
  );
}
