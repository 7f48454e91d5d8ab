import type { ContestDetail } from '@lindner/api/schema';
import { languageOf, localizePath } from '@lindner/i18n';
import { Button, Container, FetchError, Heading, Image, Text } from '@lindner/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageHead } from '../../../shared/head';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import { formatAgeBand, formatDay, formatDeadline } from '../contestFormat';
import {
  contestDeadlineMessage,
  contestListMessages,
  contestMessages,
  drawingByMessage,
  drawingTitleMessage,
  entryByMessage,
  prizeDrawMessage,
  voteCountMessage,
} from '../messages';
import { entryFormMessages } from '../formMessages';
import * as styles from './contests.css';

export interface ContestViewProps {
  contest: ContestDetail | null;
  retryHref: string;
  /** The vote of an entry: the island on the page, a plain button in stories. */
  voteOf?: (entry: ContestDetail['entries'][number], title: string) => ReactNode;
  /** Where the entry form is (while the contest is open). */
  formAnchor?: ReactNode;
}

/**
 * A contest's page: its texts, the deadline (or "Einsendeschluss ist vorbei"), the drawing
 * contest's prize draw, and its published entries with picture or video link, title, first
 * name and votes. A video is a link, never an embedded player.
 */
export function ContestView({ contest, retryHref, voteOf, formAnchor }: ContestViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const entriesId = useId();
  const back = (
    <Link to={localizePath('contests', {}, locale)}>
      {intl.formatMessage(contestMessages.back)}
    </Link>
  );
  if (!contest) {
    return (
      <Container className={styles.page}>
        <PageHead title={contestListMessages.title} />
        {back}
        <FetchError retryHref={retryHref} />
      </Container>
    );
  }
  const lang = contest.textLanguage === languageOf(locale) ? undefined : contest.textLanguage;
  return (
    <Container className={styles.page}>
      <PageHead title={contest.title} description={contest.intro} />
      {back}
      <div className={styles.intro} lang={lang}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {contest.title}
        </Heading>
        <Text>{contest.intro}</Text>
      </div>
      <div className={styles.intro}>
        <Heading level={2} size="h4">
          {intl.formatMessage(contestMessages.prize)}
        </Heading>
        <Text lang={lang}>{contest.prize}</Text>
        {contest.prizeDrawOn ? (
          <Text>
            {intl.formatMessage(prizeDrawMessage, {
              date: formatDay(intl, contest.prizeDrawOn),
            })}
          </Text>
        ) : null}
        {contest.open ? (
          <Text>
            {intl.formatMessage(contestDeadlineMessage, {
              deadline: formatDeadline(intl, contest.submissionDeadline),
            })}
          </Text>
        ) : null}
      </div>
      <div className={styles.takePart}>
        {contest.open ? (
          (formAnchor ?? (
            <Text>
              {intl.formatMessage(contestMessages.takePartNote)}{' '}
              <Link to={localizePath('participation-terms', {}, locale)}>
                {intl.formatMessage(entryFormMessages.termsLink)}
              </Link>
              {' · '}
              <Link to={localizePath('privacy', {}, locale)}>
                {intl.formatMessage(entryFormMessages.privacyLink)}
              </Link>
            </Text>
          ))
        ) : (
          <Button variant="primary" disabled>
            {intl.formatMessage(contestMessages.deadlineOver)}
          </Button>
        )}
      </div>
      <section aria-labelledby={entriesId} className={styles.page}>
        <Heading level={2} size={{ xs: 'h4', md: 'h3' }} id={entriesId}>
          {intl.formatMessage(contestMessages.entriesHeading)}
        </Heading>
        {contest.entries.length === 0 ? (
          <Text>{intl.formatMessage(contestMessages.noEntries)}</Text>
        ) : (
          // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
          <ul role="list" className={styles.cardList}>
            {contest.entries.map((entry, index) => {
              const byline = entry.ageBand
                ? intl.formatMessage(drawingByMessage, {
                    name: entry.name,
                    ageBand: formatAgeBand(intl, entry.ageBand),
                  })
                : intl.formatMessage(entryByMessage, { name: entry.name });
              const title =
                entry.title ?? intl.formatMessage(drawingTitleMessage, { name: entry.name });
              return (
                <li key={entry.id}>
                  <article className={styles.card} data-entry={entry.id}>
                    {entry.picture ? (
                      <Image
                        image={entry.picture}
                        className={styles.picture}
                        loading={index < 2 ? 'eager' : 'lazy'}
                        alt={title}
                      />
                    ) : null}
                    <Heading level={3} size="standard">
                      {title}
                    </Heading>
                    <Text tone="muted">{byline}</Text>
                    {entry.videoUrl ? (
                      <a href={entry.videoUrl} rel="noopener noreferrer nofollow" target="_blank">
                        {intl.formatMessage(contestMessages.video)}
                      </a>
                    ) : null}
                    <Text weight="strong" data-votes="">
                      {intl.formatMessage(voteCountMessage, { count: entry.votes })}
                    </Text>
                    {voteOf?.(entry, title)}
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Container>
  );
}
