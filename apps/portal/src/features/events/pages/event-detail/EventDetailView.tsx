import type { EventDetail } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { BackLink, ButtonAnchor, Container, FetchError, Heading, Link, Text } from '@lindner/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EventBadges, EventFacts } from '../../components/EventFacts';
import { paragraphsOf } from '../../eventFormat';
import { factMessages } from '../../eventSignUpMessages';
import { PageHead } from '../../../../shared/head';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { detailMessages, listMessages } from '../../messages';
import * as styles from './EventDetailPage.css';

export interface EventDetailViewProps {
  /** The event; null when it could not be fetched. */
  event: EventDetail | null;
  /** The address of the event's calendar file. */
  calendarHref: string;
  /** The sign-up box (the page's; it needs the sign-on). */
  signUp: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * One event: its badges, date and time, venue with a map link, places and companions, the
 * calendar file, its description and the sign-up.
 */
export function EventDetailView({
  event,
  calendarHref,
  signUp,
  onRetry,
  retrying = false,
}: EventDetailViewProps) {
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
        <FetchError onRetry={onRetry} retrying={retrying} />
      </Container>
    );
  }
  const paragraphs = paragraphsOf(event.description);
  return (
    <Container className={styles.page}>
      <PageHead title={event.title} description={event.teaser} />
      {back}
      <div className={styles.header}>
        <EventBadges event={event} />
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {event.title}
        </Heading>
        <Text>{event.teaser}</Text>
      </div>
      <div className={styles.layout}>
        <div className={styles.facts}>
          <EventFacts event={event} />
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
          <section className={styles.description} aria-labelledby={descriptionId}>
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
