import type { SavedMachineSearch } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { Banner, Button, Heading, Text } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import {
  savedSearchActionMessage,
  savedSearchCreatedMessage,
  savedSearchesMessages,
  savedSearchMailedMessage,
  searchSummaryMessages,
} from '../../savedSearchMessages';
import { queryOfSaved, searchSummary } from '../../savedSearchSummary';
import * as styles from './BookmarksPage.css';

export interface SavedSearchesProps {
  searches: SavedMachineSearch[];
  /** Ends a saved search; false when that failed. */
  onEnd: (id: string) => Promise<boolean>;
  /** The search whose end is being confirmed at first (stories). */
  initialConfirming?: string;
}

/**
 * The user's saved searches, newest first: name, filters, when saved and last mailed, a link
 * that opens the search in the list, and "Beenden" (confirmed inline).
 */
export function SavedSearches({ searches, onEnd, initialConfirming }: SavedSearchesProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  if (searches.length === 0) {
    return (
      <>
        <Text>{intl.formatMessage(savedSearchesMessages.empty)}</Text>
        <Link
          link={{ url: localizePath('used-machines', {}, locale) }}
          className={styles.targetLink}
        >
          {intl.formatMessage(savedSearchesMessages.toList)}
        </Link>
      </>
    );
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
    <ul role="list" className={styles.list}>
      {searches.map((search) => (
        <li key={search.id}>
          <SavedSearchCard
            search={search}
            onEnd={onEnd}
            initiallyConfirming={initialConfirming === search.id}
          />
        </li>
      ))}
    </ul>
  );
}

function SavedSearchCard({
  search,
  onEnd,
  initiallyConfirming,
}: {
  search: SavedMachineSearch;
  onEnd: (id: string) => Promise<boolean>;
  initiallyConfirming: boolean;
}) {
  const intl = useIntl();
  const locale = usePageLocale();
  const titleId = useId();
  const questionId = useId();
  const [confirming, setConfirming] = useState(initiallyConfirming);
  const [ending, setEnding] = useState(false);
  const [failed, setFailed] = useState(false);
  const endButton = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLDivElement>(null);
  const [focusAfter, setFocusAfter] = useState<'question' | 'end' | null>(null);
  useEffect(() => {
    if (focusAfter === 'question') question.current?.focus();
    if (focusAfter === 'end') endButton.current?.focus();
  }, [focusAfter]);

  const parts = searchSummary(intl, queryOfSaved(search.query));
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const listUrl = `${localizePath('used-machines', {}, locale)}${search.query ? `?${search.query}` : ''}`;
  const named = (action: string) =>
    intl.formatMessage(savedSearchActionMessage, { action, name: search.name });

  const end = async () => {
    setEnding(true);
    setFailed(false);
    const ok = await onEnd(search.id);
    setEnding(false);
    if (!ok) setFailed(true);
  };

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Heading level={3} size="h4" id={titleId}>
        {search.name}
      </Heading>
      {parts.length === 0 ? (
        <Text size="small">{intl.formatMessage(searchSummaryMessages.everything)}</Text>
      ) : (
        <dl className={styles.facts}>
          {parts.map(({ label, value }) => (
            <Fragment key={label}>
              <Text as="dt" size="small" tone="muted">
                {label}
              </Text>
              <Text as="dd" size="small" weight="medium" className={styles.factValue}>
                {value}
              </Text>
            </Fragment>
          ))}
        </dl>
      )}
      <Text size="small" tone="muted">
        {intl.formatMessage(savedSearchCreatedMessage, { date: date(search.createdAt) })}
        {' · '}
        {search.lastMailedAt
          ? intl.formatMessage(savedSearchMailedMessage, { date: date(search.lastMailedAt) })
          : intl.formatMessage(savedSearchesMessages.neverMailed)}
      </Text>
      {failed ? (
        <Banner tone="error">
          <p>{intl.formatMessage(savedSearchesMessages.endFailed)}</p>
        </Banner>
      ) : null}
      {confirming ? (
        <div
          ref={question}
          tabIndex={-1}
          role="group"
          aria-labelledby={questionId}
          className={styles.confirm}
        >
          <Text id={questionId} weight="medium">
            {intl.formatMessage(savedSearchesMessages.confirmEnd)}
          </Text>
          <Button
            type="button"
            busy={ending}
            aria-label={named(intl.formatMessage(savedSearchesMessages.confirmYes))}
            onClick={() => void end()}
          >
            {intl.formatMessage(savedSearchesMessages.confirmYes)}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={ending}
            onClick={() => {
              setConfirming(false);
              setFailed(false);
              setFocusAfter('end');
            }}
          >
            {intl.formatMessage(savedSearchesMessages.cancel)}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Link
            link={{ url: listUrl }}
            className={styles.targetLink}
            aria-label={named(intl.formatMessage(savedSearchesMessages.open))}
          >
            {intl.formatMessage(savedSearchesMessages.open)}
          </Link>
          <Button
            ref={endButton}
            type="button"
            variant="secondary"
            aria-label={named(intl.formatMessage(savedSearchesMessages.end))}
            onClick={() => {
              setConfirming(true);
              setFocusAfter('question');
            }}
          >
            {intl.formatMessage(savedSearchesMessages.end)}
          </Button>
        </div>
      )}
    </article>
  );
}
