import { useCategories, type DiaryEntry } from '@lindner/api/schema';
import { Text } from '@lindner/ui';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ConfirmAction } from '../../shared/ConfirmAction';
import * as styles from './fleet.css';
import {
  deleteEntryLabel,
  deleteEntryQuestion,
  diaryMessages,
  diaryPeriod,
  entryFormMessages,
  fleetMessages,
  labelledValue,
  operationTypeMessages,
  twoFacts,
  useCategoryMessages,
  vehicleMessages,
} from './messages';

/** The day an entry counts for: an average's end. */
export function entryDay(entry: DiaryEntry): string {
  return entry.kind === 'average' ? entry.dateEnd : entry.date;
}

function day(intl: IntlShape, value: string) {
  return intl.formatDate(value, { dateStyle: 'medium', timeZone: 'UTC' });
}

function number(intl: IntlShape, value: number, unit?: 'liter' | 'hour' | 'liter-per-hour') {
  return intl.formatNumber(value, {
    maximumFractionDigits: 1,
    ...(unit ? { style: 'unit', unit } : {}),
  });
}

/** What an entry says, line by line. */
function linesOf(entry: DiaryEntry, intl: IntlShape): string[] {
  const facts = (first: string, second: string) => intl.formatMessage(twoFacts, { first, second });
  const labelled = (label: string, value: string) =>
    intl.formatMessage(labelledValue, { label, value });
  switch (entry.kind) {
    case 'fuelStop':
      return [
        facts(
          number(intl, entry.liters, 'liter'),
          intl.formatMessage(entry.fullTank ? diaryMessages.fullTank : diaryMessages.partTank),
        ),
        labelled(
          intl.formatMessage(entryFormMessages.operatingHours),
          number(intl, entry.operatingHours),
        ),
      ];
    case 'operation':
      return [
        facts(
          intl.formatMessage(operationTypeMessages[entry.type]),
          number(intl, entry.durationHours, 'hour'),
        ),
        ...(entry.note ? [entry.note] : []),
      ];
    case 'average':
      return [
        intl.formatMessage(diaryPeriod, {
          start: day(intl, entry.dateStart),
          end: day(intl, entry.dateEnd),
        }),
        labelled(
          intl.formatMessage(fleetMessages.operatingHours),
          intl.formatMessage(diaryPeriod, {
            start: number(intl, entry.hoursStart),
            end: number(intl, entry.hoursEnd),
          }),
        ),
        ...useCategories.flatMap((category) => {
          const value = entry.consumption[category];
          return value === null
            ? []
            : [labelled(intl.formatMessage(useCategoryMessages[category]), number(intl, value))];
        }),
      ];
    case 'note':
      return [entry.text];
  }
}

export interface DiaryEntryItemProps {
  entry: DiaryEntry;
  /** Deletes the entry; resolves true once deleted. */
  onDelete: (entry: DiaryEntry) => Promise<boolean>;
}

/** The kind and day of an entry, as its actions name it ("Tankstopp", "3. März 2026"). */
export function entryNames(entry: DiaryEntry, intl: IntlShape): { kind: string; date: string } {
  return { kind: intl.formatMessage(diaryMessages[entry.kind]), date: day(intl, entryDay(entry)) };
}

/** What an entry says: its kind and day, then its figures line by line. */
export function DiaryEntrySummary({
  entry,
  children,
}: {
  entry: DiaryEntry;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const { kind, date } = entryNames(entry, intl);
  return (
    <div className={styles.entryBody}>
      <Text weight="medium">{intl.formatMessage(twoFacts, { first: kind, second: date })}</Text>
      {linesOf(entry, intl).map((line, index) => (
        <Text key={index} size="small">
          {line}
        </Text>
      ))}
      {children}
    </div>
  );
}

/** One diary entry with its figures and a delete that asks first. */
export function DiaryEntryItem({ entry, onDelete }: DiaryEntryItemProps) {
  const intl = useIntl();
  const { kind, date } = entryNames(entry, intl);
  return (
    <li className={styles.entry}>
      <DiaryEntrySummary entry={entry} />
      <ConfirmAction
        className={styles.noPrint}
        label={intl.formatMessage(diaryMessages.delete)}
        accessibleLabel={intl.formatMessage(deleteEntryLabel, { entry: kind, date })}
        question={intl.formatMessage(deleteEntryQuestion, { entry: kind, date })}
        confirmLabel={intl.formatMessage(diaryMessages.delete)}
        cancelLabel={intl.formatMessage(vehicleMessages.cancel)}
        onConfirm={() => onDelete(entry)}
      />
    </li>
  );
}
