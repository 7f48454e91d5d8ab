import type { DealerWithDistance } from '@lindner/api/schema';
import { Text } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { openingStatus } from '../core';
import {
  messages,
  weekdayName,
  openNowMessage,
  closedNowMessage,
  closedTodayMessage,
  closedTomorrowMessage,
} from './messages';

/** "Open now, until 17:30" or "Closed, opens Monday at 07:30", in the dealer's time zone. */
export function OpeningState({ dealer, now }: { dealer: DealerWithDistance; now: Date }) {
  const intl = useIntl();
  if (dealer.openingHours.length === 0) {
    return <Closed>{intl.formatMessage(messages.noHours)}</Closed>;
  }
  const state = openingStatus(dealer.openingHours, dealer.country, now);
  if (state.open) {
    return (
      <Text as="span" tone="success" weight="medium">
        {intl.formatMessage(openNowMessage, { time: state.closes })}
      </Text>
    );
  }
  const { opens } = state;
  if (!opens) return <Closed>{intl.formatMessage(messages.closed)}</Closed>;
  // Seven days ahead is the same weekday next week: named by its day, never "today".
  const text =
    opens.inDays === 0
      ? intl.formatMessage(closedTodayMessage, { time: opens.time })
      : opens.inDays === 1
        ? intl.formatMessage(closedTomorrowMessage, { time: opens.time })
        : intl.formatMessage(closedNowMessage, {
            day: weekdayName(intl.locale, opens.day),
            time: opens.time,
          });
  return <Closed>{text}</Closed>;
}

function Closed({ children }: { children: string }) {
  return (
    <Text as="span" tone="muted">
      {children}
    </Text>
  );
}
