import {
  deleteDiaryEntry,
  deleteVehicle,
  diaryKey,
  fetchDiary,
  fetchDiaryCsv,
  fetchVehicle,
  fleetKey,
  profileSettingsSuccessMessages,
  uploadVehicleImage,
  useFetch,
  useSubmit,
  vehicleKey,
} from '@lindner/api';
import type { DiaryEntry } from '@lindner/api/schema';
import { localizePath, useLocale } from '@lindner/i18n';
import { layoutStateOf } from '@lindner/ui';
import { lazy, Suspense, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useFormSubmit } from '../../../../shared/forms/useFormSubmit';
import { dateRangeOf, withDateRange, type DateRange } from '../../dateRange';
import { FleetViewLoading } from '../../FleetViewLoading';
import { MachineFileSection } from '../../machineFile/MachineFileSection';
import { MaintenanceSection } from '../../maintenance/MaintenanceSection';
import { TransferSection } from '../../transfers/TransferSection';
import { diaryMessages, vehicleMessages } from '../../messages';
import { useVehicleQueue } from '../../offline/useVehicleQueue';
import { saveFile } from '../../../../shared/saveFile';

const VehicleView = lazy(() =>
  import('./VehicleView').then((module) => ({ default: module.VehicleView })),
);

/** A vehicle's overview with its data: the vehicle, its diary in the URL's range, the changes. */
export function VehiclePage() {
  const { id = '' } = useParams();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const range = useMemo(() => dateRangeOf(searchParams), [searchParams]);

  const vehicle = useFetch(id ? vehicleKey(id) : null, (signal) => fetchVehicle(id, signal));
  const diary = useFetch(id ? diaryKey(id, range) : null, (signal) =>
    fetchDiary(id, range, signal),
  );
  const changed = [diaryKey(id, range), vehicleKey(id), fleetKey];
  const upload = useFormSubmit((picture: File, signal) => uploadVehicleImage(id, picture, signal), {
    successMessage: profileSettingsSuccessMessages.imageUpdated,
    revalidate: [vehicleKey(id), fleetKey],
  });
  const removeEntry = useSubmit(
    (entry: DiaryEntry, signal: AbortSignal) => deleteDiaryEntry(id, entry.id, signal),
    { successMessage: diaryMessages.deleted, revalidate: changed },
  );
  const queue = useVehicleQueue(id);
  const removeVehicle = useSubmit((_: void, signal: AbortSignal) => deleteVehicle(id, signal), {
    successMessage: vehicleMessages.deleted,
    revalidate: [fleetKey],
  });

  return (
    <Suspense fallback={<FleetViewLoading title={vehicleMessages.vehicle} vehicleId={id} />}>
      <VehicleView
        id={id}
        state={layoutStateOf(vehicle)}
        onRetry={() => void vehicle.refetch()}
        vehicle={vehicle.data}
        diaryState={layoutStateOf(diary)}
        onDiaryRetry={() => void diary.refetch()}
        diary={diary.data}
        range={range}
        machineFile={id ? <MachineFileSection vehicleId={id} /> : null}
        maintenance={id ? <MaintenanceSection vehicleId={id} /> : null}
        transfer={id ? <TransferSection vehicleId={id} /> : null}
        onRangeChange={(next: DateRange) =>
          setSearchParams(withDateRange(searchParams, next), { preventScrollReset: true })
        }
        onDeleteEntry={async (entry) => (await removeEntry.submit(entry)).error === null}
        onDownload={async () => {
          try {
            const { blob, fileName } = await fetchDiaryCsv(id, range);
            saveFile(blob, fileName);
            return true;
          } catch (error) {
            console.error('Error downloading the diary', error);
            return false;
          }
        }}
        onPrint={() => window.print()}
        onUploadImage={upload}
        queue={queue}
        onDeleteVehicle={async () => {
          const { data } = await removeVehicle.submit();
          if (data === null) return false;
          void navigate(localizePath('fleet', {}, locale));
          return true;
        }}
      />
    </Suspense>
  );
}
