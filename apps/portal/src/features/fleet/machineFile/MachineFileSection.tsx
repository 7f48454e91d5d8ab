import {
  addServiceEntry,
  deleteServiceEntry,
  deleteServiceInvoice,
  fetchMachineDocument,
  fetchMachineFile,
  fetchServiceInvoice,
  machineFileKey,
  updateServiceEntry,
  uploadServiceInvoice,
  useFetch,
  useSubmit,
} from '@lindner/api';
import type { ServiceEntry, ServiceEntryInput } from '@lindner/api/schema';
import { layoutStateOf } from '@lindner/ui';
import { saveFile } from '../../../shared/saveFile';
import { useFormSubmit } from '../../../shared/forms/useFormSubmit';
import { useFleetSubmit } from '../useFleetSubmit';
import { machineFileMessages } from './messages';
import { MachineFileView } from './MachineFileView';

/** Fetches a file and saves it on the device; false when that failed. */
async function saved(fetchFile: () => Promise<{ blob: Blob; fileName: string }>, what: string) {
  try {
    const { blob, fileName } = await fetchFile();
    saveFile(blob, fileName);
    return true;
  } catch (error) {
    console.error(`Error fetching ${what}`, error);
    return false;
  }
}

/** The vehicle's file with its data and changes (the vehicle's page shows it). */
export function MachineFileSection({ vehicleId }: { vehicleId: string }) {
  const key = machineFileKey(vehicleId);
  const file = useFetch(key, (signal) => fetchMachineFile(vehicleId, signal));
  const revalidate = [key];
  const add = useFleetSubmit(
    (input: ServiceEntryInput, signal: AbortSignal) => addServiceEntry(vehicleId, input, signal),
    { successMessage: machineFileMessages.saved, revalidate },
  );
  const update = useFleetSubmit(
    ({ entry, input }: { entry: ServiceEntry; input: ServiceEntryInput }, signal: AbortSignal) =>
      updateServiceEntry(vehicleId, entry.id, input, signal),
    { successMessage: machineFileMessages.saved, revalidate },
  );
  const remove = useSubmit(
    (entry: ServiceEntry, signal: AbortSignal) => deleteServiceEntry(vehicleId, entry.id, signal),
    { successMessage: machineFileMessages.deleted, revalidate },
  );
  const upload = useFormSubmit(
    ({ entry, invoice }: { entry: ServiceEntry; invoice: File }, signal) =>
      uploadServiceInvoice(vehicleId, entry.id, invoice, signal),
    { successMessage: machineFileMessages.invoiceSaved, revalidate },
  );
  const removeInvoice = useSubmit(
    (entry: ServiceEntry, signal: AbortSignal) => deleteServiceInvoice(vehicleId, entry.id, signal),
    { successMessage: machineFileMessages.invoiceRemoved, revalidate },
  );

  return (
    <MachineFileView
      vehicleId={vehicleId}
      state={layoutStateOf(file)}
      onRetry={() => void file.refetch()}
      file={file.data}
      onOpenDocument={(document) => saved(() => fetchMachineDocument(document), 'a document')}
      onAdd={add}
      onUpdate={(entry, input) => update({ entry, input })}
      onDelete={async (entry) => (await remove.submit(entry)).error === null}
      onUploadInvoice={(entry, invoice) => upload({ entry, invoice })}
      onRemoveInvoice={async (entry) => (await removeInvoice.submit(entry)).error === null}
      onDownloadInvoice={(entry) =>
        saved(() => fetchServiceInvoice(vehicleId, entry.id), 'an invoice')
      }
    />
  );
}
