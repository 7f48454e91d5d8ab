import type {
  BookingDealers,
  MaintenanceDoneInput,
  ServiceBookingInput,
  VehicleMaintenance,
} from '@lindner/api/schema';
import {
  Button,
  Heading,
  Inline,
  Stack,
  TabContentLayout,
  Text,
  type LayoutState,
} from '@lindner/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import * as fleetStyles from '../fleet.css';
import type { SaveOutcome } from '../useFleetSubmit';
import { BookingForm } from './BookingForm';
import { bookingMessages, bookLabelMessage } from './bookingMessages';
import { BookingStatus } from './BookingStatus';
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
  /** The booking at the dealer: the dealers to choose from (loaded once the form opens). */
  booking: {
    dealersState: LayoutState;
    dealers: BookingDealers | null;
    onRetryDealers: () => void;
    /** The booking form opened: the dealers are wanted. */
    onOpen: () => void;
    onBook: (input: ServiceBookingInput) => Promise<SaveOutcome<unknown> | SubmitOutcome | null>;
    onWithdraw: (bookingId: string) => void;
    onAccept: (bookingId: string) => void;
  };
}

/** A vehicle's maintenance plan: each item's state, when it is next due, and marking it done. */
export function MaintenanceList({
  vehicleId,
  state,
  onRetry,
  maintenance,
  onDone,
  booking,
}: MaintenanceListProps) {
  const intl = useIntl();
  const headingId = useId();
  /** The open form: an item's key (done) or `booking:{key}`. */
  const [open, setOpen] = useState<string | null>(null);
  const items = maintenance?.items ?? [];
  // One open booking per vehicle: while there is one, nothing else is booked.
  const hasOpenBooking = items.some((item) => item.booking !== null);
  const bookable = items.filter((item) => item.state !== 'ok' && item.booking === null);
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
                    {item.booking ? (
                      <BookingStatus
                        itemName={item.name}
                        booking={item.booking}
                        onWithdraw={() => booking.onWithdraw(item.booking!.id)}
                        onAccept={() => booking.onAccept(item.booking!.id)}
                      />
                    ) : null}
                    {open === `booking:${item.key}` ? (
                      <Stack space="small" className={styles.doneForm}>
                        <Heading level={3} size="h4" id={formHeadingId}>
                          {intl.formatMessage(bookingMessages.formHeading)}
                        </Heading>
                        <BookingForm
                          vehicleId={vehicleId}
                          items={bookable}
                          dealersState={booking.dealersState}
                          dealers={booking.dealers}
                          onRetryDealers={booking.onRetryDealers}
                          onSubmit={booking.onBook}
                          onSaved={() => setOpen(null)}
                          onCancel={() => setOpen(null)}
                          labelledBy={formHeadingId}
                        />
                      </Stack>
                    ) : open === item.key ? (
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
                      <Inline space="small">
                        {item.state !== 'ok' && !hasOpenBooking ? (
                          <Button
                            aria-label={intl.formatMessage(bookLabelMessage, { item: item.name })}
                            onClick={() => {
                              booking.onOpen();
                              setOpen(`booking:${item.key}`);
                            }}
                          >
                            {intl.formatMessage(bookingMessages.book)}
                          </Button>
                        ) : null}
                        <Button
                          variant="secondary"
                          aria-label={intl.formatMessage(markDoneLabelMessage, {
                            item: item.name,
                          })}
                          onClick={() => setOpen(item.key)}
                        >
                          {intl.formatMessage(maintenanceMessages.markDone)}
                        </Button>
                      </Inline>
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
