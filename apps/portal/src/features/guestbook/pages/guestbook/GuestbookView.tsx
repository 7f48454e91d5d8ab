import { localizePath } from '@lindner/i18n';
import { Container, FetchError, Heading, Text } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { Island } from '../../../../shared/islands';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { Paging } from '../../../../shared/Paging';
import * as styles from '../../components/guestbook.css';
import { GuestbookEntryCard } from '../../components/GuestbookEntryCard';
import type { GuestbookFormProps } from '../../components/GuestbookForm';
import type { GuestbookData } from '../../guestbookLoaders';
import { guestbookFormIsland } from '../../islands/guestbook-form';
import { entryCountMessage, pageMessages as messages, pageNumberMessage } from '../../messages';
import type { ApiAddress } from '../../sendGuestbookEntry';

export interface GuestbookViewProps {
  data: GuestbookData;
  /** The page's path, where its pages go. */
  action: string;
  /** Retry: this page's address, loaded again (a link, as the page runs no script). */
  retryHref: string;
  api: ApiAddress;
  /** Sends instead of the API (stories). */
  onSubmit?: GuestbookFormProps['onSubmit'];
}

/**
 * The guestbook: the approved entries, newest first, a page at a time (links that need no
 * script), each with Lindner's reply; beside them (below on a phone) the form, its island.
 */
export function GuestbookView({ data, action, retryHref, api, onSubmit }: GuestbookViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const entriesId = useId();
  const formId = useId();
  const { page, result } = data;
  return (
    <Container className={styles.page}>
      <PageHead title={messages.title} description={messages.description} />
      <div className={styles.intro}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {intl.formatMessage(messages.title)}
        </Heading>
        <Text>{intl.formatMessage(messages.intro)}</Text>
      </div>
      <div className={styles.layout}>
        <section className={styles.section} aria-labelledby={entriesId}>
          <Heading level={2} size="h4" id={entriesId}>
            {result
              ? intl.formatMessage(entryCountMessage, { count: result.total })
              : intl.formatMessage(messages.entriesHeading)}
          </Heading>
          {result === null ? (
            <FetchError retryHref={retryHref} />
          ) : result.entries.length === 0 && result.total > 0 ? (
            // A page past the last (an old or typed address): the entries are on the first.
            <div className={styles.empty}>
              <Text>{intl.formatMessage(messages.pastLast)}</Text>
              <ButtonLink variant="secondary" link={{ url: action }}>
                {intl.formatMessage(messages.firstPage)}
              </ButtonLink>
            </div>
          ) : result.entries.length === 0 ? (
            <div className={styles.empty}>
              <Heading level={3} size="standard">
                {intl.formatMessage(messages.emptyTitle)}
              </Heading>
              <Text>{intl.formatMessage(messages.emptyText)}</Text>
            </div>
          ) : (
            // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
            <ul role="list" className={styles.list}>
              {result.entries.map((entry) => (
                <li key={entry.id}>
                  <GuestbookEntryCard entry={entry} />
                </li>
              ))}
            </ul>
          )}
          {result ? (
            <Paging
              page={page}
              pages={Math.ceil(result.total / result.pageSize)}
              href={(number) => (number > 1 ? `${action}?page=${number}` : action)}
              texts={{
                label: intl.formatMessage(messages.pages),
                previous: intl.formatMessage(messages.previous),
                next: intl.formatMessage(messages.next),
                page: (number) => intl.formatMessage(pageNumberMessage, { page: number }),
              }}
            />
          ) : null}
        </section>
        <section className={styles.formPanel} aria-labelledby={formId}>
          <Heading level={2} size="h4" id={formId}>
            {intl.formatMessage(messages.formHeading)}
          </Heading>
          <Island
            of={guestbookFormIsland}
            props={{
              labelledBy: formId,
              privacyHref: localizePath('privacy', {}, locale),
              api,
              onSubmit,
            }}
          />
        </section>
      </div>
    </Container>
  );
}
