import type { EventDetail } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { ButtonAnchor, Container, FetchError, Heading, Text } from '@lindner/ui';
import { BackLink, Link } from '@lindner/ui/router';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EventBadges, EventFacts } from '../../components/EventFacts';
import { eventTextLang, paragraphsOf } from '../../eventFormat';
import { factMessages } from '../../eventSignUpMessages';
import { PageHead } from '../../../../shared/head';
import { Island } from '../../../../shared/islands';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { eventPlacesIsland } from '../../islands/event-places';
import { detailMessages, listMessages } from '../../messages';
import * as styles from './EventDetailPage.css';

export interface EventDetailViewProps {
  /** The event; null when it could not be fetched. */
  event: EventDetail | null;
  /** The address of the event's calendar file. */
  calendarHref: string;
  /** The sign-up box (the page's island; it needs the sign-on). */
  signUp: ReactNode;
  /** Retry: the event's address, loaded again (a link, as the page runs no script of its own). */
  retryHref: string;
}

/**
 * One event: its badges, date and time, venue with a map link, places and companions, the
 * calendar file, its description and the sign-up. The sign-up and the places counts, which
 * follow it, are islands; the rest is the server's HTML.
 */
export function EventDetailView({ event, calendarHref, signUp, retryHref }: EventDetailViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const descriptionId = useId();
  const back = (
    <BackLink
      to={localizePath('events', {}, locale)}
      label={intl.formatMessage(detailMessages.backToList)}
    />
  );
  if (!event) {
    return (
      <Container className={styles.page}>
        <PageHead title={listMessages.title} />
        {back}
        <Heading level={1} size="h3">
          {intl.formatMessage(detailMessages.loadFailed)}
        </Heading>
        <FetchError retryHref={retryHref} />
      </Container>
    );
  }
  const paragraphs = paragraphsOf(event.description);
  const lang = eventTextLang(event, locale);
  const places = (look: 'badge' | 'fact') => (
    <Island
      of={eventPlacesIsland}
      props={{ slug: event.slug, placesLeft: event.placesLeft, look }}
    />
  );
  return (
    <Container className={styles.page}>
      <PageHead title={event.title} description={event.teaser} />
      {back}
      <div className={styles.header}>
        <EventBadges event={event} places={places('badge')} />
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }} lang={lang}>
          {event.title}
        </Heading>
        <Text lang={lang}>{event.teaser}</Text>
        {lang ? <Text tone="muted">{intl.formatMessage(detailMessages.onlyInGerman)}</Text> : null}
      </div>
      <div className={styles.layout}>
        <div className={styles.facts}>
          <EventFacts event={event} places={places('fact')} />
          <ButtonAnchor variant="secondary" href={calendarHref} download>
            {intl.formatMessage(factMessages.calendar)}
          </ButtonAnchor>
          {event.onlineUrl ? (
            <Link link={{ url: event.onlineUrl, isExternal: true }}>
              {intl.formatMessage(factMessages.onlineLink)}
            </Link>
          ) : null}
        </div>
        <div className={styles.signUp}>{signUp}</div>
        {paragraphs.length > 0 ? (
          <section className={styles.description} aria-labelledby={descriptionId} lang={lang}>
            <Heading level={2} size="h4" id={descriptionId}>
              {intl.formatMessage(factMessages.description)}
            </Heading>
            {paragraphs.map((paragraph, index) => (
              <Text key={index}>{paragraph}</Text>
            ))}
          </section>
        ) : null}
      </div>
    </Container>
  );
}
