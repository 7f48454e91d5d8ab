import type { ServiceEntry, ServiceEntryInput } from '@lindner/api/schema';
import { Button, Text } from '@lindner/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmAction } from '../../../shared/ConfirmAction';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import * as styles from '../fleet.css';
import { labelledValue } from '../messages';
import type { SaveOutcome } from '../useFleetSubmit';
import { InvoiceUpload } from './InvoiceUpload';
import {
  deleteServiceQuestion,
  doneByDealerName,
  invoiceDownload,
  machineFileMessages,
  removeInvoiceQuestion,
  serviceHours,
  serviceOfDay,
} from './messages';
import { ServiceEntryForm } from './ServiceEntryForm';

/** What the owner can do with an entry; a dealer's entry gets none of it. */
export interface ServiceEntryActions {
  onUpdate: (
    entry: ServiceEntry,
    input: ServiceEntryInput,
  ) => Promise<SaveOutcome<ServiceEntry> | null>;
  onDelete: (entry: ServiceEntry) => Promise<boolean>;
  onUploadInvoice: (entry: ServiceEntry, file: File) => Promise<SubmitOutcome | null>;
  onRemoveInvoice: (entry: ServiceEntry) => Promise<boolean>;
  /** Fetches the invoice and saves it; resolves false when that failed. */
  onDownloadInvoice: (entry: ServiceEntry) => Promise<boolean>;
}

export interface ServiceEntryItemProps extends ServiceEntryActions {
  vehicleId: string;
  entry: ServiceEntry;
}

/** One service: day, hours, work, parts, who did it, its invoice; the owner's own can change. */
export function ServiceEntryItem({
  vehicleId,
  entry,
  onUpdate,
  onDelete,
  onUploadInvoice,
  onRemoveInvoice,
  onDownloadInvoice,
}: ServiceEntryItemProps) {
  const intl = useIntl();
  const formHeadingId = useId();
  const [editing, setEditing] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const date = intl.formatDate(entry.date, { dateStyle: 'medium', timeZone: 'UTC' });
  const hours = intl.formatNumber(entry.operatingHours, { maximumFractionDigits: 1 });
  const named = (action: string) => intl.formatMessage(serviceOfDay, { action, date });
  const own = entry.writtenBy === 'owner';

  const download = async () => {
    setDownloadFailed(!(await onDownloadInvoice(entry)));
  };

  return (
    <li className={styles.entry}>
      <div className={styles.entryBody}>
        <Text weight="medium">{date}</Text>
        <Text size="small">{intl.formatMessage(serviceHours, { hours })}</Text>
        <Text size="small">{entry.workDone}</Text>
        {entry.parts ? (
          <Text size="small">
            {intl.formatMessage(labelledValue, {
              label: intl.formatMessage(machineFileMessages.parts),
              value: entry.parts,
            })}
          </Text>
        ) : null}
        <Text size="small" tone="muted">
          {entry.doneBy === 'dealer' && entry.dealerName
            ? intl.formatMessage(doneByDealerName, { dealer: entry.dealerName })
            : intl.formatMessage(machineFileMessages.byOwner)}
        </Text>
        {own ? null : (
          <Text size="small" tone="muted">
            {intl.formatMessage(machineFileMessages.writtenByDealer)}
          </Text>
        )}
        {entry.invoice ? (
          <div className={styles.actions}>
            <Button variant="secondary" size="small" onClick={() => void download()}>
              {intl.formatMessage(invoiceDownload, { fileName: entry.invoice.fileName })}
            </Button>
            {own ? (
              <ConfirmAction
                size="small"
                label={intl.formatMessage(machineFileMessages.removeInvoice)}
                accessibleLabel={named(intl.formatMessage(machineFileMessages.removeInvoice))}
                question={intl.formatMessage(removeInvoiceQuestion, { date })}
                confirmLabel={intl.formatMessage(machineFileMessages.removeInvoice)}
                cancelLabel={intl.formatMessage(machineFileMessages.cancel)}
                onConfirm={() => onRemoveInvoice(entry)}
              />
            ) : null}
          </div>
        ) : own ? (
          <InvoiceUpload
            label={named(intl.formatMessage(machineFileMessages.invoice))}
            onUpload={(file) => onUploadInvoice(entry, file)}
          />
        ) : null}
        {downloadFailed ? (
          <Text size="small" tone="critical" role="alert">
            {intl.formatMessage(machineFileMessages.invoiceFailed)}
          </Text>
        ) : null}
        {editing ? (
          <div className={styles.section}>
            <Text weight="medium" id={formHeadingId}>
              {named(intl.formatMessage(machineFileMessages.editService))}
            </Text>
            <ServiceEntryForm
              vehicleId={vehicleId}
              entry={entry}
              labelledBy={formHeadingId}
              onSubmit={(input) => onUpdate(entry, input)}
              onSaved={() => setEditing(false)}
            />
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {intl.formatMessage(machineFileMessages.cancel)}
            </Button>
          </div>
        ) : null}
      </div>
      {own && !editing ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="small"
            aria-label={named(intl.formatMessage(machineFileMessages.editService))}
            onClick={() => setEditing(true)}
          >
            {intl.formatMessage(machineFileMessages.editService)}
          </Button>
          <ConfirmAction
            size="small"
            label={intl.formatMessage(machineFileMessages.delete)}
            accessibleLabel={named(intl.formatMessage(machineFileMessages.delete))}
            question={intl.formatMessage(deleteServiceQuestion, { date })}
            confirmLabel={intl.formatMessage(machineFileMessages.delete)}
            cancelLabel={intl.formatMessage(machineFileMessages.cancel)}
            onConfirm={() => onDelete(entry)}
          />
        </div>
      ) : null}
    </li>
  );
}
