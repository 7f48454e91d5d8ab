import type { MaintenanceDoneInput, VehicleMaintenance } from '@lindner/api/schema';
import { Button, Heading, Stack, TabContentLayout, Text, type LayoutState } from '@lindner/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import * as fleetStyles from '../fleet.css';
import * as styles from './maintenance.css';
import { MaintenanceDoneForm } from './MaintenanceDoneForm';
import { lastDoneText, MaintenanceStateBadge, nextDueText } from './MaintenanceItemText';
import { formHeadingMessage, maintenanceMessages, markDoneLabelMessage } from './messages';

export interface MaintenanceListProps {
  vehicleId: string;
  /** Loading, error (with Retry) or content, from the maintenance fetch. */
  state: LayoutState;
  onRetry: () => void;
  maintenance: VehicleMaintenance | null;
  /** Marks an item done; the outcome shows at the form. */
  onDone: (itemKey: string, input: MaintenanceDoneInput) => Promise<SubmitOutcome | null>;
}

/** A vehicle's maintenance plan: each item's state, when it is next due, and marking it done. */
export function MaintenanceList({
  vehicleId,
  state,
  onRetry,
  maintenance,
  onDone,
}: MaintenanceListProps) {
  const intl = useIntl();
  const headingId = useId();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section id="maintenance" aria-labelledby={headingId} className={fleetStyles.section}>
      <Stack space="medium" align="left">
        <Heading level={2} size="h3" id={headingId}>
          {intl.formatMessage(maintenanceMessages.heading)}
        </Heading>
        <Text tone="muted">{intl.formatMessage(maintenanceMessages.intro)}</Text>
        <TabContentLayout state={state} onRetry={onRetry} className={fleetStyles.section}>
          {maintenance === null ? null : maintenance.items.length === 0 ? (
            <Text tone="muted">{intl.formatMessage(maintenanceMessages.noPlan)}</Text>
          ) : (
            // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
            <ul role="list" className={fleetStyles.entries} aria-labelledby={headingId}>
              {maintenance.items.map((item) => {
                const formHeadingId = `${headingId}-${item.key}`;
                return (
                  <li key={item.key} className={fleetStyles.entry}>
                    <div className={fleetStyles.entryBody}>
                      <Text weight="medium">{item.name}</Text>
                      <MaintenanceStateBadge state={item.state} />
                      <Text size="small">{nextDueText(intl, item)}</Text>
                      <Text size="small" tone="muted">
                        {lastDoneText(intl, item)}
                      </Text>
                    </div>
                    {open === item.key ? (
                      <Stack space="small" className={styles.doneForm}>
                        <Heading level={3} size="h4" id={formHeadingId}>
                          {intl.formatMessage(formHeadingMessage, { item: item.name })}
                        </Heading>
                        <MaintenanceDoneForm
                          vehicleId={vehicleId}
                          itemKey={item.key}
                          operatingHours={maintenance.operatingHours}
                          onSubmit={(input) => onDone(item.key, input)}
                          onSaved={() => setOpen(null)}
                          onCancel={() => setOpen(null)}
                          labelledBy={formHeadingId}
                        />
                      </Stack>
                    ) : (
                      <Button
                        variant="secondary"
                        aria-label={intl.formatMessage(markDoneLabelMessage, {
                          item: item.name,
                        })}
                        onClick={() => setOpen(item.key)}
                      >
                        {intl.formatMessage(maintenanceMessages.markDone)}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </TabContentLayout>
      </Stack>
    </section>
  );
}
