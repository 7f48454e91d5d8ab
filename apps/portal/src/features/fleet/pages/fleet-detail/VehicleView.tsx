import type { Diary, DiaryEntry, FleetVehicle } from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import { Heading, Stack, type LayoutState } from '@lindner/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LazyFleetCharts } from '../../../../shared/fleetCharts/LazyFleetCharts';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { ConfirmAction } from '../../../../shared/ConfirmAction';
import type { DateRange } from '../../dateRange';
import { DiarySection } from '../../DiarySection';
import * as styles from '../../fleet.css';
import { vehicleTabs } from '../../../../shared/personalArea/sectionTabs';
import { deleteVehicleQuestion, vehicleMessages } from '../../messages';
import { VehicleFigures } from '../../VehicleFigures';
import type { QueuedEntriesProps } from '../../offline/QueuedEntries';
import { VehicleImageEditor } from '../../VehicleImageEditor';
import { VehicleStatusBadge, VehicleStatusNotice } from '../../VehicleStatus';
import { AxleLoadLink } from './AxleLoadLink';

export interface VehicleViewProps {
  /** The vehicle's id, from the route. */
  id: string;
  /** Loading, error (with Retry) or content, from the vehicle's fetch. */
  state: LayoutState;
  onRetry: () => void;
  vehicle: FleetVehicle | null;
  diaryState: LayoutState;
  onDiaryRetry: () => void;
  diary: Diary | null;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  onDeleteEntry: (entry: DiaryEntry) => Promise<boolean>;
  onDownload: () => Promise<boolean>;
  onPrint: () => void;
  onUploadImage: (picture: File) => Promise<SubmitOutcome | null>;
  /** Deletes the vehicle; resolves true once deleted (the page then leaves for the fleet). */
  onDeleteVehicle: () => Promise<boolean>;
  /** The vehicle's diary entries kept on this device until they can be sent. */
  queue?: QueuedEntriesProps;
  /** The machine file's section (documents, service history, contracts), with its own data. */
  machineFile?: ReactNode;
  /** The maintenance section (plan, due items, marking done), with its own data. */
  maintenance?: ReactNode;
  /** The transfer section (hand the vehicle over, or the open transfer), with its own data. */
  transfer?: ReactNode;
}

/** A vehicle's overview: its check, figures, diary, picture, and deleting it. */
export function VehicleView({
  id,
  state,
  onRetry,
  vehicle,
  diaryState,
  onDiaryRetry,
  diary,
  range,
  onRangeChange,
  onDeleteEntry,
  onDownload,
  onPrint,
  onUploadImage,
  onDeleteVehicle,
  queue,
  machineFile,
  maintenance,
  transfer,
}: VehicleViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const deleteHeadingId = useId();
  return (
    <PersonalPage
      title={vehicle?.model.name ?? intl.formatMessage(vehicleMessages.vehicle)}
      tabs={vehicleTabs(id, locale, intl)}
      state={state}
      onRetry={onRetry}
      className={styles.printRoot}
    >
      {vehicle ? (
        <Stack space="xlarge" align="left">
          <div className={styles.noPrint}>
            {/* Approved: a badge; in review or rejected: the notice says it with its title. */}
            {vehicle.status === 'approved' ? (
              <VehicleStatusBadge status={vehicle.status} />
            ) : (
              <VehicleStatusNotice
                status={vehicle.status}
                rejectionReason={vehicle.rejectionReason}
              />
            )}
          </div>
          <VehicleFigures vehicle={vehicle} consumptionReason={diary?.consumption.reason} />
          <div className={styles.noPrint}>
            <AxleLoadLink vehicle={vehicle} />
          </div>
          {diary ? <LazyFleetCharts figures={diary.totals} period="range" /> : null}
          {maintenance ? <div className={styles.noPrint}>{maintenance}</div> : null}
          <DiarySection
            vehicle={vehicle}
            state={diaryState}
            onRetry={onDiaryRetry}
            diary={diary}
            range={range}
            onRangeChange={onRangeChange}
            onDeleteEntry={onDeleteEntry}
            onDownload={onDownload}
            onPrint={onPrint}
            queue={queue}
          />
          {machineFile ? <div className={styles.noPrint}>{machineFile}</div> : null}
          <div className={styles.noPrint}>
            <VehicleImageEditor vehicle={vehicle} onUpload={onUploadImage} />
          </div>
          {transfer ? (
            <div className={`${styles.noPrint} ${styles.section}`}>{transfer}</div>
          ) : null}
          <section aria-labelledby={deleteHeadingId} className={styles.noPrint}>
            <Stack space="small" align="left">
              <Heading level={2} size="h3" id={deleteHeadingId}>
                {intl.formatMessage(vehicleMessages.delete)}
              </Heading>
              <ConfirmAction
                label={intl.formatMessage(vehicleMessages.delete)}
                question={intl.formatMessage(deleteVehicleQuestion, { model: vehicle.model.name })}
                confirmLabel={intl.formatMessage(vehicleMessages.deleteConfirm)}
                cancelLabel={intl.formatMessage(vehicleMessages.cancel)}
                onConfirm={onDeleteVehicle}
              />
            </Stack>
          </section>
        </Stack>
      ) : null}
    </PersonalPage>
  );
}
