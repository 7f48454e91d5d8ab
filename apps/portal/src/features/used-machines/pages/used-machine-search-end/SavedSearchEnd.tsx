import { useLocale, type Locale } from '@lindner/i18n';
import { Banner, Button, Heading, Text } from '@lindner/ui';
import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import { readPortalConfig } from '../../../../shared/config';
import {
  searchEndedMessage,
  searchEndMessages,
  searchEndQuestionMessage,
  searchSummaryMessages,
} from '../../savedSearchMessages';
import * as styles from './MachineSearchEndPage.css';
import { Notice, ToListLink, UnknownSearch } from './SearchEndParts';

/** How ending the search went: ended (with its name), already gone, or failed (try again). */
export type EndOutcome = { ended: string } | 'gone' | 'failed';

export interface SavedSearchEndProps {
  /** The mail's link's token. */
  token: string;
  name: string;
  /** The search's filters as the page words them (the server's summary). */
  parts: { label: string; value: string }[];
  /** Stories: ends the search in the API's place. */
  onEnd?: () => Promise<EndOutcome>;
}

/**
 * Which search ends (name and filters) and the button that ends it
 * (`POST /machineSearches/unsubscribe/{token}`); then that it has ended, or that it was gone
 * already. The page's island.
 */
export function SavedSearchEnd({ token, name, parts, onEnd }: SavedSearchEndProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [outcome, setOutcome] = useState<EndOutcome | null>(null);
  const [ending, setEnding] = useState(false);

  if (outcome === 'gone') {
    return (
      <div className={styles.stack}>
        <Notice focus>
          <UnknownSearch />
        </Notice>
        <ToListLink />
      </div>
    );
  }

  if (outcome !== null && outcome !== 'failed') {
    return (
      <div className={styles.stack}>
        <Heading level={1} size="h3">
          {intl.formatMessage(searchEndMessages.title)}
        </Heading>
        <Notice focus>
          <Banner tone="success">
            <p>{intl.formatMessage(searchEndedMessage, { name: outcome.ended })}</p>
          </Banner>
        </Notice>
        <ToListLink />
      </div>
    );
  }

  const end = () => {
    if (ending) return;
    setEnding(true);
    void (onEnd ?? (() => endSavedSearch(token, locale)))().then((result) => {
      setEnding(false);
      setOutcome(result);
    });
  };
  return (
    <div className={styles.stack}>
      <Heading level={1} size="h3">
        {intl.formatMessage(searchEndMessages.title)}
      </Heading>
      <Text>{intl.formatMessage(searchEndQuestionMessage, { name })}</Text>
      <Heading level={2} size="large">
        {intl.formatMessage(searchEndMessages.filters)}
      </Heading>
      {parts.length === 0 ? (
        <Text>{intl.formatMessage(searchSummaryMessages.everything)}</Text>
      ) : (
        <dl className={styles.summary}>
          {parts.map(({ label, value }) => (
            <Fragment key={label}>
              <Text as="dt" weight="medium">
                {label}
              </Text>
              <Text as="dd" className={styles.summaryValue}>
                {value}
              </Text>
            </Fragment>
          ))}
        </dl>
      )}
      {outcome === 'failed' ? (
        <Banner tone="error">
          <p>{intl.formatMessage(searchEndMessages.failed)}</p>
        </Banner>
      ) : null}
      <Button type="button" busy={ending} onClick={end}>
        {intl.formatMessage(searchEndMessages.submit)}
      </Button>
      <ToListLink />
    </div>
  );
}

/**
 * `POST /machineSearches/unsubscribe/{token}` at the page's own API, its envelope read as
 * `@lindner/api`'s client reads it: written out, because that client checks answers with zod,
 * which a public page's script budget has no room for. An unknown or ended search is gone.
 */
async function endSavedSearch(token: string, locale: Locale): Promise<EndOutcome> {
  const { baseUrl, clientSegment } = readPortalConfig(import.meta.env, window.location.origin).api;
  const path = `machineSearches/unsubscribe/${encodeURIComponent(token)}`;
  try {
    const response = await fetch(`${baseUrl}/${clientSegment}/${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Accept-Language': locale },
    });
    if (response.status === 404 || response.status === 400) return 'gone';
    const envelope = (await response.json()) as { data?: { data?: { name?: unknown } } };
    const name = envelope.data?.data?.name;
    if (response.ok && typeof name === 'string') return { ended: name };
    throw new Error(`The API answered ${response.status}`);
  } catch (error) {
    console.error('Error ending the saved search', error);
    return 'failed';
  }
}
