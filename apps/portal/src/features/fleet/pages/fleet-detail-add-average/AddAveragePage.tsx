import { fetchVehicle, useFetch, vehicleKey } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { FleetViewLoading } from '../../FleetViewLoading';
import { vehicleMessages } from '../../messages';
import { useCorrecting } from '../../offline/useCorrecting';
import { useDiarySave } from '../../offline/useDiarySave';
import { useBackToOverview } from '../../useEntrySaved';

const AddAverageView = lazy(() =>
  import('./AddAverageView').then((module) => ({ default: module.AddAverageView })),
);

/** An average entry with its data: the vehicle (for its name) and the save, kept when offline. */
export function AddAveragePage() {
  const { id = '' } = useParams();
  const vehicle = useFetch(id ? vehicleKey(id) : null, (signal) => fetchVehicle(id, signal));
  const { userId, clientId, kind, reason } = useCorrecting(id);
  const submit = useDiarySave(id, 'average', {
    userId,
    correcting: kind === 'average' ? clientId : null,
  });
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
        correctingReason={kind === 'average' ? reason : null}
      />
    </Suspense>
  );
}
