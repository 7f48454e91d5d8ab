import type { Diary, DiaryEntry, FleetVehicle } from '@lindner/api/schema';
import { localizePath, useLocale } from '@lindner/i18n';
import { Button, Heading, Stack, TabContentLayout, Text, type LayoutState } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DateRange } from './dateRange';
import { DiaryEntryItem } from './DiaryEntryItem';
import { DiaryRangeFilter } from './DiaryRangeFilter';
import * as styles from './fleet.css';
import { diaryMessages, diaryPrintTitle, diaryRangeShown } from './messages';
import { QueuedEntries, type QueuedEntriesProps } from './offline/QueuedEntries';

export interface DiarySectionProps {
  vehicle: FleetVehicle;
  /** Loading, error (with Retry) or content, from the diary's fetch. */
  state: LayoutState;
  onRetry: () => void;
  diary: Diary | null;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  onDeleteEntry: (entry: DiaryEntry) => Promise<boolean>;
  /** Fetches the range as CSV and saves it; resolves false when that failed. */
  onDownload: () => Promise<boolean>;
  onPrint: () => void;
  /** The vehicle's entries kept on this device until they can be sent. */
  queue?: QueuedEntriesProps;
}

/**
 * The vehicle's diary: fuel stops, operations, averages and notes of a date range, newest
 * first, each deletable; the range printed (only the diary goes on paper) or downloaded as CSV.
 */
export function DiarySection({
  vehicle,
  state,
  onRetry,
  diary,
  range,
  onRangeChange,
  onDeleteEntry,
  onDownload,
  onPrint,
  queue,
}: DiarySectionProps) {
  const intl = useIntl();
  const locale = useLocale();
  const listId = useId();
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const day = (value: string | null) =>
    value
      ? intl.formatDate(value, { dateStyle: 'medium', timeZone: 'UTC' })
      : intl.formatMessage(diaryMessages.rangeOpen);

  const download = async () => {
    setDownloading(true);
    const done = await onDownload();
    setDownloading(false);
    setDownloadFailed(!done);
  };

  return (
    <section aria-labelledby={listId} className={styles.section}>
      <Stack space="medium" align="left">
        <div className={styles.printOnly}>
          <Heading level={2} size="h3">
            {intl.formatMessage(diaryPrintTitle, { model: vehicle.model.name, vin: vehicle.vin })}
          </Heading>
        </div>
        <div className={styles.noPrint}>
          <Heading level={2} size="h3" id={listId}>
            {intl.formatMessage(diaryMessages.title)}
          </Heading>
        </div>
        <Text>
          {intl.formatMessage(diaryRangeShown, { from: day(range.from), to: day(range.to) })}
        </Text>
        <div className={styles.noPrint}>
          <Stack space="medium" align="left">
            <DiaryRangeFilter range={range} onChange={onRangeChange} />
            <div className={styles.actions}>
              <ButtonLink
                link={{
                  url: localizePath('fleet-detail-add-operation', { id: vehicle.id }, locale),
                }}
              >
                {intl.formatMessage(diaryMessages.addEntry)}
              </ButtonLink>
              <Button variant="secondary" onClick={onPrint}>
                {intl.formatMessage(diaryMessages.print)}
              </Button>
              <Button variant="secondary" busy={downloading} onClick={() => void download()}>
                {intl.formatMessage(diaryMessages.download)}
              </Button>
            </div>
            {downloadFailed ? (
              <Text tone="critical" role="alert">
                {intl.formatMessage(diaryMessages.downloadFailed)}
              </Text>
            ) : null}
          </Stack>
        </div>
        {queue ? <QueuedEntries {...queue} /> : null}
        <TabContentLayout state={state} onRetry={onRetry} className={styles.section}>
          {diary === null ? null : diary.entries.length === 0 ? (
            <Text tone="muted">{intl.formatMessage(diaryMessages.empty)}</Text>
          ) : (
            // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
            <ul role="list" className={styles.entries} aria-labelledby={listId}>
              {diary.entries.map((entry) => (
                <DiaryEntryItem key={entry.id} entry={entry} onDelete={onDeleteEntry} />
              ))}
            </ul>
          )}
        </TabContentLayout>
      </Stack>
    </section>
  );
}
