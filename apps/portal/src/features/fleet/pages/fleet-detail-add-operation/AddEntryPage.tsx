import { fetchVehicle, useFetch, vehicleKey } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { FleetViewLoading } from '../../FleetViewLoading';
import { vehicleMessages } from '../../messages';
import { useCorrecting } from '../../offline/useCorrecting';
import { useDiarySave } from '../../offline/useDiarySave';
import { useBackToOverview } from '../../useEntrySaved';

const AddEntryView = lazy(() =>
  import('./AddEntryView').then((module) => ({ default: module.AddEntryView })),
);

/**
 * A diary entry with its data: the vehicle (for its name) and the three saves, each kept on the
 * device when there is no connection. Opened to correct a refused kept entry, its form.
 */
export function AddEntryPage() {
  const { id = '' } = useParams();
  const vehicle = useFetch(id ? vehicleKey(id) : null, (signal) => fetchVehicle(id, signal));
  const { userId, clientId, kind, reason } = useCorrecting(id);
  const correcting = (form: typeof kind) => ({
    userId,
    correcting: kind === form ? clientId : null,
  });
  const fuelStop = useDiarySave(id, 'fuelStop', correcting('fuelStop'));
  const operation = useDiarySave(id, 'operation', correcting('operation'));
  const note = useDiarySave(id, 'note', correcting('note'));
  const back = useBackToOverview(id);
  return (
    <Suspense fallback={<FleetViewLoading title={vehicleMessages.vehicle} vehicleId={id} />}>
      <AddEntryView
        id={id}
        state={layoutStateOf(vehicle)}
        onRetry={() => void vehicle.refetch()}
        vehicle={vehicle.data}
        onAddFuelStop={fuelStop}
        onAddOperation={operation}
        onAddNote={note}
        onSaved={back}
        initialKind={kind === 'average' || kind === null ? undefined : kind}
        correctingReason={kind === 'average' ? null : reason}
      />
    </Suspense>
  );
}
