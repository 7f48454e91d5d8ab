import type { EventSummary } from '@lindner/api/schema';
import { languageOf, localizePath } from '@lindner/i18n';
import { Heading, Text } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import { upcomingEventMessages } from '../messages';
import { eventPlace, formatEventDays } from '../modelFormat';
import * as styles from './models.css';

/**
 * The next events on a model's page: their days, titles (the links to them) and places, and the
 * way to all of them. Events name no model, so these are the next ones of all, driver trainings
 * marked as such.
 */
export function UpcomingEvents({ events }: { events: EventSummary[] | null }) {
  const intl = useIntl();
  const locale = usePageLocale();
  const headingId = useId();
  return (
    <section className={styles.relatedPart} aria-labelledby={headingId}>
      <Heading level={2} size={{ xs: 'h4', md: 'h3' }} id={headingId}>
        {intl.formatMessage(upcomingEventMessages.heading)}
      </Heading>
      {events === null ? (
        <Text tone="muted">{intl.formatMessage(upcomingEventMessages.failed)}</Text>
      ) : events.length === 0 ? (
        <Text>{intl.formatMessage(upcomingEventMessages.empty)}</Text>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
        <ul role="list" className={styles.eventList}>
          {events.map((event) => (
            <li key={event.slug} className={styles.eventItem}>
              <time className={styles.eventDate} dateTime={event.startsAt}>
                {formatEventDays(intl, event)}
              </time>
              <RouterLink
                className={styles.eventLink}
                to={localizePath('event-detail', { slug: event.slug }, locale)}
                // German where the event has no translation into the page's language.
                lang={event.textLanguage === languageOf(locale) ? undefined : event.textLanguage}
              >
                {event.title}
              </RouterLink>
              <span className={styles.eventMeta}>
                <span>{eventPlace(event) ?? intl.formatMessage(upcomingEventMessages.online)}</span>
                {event.training ? (
                  <span className={styles.badge}>
                    {intl.formatMessage(upcomingEventMessages.training)}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link link={{ url: localizePath('events', {}, locale) }}>
        {intl.formatMessage(upcomingEventMessages.all)}
      </Link>
    </section>
  );
}
