import { addAverage, addFuelStop, addNote, addOperation } from '@lindner/api';
import type { QueuedEntry } from './queuedEntry';

/** Sends a diary entry with its own id: sent twice, the server still stores it once. */
export async function sendDiaryEntry(entry: QueuedEntry, signal?: AbortSignal): Promise<void> {
  const { vehicleId, clientId: id } = entry;
  switch (entry.kind) {
    case 'fuelStop':
      await addFuelStop(vehicleId, { ...entry.input, id }, signal);
      return;
    case 'operation':
      await addOperation(vehicleId, { ...entry.input, id }, signal);
      return;
    case 'average':
      await addAverage(vehicleId, { ...entry.input, id }, signal);
      return;
    case 'note':
      await addNote(vehicleId, { ...entry.input, id }, signal);
      return;
  }
}
