import { Button, Heading, Stack, Text } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorList } from '../../../shared/forms/submitOutcome';
import { ConfirmAction } from '../../../shared/ConfirmAction';
import { DiaryEntrySummary, entryNames } from '../DiaryEntryItem';
import * as styles from '../fleet.css';
import {
  dropEntryLabel,
  dropEntryQuestion,
  entryFormMessages,
  fixEntryLabel,
  labelledValue,
  offlineMessages,
  refusedEntryMessage,
  vehicleMessages,
} from '../messages';
import { diaryEntryOf, type QueuedEntry } from './queuedEntry';

/** The fields whose server messages a refused entry can show with their labels. */
const labelledFields = [
  'date',
  'liters',
  'operatingHours',
  'type',
  'durationHours',
  'note',
  'text',
  'dateStart',
  'dateEnd',
  'hoursStart',
  'hoursEnd',
  'consumption',
] as const;

export interface QueuedEntriesProps {
  /** The vehicle's entries kept on this device, oldest first. */
  entries: readonly QueuedEntry[];
  /** Tries to send the waiting entries now. */
  onSendNow: () => void;
  sending?: boolean;
  /** Opens a refused entry in its form, to correct and save it. */
  onFix: (entry: QueuedEntry) => void;
  /** Forgets an entry; resolves true once it is gone. */
  onDrop: (entry: QueuedEntry) => Promise<boolean>;
}

/**
 * Diary entries saved on this device without a connection: each waiting to be sent, or refused
 * by the server with its reason, to be corrected or dropped. Nothing leaves this list unseen.
 */
export function QueuedEntries({ entries, onSendNow, sending, onFix, onDrop }: QueuedEntriesProps) {
  const intl = useIntl();
  const headingId = useId();
  if (entries.length === 0) return null;
  const labels = Object.fromEntries(
    labelledFields.map((field) => [field, intl.formatMessage(entryFormMessages[field])]),
  );
  const refusedBefore = (index: number) =>
    entries
      .slice(0, index)
      .some(
        (earlier) =>
          earlier.status === 'refused' && earlier.vehicleId === entries[index]?.vehicleId,
      );
  return (
    <section aria-labelledby={headingId} className={`${styles.section} ${styles.noPrint}`}>
      <Stack space="small" align="left">
        <Heading level={3} size="h4" id={headingId}>
          {intl.formatMessage(offlineMessages.title)}
        </Heading>
        <Text>{intl.formatMessage(offlineMessages.intro)}</Text>
        {entries.some((entry) => entry.status === 'waiting') ? (
          <Button variant="secondary" busy={sending} onClick={onSendNow}>
            {intl.formatMessage(offlineMessages.sendNow)}
          </Button>
        ) : null}
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
        <ul role="list" className={styles.entries} aria-labelledby={headingId}>
          {entries.map((queued, index) => {
            const entry = diaryEntryOf(queued);
            const { kind, date } = entryNames(entry, intl);
            return (
              <li key={queued.clientId} className={styles.entry}>
                <DiaryEntrySummary entry={entry}>
                  {queued.status === 'refused' ? (
                    <>
                      <Text tone="critical" weight="medium">
                        {queued.problem?.message
                          ? intl.formatMessage(refusedEntryMessage, {
                              message: queued.problem.message,
                            })
                          : intl.formatMessage(offlineMessages.refused)}
                      </Text>
                      {fieldErrorList(queued.problem?.fieldErrors ?? {}, labels).map(
                        ({ field, label, message }) => (
                          <Text key={field} tone="critical" size="small">
                            {label
                              ? intl.formatMessage(labelledValue, { label, value: message })
                              : message}
                          </Text>
                        ),
                      )}
                    </>
                  ) : (
                    <Text tone="muted" size="small">
                      {intl.formatMessage(
                        refusedBefore(index) ? offlineMessages.heldBack : offlineMessages.waiting,
                      )}
                    </Text>
                  )}
                </DiaryEntrySummary>
                {queued.status === 'refused' ? (
                  <Button
                    variant="secondary"
                    aria-label={intl.formatMessage(fixEntryLabel, { entry: kind, date })}
                    onClick={() => onFix(queued)}
                  >
                    {intl.formatMessage(offlineMessages.fix)}
                  </Button>
                ) : null}
                <ConfirmAction
                  label={intl.formatMessage(offlineMessages.drop)}
                  accessibleLabel={intl.formatMessage(dropEntryLabel, { entry: kind, date })}
                  question={intl.formatMessage(dropEntryQuestion, { entry: kind, date })}
                  confirmLabel={intl.formatMessage(offlineMessages.drop)}
                  cancelLabel={intl.formatMessage(vehicleMessages.cancel)}
                  onConfirm={() => onDrop(queued)}
                />
              </li>
            );
          })}
        </ul>
      </Stack>
    </section>
  );
}
