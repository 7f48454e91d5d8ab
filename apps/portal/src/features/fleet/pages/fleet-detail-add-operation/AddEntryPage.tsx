import {
  addFuelStop,
  addNote,
  addOperation,
  fetchVehicle,
  useFetch,
  vehicleKey,
} from '@lindner/api';
import type { FuelStopInput, NoteInput, OperationInput } from '@lindner/api/schema';
import { layoutStateOf } from '@lindner/ui';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useFormSubmit } from '../../../../shared/forms/useFormSubmit';
import { FleetViewLoading } from '../../FleetViewLoading';
import { diaryEntrySavedNotice, vehicleMessages } from '../../messages';
import { entryRevalidation, useBackToOverview } from '../../useEntrySaved';

const AddEntryView = lazy(() =>
  import('./AddEntryView').then((module) => ({ default: module.AddEntryView })),
);

/** A diary entry with its data: the vehicle (for its name) and the three saves. */
export function AddEntryPage() {
  const { id = '' } = useParams();
  const vehicle = useFetch(id ? vehicleKey(id) : null, (signal) => fetchVehicle(id, signal));
  const options = { successMessage: diaryEntrySavedNotice, revalidate: entryRevalidation(id) };
  const fuelStop = useFormSubmit(
    (entry: FuelStopInput, signal: AbortSignal) => addFuelStop(id, entry, signal),
    options,
  );
  const operation = useFormSubmit(
    (entry: OperationInput, signal: AbortSignal) => addOperation(id, entry, signal),
    options,
  );
  const note = useFormSubmit(
    (entry: NoteInput, signal: AbortSignal) => addNote(id, entry, signal),
    options,
  );
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
      />
    </Suspense>
  );
}
