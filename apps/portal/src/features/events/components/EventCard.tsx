import type { EventSummary } from '@lindner/api/schema';
import { Text } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EventBadges } from './EventFacts';
import { eventTextLang, formatEventTime, venuePlace } from '../eventFormat';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import { formatMessages } from '../eventSignUpMessages';
import * as styles from './EventCard.css';

/** An event or a training in a list: its title (the link to it), date and time, place, teaser and badges. */
export function EventCard({ event, to }: { event: EventSummary; to: string }) {
  const intl = useIntl();
  const titleId = useId();
  const lang = eventTextLang(event, usePageLocale());
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 className={styles.cardTitle} id={titleId} lang={lang}>
        <Link to={to} className={styles.cardLink}>
          {event.title}
        </Link>
      </h3>
      <p className={styles.cardMeta}>
        <span>{formatEventTime(intl.locale, event.startsAt, event.endsAt)}</span>
        <span>{venuePlace(event.venue) ?? intl.formatMessage(formatMessages.online)}</span>
      </p>
      <Text size="small" lang={lang}>
        {event.teaser}
      </Text>
      <EventBadges event={event} />
    </article>
  );
}
