import { languageOf, localizePath } from '@lindner/i18n';
import { FetchError, Heading, Text } from '@lindner/ui';
import { Container } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageHead } from '../../../../shared/head';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import * as styles from '../../components/contests.css';
import type { ContestListData } from '../../contestLoaders';
import { contestRoutes, formatDeadline } from '../../contestFormat';
import { contestEntryCountMessage, contestListMessages, contestOpenMessage } from '../../messages';

export interface ContestsViewProps {
  data: ContestListData;
  /** Retry: the list's address, loaded again (a link, as the page runs no script). */
  retryHref: string;
}

/** The three contests, each with its deadline (or that it is over) and its entries' count. */
export function ContestsView({ data, retryHref }: ContestsViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const language = languageOf(locale);
  return (
    <Container className={styles.page}>
      <PageHead title={contestListMessages.title} description={contestListMessages.description} />
      <div className={styles.intro}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {intl.formatMessage(contestListMessages.title)}
        </Heading>
        <Text>{intl.formatMessage(contestListMessages.intro)}</Text>
      </div>
      {data.contests === null ? (
        <FetchError retryHref={retryHref} />
      ) : (
        // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
        <ul role="list" className={styles.cardList}>
          {data.contests.map((contest) => {
            const lang = contest.textLanguage === language ? undefined : contest.textLanguage;
            return (
              <li key={contest.id}>
                <article className={styles.card}>
                  <Heading level={2} size="h4" lang={lang}>
                    <Link to={localizePath(contestRoutes[contest.id], {}, locale)}>
                      {contest.title}
                    </Link>
                  </Heading>
                  <Text lang={lang}>{contest.intro}</Text>
                  <Text className={contest.open ? undefined : styles.deadlineOver}>
                    {contest.open
                      ? intl.formatMessage(contestOpenMessage, {
                          deadline: formatDeadline(intl, contest.submissionDeadline),
                        })
                      : intl.formatMessage(contestListMessages.closed)}
                  </Text>
                  <Text tone="muted">
                    {intl.formatMessage(contestEntryCountMessage, { count: contest.entryCount })}
                  </Text>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </Container>
  );
}
