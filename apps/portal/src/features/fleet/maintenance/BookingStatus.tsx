import type { ServiceBooking } from '@lindner/api/schema';
import { Button, Inline, Stack, Text } from '@lindner/ui';
import { useIntl, type IntlShape } from 'react-intl';
import {
  acceptLabelMessage,
  bookingMessages,
  confirmedMessage,
  dealerMessageMessage,
  proposedMessage,
  requestedMessage,
  withdrawLabelMessage,
} from './bookingMessages';

const dayOf = (intl: IntlShape, day: string) =>
  intl.formatDate(new Date(`${day}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });

export interface BookingStatusProps {
  itemName: string;
  booking: ServiceBooking;
  onWithdraw: () => void;
  onAccept: () => void;
}

/** An item's open booking at the dealer: requested, confirmed or the dealer's proposal. */
export function BookingStatus({ itemName, booking, onWithdraw, onAccept }: BookingStatusProps) {
  const intl = useIntl();
  const dealer = booking.dealerName;
  const proposal = booking.state === 'proposed' ? booking.dealerProposal : null;
  const text =
    booking.state === 'confirmed' && booking.confirmedDate
      ? intl.formatMessage(confirmedMessage, {
          dealer,
          date: dayOf(intl, booking.confirmedDate),
        })
      : proposal
        ? intl.formatMessage(proposedMessage, { dealer, date: dayOf(intl, proposal.date) })
        : intl.formatMessage(requestedMessage, {
            dealer,
            dates: intl.formatList(
              booking.dates.map((day) => dayOf(intl, day)),
              { type: 'disjunction' },
            ),
          });
  return (
    <Stack space="small">
      <Text size="small" weight="medium">
        {text}
      </Text>
      {proposal?.message ? (
        <Text size="small">
          {intl.formatMessage(dealerMessageMessage, { message: proposal.message })}
        </Text>
      ) : null}
      <Inline space="small">
        {proposal ? (
          <Button
            aria-label={intl.formatMessage(acceptLabelMessage, { item: itemName })}
            onClick={onAccept}
          >
            {intl.formatMessage(bookingMessages.accept)}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          aria-label={intl.formatMessage(withdrawLabelMessage, { item: itemName })}
          onClick={onWithdraw}
        >
          {intl.formatMessage(bookingMessages.withdraw)}
        </Button>
      </Inline>
    </Stack>
  );
}
