import type { EventSummary } from '@lindner/api/schema';
import { Link } from '@lindner/ui/router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './EventFacts.css';
import { formatEventTime, mapUrl, placesBadge } from '../eventFormat';
import { placesText } from './placesText';
import {
  badgeMessages,
  companionsAllowedMessage,
  factMessages,
  formatMessages,
  mapLinkMessage,
} from '../eventSignUpMessages';

/** An event's badges: online or on-site, a driver training, and its places. */
export function EventBadges({
  event,
  places,
}: {
  event: EventSummary;
  /** The places' badge itself (`EventPlaces`), where it follows the page's sign-ups. */
  places?: ReactNode;
}) {
  const intl = useIntl();
  const full = placesBadge(event.placesLeft).kind === 'full';
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
    <ul role="list" className={styles.badges}>
      <li className={styles.badge}>{intl.formatMessage(formatMessages[event.format])}</li>
      {event.training ? (
        <li className={`${styles.badge} ${styles.badgeTraining}`}>
          {intl.formatMessage(badgeMessages.training)}
        </li>
      ) : null}
      {places ? (
        <li>{places}</li>
      ) : (
        <li className={full ? `${styles.badge} ${styles.badgeFull}` : styles.badge}>
          {placesText(intl, event.placesLeft)}
        </li>
      )}
    </ul>
  );
}

/**
 * An event's facts: date and time (Vienna's), online or the venue with its map, the places left
 * (or unlimited) and the companions allowed.
 */
export function EventFacts({
  event,
  placesLeft = event.placesLeft,
  places,
}: {
  event: EventSummary;
  /** The latest known places left, when newer than the event's. */
  placesLeft?: number | null;
  /** The places' value (`EventPlaces`), where it follows the page's sign-ups. */
  places?: ReactNode;
}) {
  const intl = useIntl();
  const { venue } = event;
  return (
    <dl className={styles.facts}>
      <dt className={styles.term}>{intl.formatMessage(factMessages.when)}</dt>
      <dd className={styles.value}>{formatEventTime(intl.locale, event.startsAt, event.endsAt)}</dd>
      <dt className={styles.term}>{intl.formatMessage(factMessages.where)}</dt>
      <dd className={styles.value}>
        {venue ? (
          <>
            <span>{venue.name}</span>
            <span>{venue.street}</span>
            <span>
              {venue.zip} {venue.city}, {venue.region}
            </span>
            <Link link={{ url: mapUrl(venue) }} className={styles.link}>
              {intl.formatMessage(mapLinkMessage, { place: venue.name })}
            </Link>
          </>
        ) : (
          <span>{intl.formatMessage(factMessages.onlineWhere)}</span>
        )}
      </dd>
      <dt className={styles.term}>{intl.formatMessage(factMessages.places)}</dt>
      <dd className={styles.value}>
        {places ??
          (placesLeft === null
            ? intl.formatMessage(factMessages.unlimitedPlaces)
            : placesText(intl, placesLeft))}
      </dd>
      <dt className={styles.term}>{intl.formatMessage(factMessages.companions)}</dt>
      <dd className={styles.value}>
        {event.companionsAllowed > 0
          ? intl.formatMessage(companionsAllowedMessage, { count: event.companionsAllowed })
          : intl.formatMessage(factMessages.noCompanions)}
      </dd>
    </dl>
  );
}
