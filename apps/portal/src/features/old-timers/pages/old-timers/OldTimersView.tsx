import { languageOf } from '@lindner/i18n';
import { Container, FetchError, Heading, Text, visuallyHidden } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { OldTimerCard } from '../../components/OldTimerCard';
import { SeriesFilter } from '../../components/SeriesFilter';
import * as styles from '../../components/oldTimers.css';
import { listMessages, oldTimerCountMessage } from '../../messages';
import { oldTimerPath } from '../../oldTimerAddress';
import { formatDecade } from '../../oldTimerFormat';
import { filterBySeries, matchSeries, oldTimersByDecade, seriesOf } from '../../oldTimerGroups';
import type { OldTimerListData } from '../../oldTimerLoaders';

export interface OldTimersViewProps {
  data: OldTimerListData;
  /** The list's path, where its form goes and "all old-timers" leads. */
  action: string;
  /** With JavaScript: go to the filter's address (`?series=…`) without reloading. */
  onSearch?: (search: string) => void;
  /** Retry: the list's address, loaded again (a link, as the page runs no script). */
  retryHref: string;
}

/**
 * Lindner's historic models by the decade they came out in ("1950er"), within a decade by
 * series, each a card; filtered by series through a GET form. A page of text: no island.
 */
export function OldTimersView({ data, action, onSearch, retryHref }: OldTimersViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const idPrefix = useId();
  const { oldTimers } = data;
  const choices = oldTimers ? seriesOf(oldTimers) : [];
  // A series the list does not have shows every old-timer.
  const series = matchSeries(data.series, choices);
  const shown = oldTimers ? filterBySeries(oldTimers, series) : [];
  const decades = oldTimersByDecade(shown);
  const language = languageOf(locale);
  let eager = 2;
  return (
    <Container className={styles.page}>
      <PageHead title={listMessages.title} description={listMessages.description} />
      <div className={styles.intro}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {intl.formatMessage(listMessages.title)}
        </Heading>
        <Text>{intl.formatMessage(listMessages.intro)}</Text>
      </div>
      {choices.length > 1 ? (
        <SeriesFilter series={series} choices={choices} action={action} onSearch={onSearch} />
      ) : null}
      <p className={visuallyHidden} aria-live="polite">
        {oldTimers ? intl.formatMessage(oldTimerCountMessage, { count: shown.length }) : null}
      </p>
      {oldTimers === null ? (
        <FetchError retryHref={retryHref} />
      ) : shown.length === 0 ? (
        <div className={styles.empty}>
          <Heading level={2} size="h4">
            {intl.formatMessage(listMessages.emptyTitle)}
          </Heading>
          <Text>{intl.formatMessage(listMessages.emptyText)}</Text>
          {data.series ? (
            <ButtonLink variant="secondary" link={{ url: action }}>
              {intl.formatMessage(listMessages.showAll)}
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        decades.map(({ decade, series: decadeSeries }) => {
          const decadeId = `${idPrefix}-${decade}`;
          return (
            <section key={decade} className={styles.decade} aria-labelledby={decadeId}>
              <Heading level={2} size={{ xs: 'h3', md: 'h2' }} id={decadeId}>
                {formatDecade(intl, decade)}
              </Heading>
              {/* A series is no region: one can come in two decades, and regions need names of their own. */}
              {decadeSeries.map(({ series: name, oldTimers: members }) => (
                <div key={name} className={styles.series}>
                  <Heading level={3} size="h4">
                    {name}
                  </Heading>
                  {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
                  <ul role="list" className={styles.cardList}>
                    {members.map((oldTimer) => (
                      <li key={oldTimer.id}>
                        <OldTimerCard
                          oldTimer={oldTimer}
                          to={oldTimerPath(oldTimer.id, locale)}
                          eager={eager-- > 0}
                          textLang={
                            oldTimer.textLanguage === language ? undefined : oldTimer.textLanguage
                          }
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          );
        })
      )}
    </Container>
  );
}
