import type { BookingDealer, BookingDealers, ServiceBookingInput } from '@lindner/api/schema';
import {
  Button,
  DateField,
  RadioGroup,
  Stack,
  TabContentLayout,
  Text,
  TextArea,
  type LayoutState,
} from '@lindner/ui';
import { useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import { FleetForm } from '../FleetForm';
import type { SaveOutcome } from '../useFleetSubmit';
import {
  bookedItemsMessage,
  bookingMessages,
  dealerDistanceMessage,
  dealerOptionMessage,
  ownDealerMessage,
} from './bookingMessages';

interface BookingValues {
  [field: string]: unknown;
  dealerId?: string;
  date1?: string;
  date2?: string;
  date3?: string;
  note?: string;
}

const dateFields = ['date1', 'date2', 'date3'] as const;
const bookingFields = ['dealerId', ...dateFields, 'note'] as const;

export interface BookingFormProps {
  vehicleId: string;
  /** The due items the booking is for: their keys and names. */
  items: readonly { key: string; name: string }[];
  /** The dealers to choose from, as they load. */
  dealersState: LayoutState;
  dealers: BookingDealers | null;
  onRetryDealers: () => void;
  onSubmit: (input: ServiceBookingInput) => Promise<SaveOutcome<unknown> | SubmitOutcome | null>;
  onSaved: () => void;
  onCancel: () => void;
  labelledBy: string;
}

function dealerLabel(intl: IntlShape, dealer: BookingDealer): string {
  const place = `${dealer.zip} ${dealer.city}`;
  const text =
    dealer.distanceKm === null
      ? intl.formatMessage(dealerOptionMessage, { name: dealer.name, place })
      : intl.formatMessage(dealerDistanceMessage, {
          name: dealer.name,
          place,
          km: intl.formatNumber(dealer.distanceKm, {
            style: 'unit',
            unit: 'kilometer',
            maximumFractionDigits: 1,
          }),
        });
  return dealer.own ? intl.formatMessage(ownDealerMessage, { dealer: text }) : text;
}

/**
 * Booking the due items at a dealer: the dealer (the own one first, then the nearest, with
 * their distance), up to three dates and a note. The server checks it all; its messages show
 * on the fields, and what was typed stays.
 */
export function BookingForm({
  vehicleId,
  items,
  dealersState,
  dealers,
  onRetryDealers,
  onSubmit,
  onSaved,
  onCancel,
  labelledBy,
}: BookingFormProps) {
  const intl = useIntl();
  return (
    <Stack space="small">
      <Text size="small">
        {intl.formatMessage(bookedItemsMessage, {
          items: intl.formatList(items.map(({ name }) => name)),
        })}
      </Text>
      <TabContentLayout state={dealersState} onRetry={onRetryDealers}>
        {dealers === null ? null : dealers.length === 0 ? (
          <Text tone="muted">{intl.formatMessage(bookingMessages.noDealers)}</Text>
        ) : (
          <BookingFields
            vehicleId={vehicleId}
            items={items}
            dealers={dealers}
            onSubmit={onSubmit}
            onSaved={onSaved}
            labelledBy={labelledBy}
          />
        )}
      </TabContentLayout>
      <div>
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage(bookingMessages.cancel)}
        </Button>
      </div>
    </Stack>
  );
}

function BookingFields({
  vehicleId,
  items,
  dealers,
  onSubmit,
  onSaved,
  labelledBy,
}: Pick<BookingFormProps, 'vehicleId' | 'items' | 'onSubmit' | 'onSaved' | 'labelledBy'> & {
  dealers: BookingDealers;
}) {
  const intl = useIntl();
  const [initial] = useState<BookingValues>(() => ({ dealerId: dealers[0]!.id }));
  // Which field each sent date came from: the server names them by their place (`dates.1`).
  const sentDateFields = useRef<string[]>([]);
  const toPayload = (values: BookingValues): ServiceBookingInput => {
    const filled = dateFields.filter((field) => values[field]);
    sentDateFields.current = filled;
    const note = values.note?.trim();
    return {
      dealerId: values.dealerId ?? '',
      dates: filled.map((field) => values[field]!),
      items: items.map(({ key }) => key),
      ...(note ? { note } : {}),
    };
  };
  const fieldOf = (path: string) => {
    const index = /^dates\.(\d)$/.exec(path)?.[1];
    if (index !== undefined) return sentDateFields.current[Number(index)] ?? 'date1';
    return path === 'dates' ? 'date1' : path;
  };
  return (
    <FleetForm<BookingValues, ServiceBookingInput>
      draftName={`fleet-service-booking:${vehicleId}`}
      initial={initial}
      fieldNames={bookingFields}
      fieldOf={fieldOf}
      toPayload={toPayload}
      onSubmit={onSubmit}
      onSaved={onSaved}
      labelledBy={labelledBy}
      submitLabel={intl.formatMessage(bookingMessages.send)}
    >
      <RadioGroup
        name="dealerId"
        label={intl.formatMessage(bookingMessages.dealer)}
        required
        options={dealers.map((dealer) => ({ value: dealer.id, label: dealerLabel(intl, dealer) }))}
      />
      <DateField
        name="date1"
        label={intl.formatMessage(bookingMessages.date1)}
        description={intl.formatMessage(bookingMessages.datesHint)}
        required
      />
      <DateField name="date2" label={intl.formatMessage(bookingMessages.date2)} />
      <DateField name="date3" label={intl.formatMessage(bookingMessages.date3)} />
      <TextArea
        name="note"
        label={intl.formatMessage(bookingMessages.note)}
        rows={3}
        maxLength={1000}
      />
    </FleetForm>
  );
}
