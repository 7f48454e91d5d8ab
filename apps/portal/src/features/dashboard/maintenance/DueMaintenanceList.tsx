import type { DueMaintenance } from '@lindner/api/schema';
import { localizePath, useLocale } from '@lindner/i18n';
import { Heading, Stack, TabContentLayout, Text, type LayoutState } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import * as styles from './DueMaintenanceList.css';
import {
  dueAtHoursMessage,
  dueAtHoursOrOnMessage,
  dueMaintenanceMessages,
  dueOnMessage,
  dueStateMessages,
  vehicleHoursMessage,
} from './messages';

export interface DueMaintenanceListProps {
  /** Loading, error (with Retry) or content, from the fetch of what is due. */
  state: LayoutState;
  onRetry: () => void;
  due: DueMaintenance | null;
}

const hoursOf = (intl: IntlShape, hours: number) =>
  intl.formatNumber(hours, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 });

function dueText(intl: IntlShape, { dueAtHours, dueOn }: DueMaintenance[number]['item']) {
  const date =
    dueOn === null
      ? null
      : intl.formatDate(new Date(`${dueOn}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  if (dueAtHours !== null && date !== null) {
    return intl.formatMessage(dueAtHoursOrOnMessage, {
      hours: hoursOf(intl, dueAtHours),
      date,
    });
  }
  if (dueAtHours !== null) {
    return intl.formatMessage(dueAtHoursMessage, {
      hours: hoursOf(intl, dueAtHours),
    });
  }
  return date === null ? null : intl.formatMessage(dueOnMessage, { date });
}

/** The dashboard's list of due and overdue maintenance, each linked to its vehicle's page. */
export function DueMaintenanceList({ state, onRetry, due }: DueMaintenanceListProps) {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = useId();
  return (
    <Stack as="section" space="medium" align="left" aria-labelledby={headingId}>
      <Heading level={2} size="h3" id={headingId}>
        {intl.formatMessage(dueMaintenanceMessages.heading)}
      </Heading>
      <TabContentLayout state={state} onRetry={onRetry} className={styles.body}>
        {due === null ? null : due.length === 0 ? (
          <Stack space="xsmall" align="left">
            <Text weight="medium">{intl.formatMessage(dueMaintenanceMessages.allDone)}</Text>
            <Text tone="muted">{intl.formatMessage(dueMaintenanceMessages.allDoneText)}</Text>
          </Stack>
        ) : (
          // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
          <ul role="list" className={styles.list} aria-labelledby={headingId}>
            {due.map(({ vehicleId, modelName, operatingHours, item }) => {
              // The server lists no item in order; were one there, it would count as due soon.
              const state = item.state === 'ok' ? 'dueSoon' : item.state;
              return (
                <li key={`${vehicleId}:${item.key}`} className={styles.item}>
                  <Link
                    link={{
                      url: `${localizePath('fleet-detail', { id: vehicleId }, locale)}#maintenance`,
                    }}
                  >
                    {item.name}
                  </Link>
                  <Text size="small">
                    <span className={styles.stateTone[state]}>
                      {intl.formatMessage(dueStateMessages[state])}
                    </span>
                    {' · '}
                    {dueText(intl, item)}
                  </Text>
                  <Text size="small" tone="muted">
                    {intl.formatMessage(vehicleHoursMessage, {
                      model: modelName,
                      hours: hoursOf(intl, operatingHours),
                    })}
                  </Text>
                </li>
              );
            })}
          </ul>
        )}
      </TabContentLayout>
    </Stack>
  );
}
