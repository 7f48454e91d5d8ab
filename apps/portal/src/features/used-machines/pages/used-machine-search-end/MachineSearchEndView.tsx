import { localizePath } from '@lindner/i18n';
import { Banner, Button, Container, FetchError, Heading, Link, Text } from '@lindner/ui';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head/PageHead';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import {
  searchEndedMessage,
  searchEndMessages,
  searchEndQuestionMessage,
  searchSummaryMessages,
} from '../../savedSearchMessages';
import { queryOfSaved, searchSummary } from '../../savedSearchSummary';
import type { SearchEndData } from './searchEndLoader';
import * as styles from './MachineSearchEndPage.css';

/** How ending the search went: ended (with its name), already gone, or failed (try again). */
export type EndOutcome = { ended: string } | 'gone' | 'failed';

export interface MachineSearchEndViewProps {
  data: SearchEndData;
  onEnd: () => Promise<EndOutcome>;
  /** Fetches the search again after a failed fetch. */
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * Ends a saved search from its mail: which search it is (name and filters) and the button; then
 * that it has ended. An unknown or already ended link says so and leads to the used machines.
 */
export function MachineSearchEndView({
  data,
  onEnd,
  onRetry,
  retrying = false,
}: MachineSearchEndViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const [outcome, setOutcome] = useState<EndOutcome | null>(null);
  const [ending, setEnding] = useState(false);
  const toList = (
    <Link link={{ url: localizePath('used-machines', {}, locale) }} className={styles.link}>
      {intl.formatMessage(searchEndMessages.toList)}
    </Link>
  );
  const head = (
    <>
      <PageHead title={searchEndMessages.title} />
      <meta name="robots" content="noindex" />
    </>
  );

  if (data.failed && outcome === null) {
    return (
      <Container className={styles.page}>
        {head}
        <Heading level={1} size="h3">
          {intl.formatMessage(searchEndMessages.loadFailed)}
        </Heading>
        <FetchError onRetry={onRetry} retrying={retrying} />
      </Container>
    );
  }

  if (data.search === null || outcome === 'gone') {
    return (
      <Container className={styles.page}>
        {head}
        <Notice focus={outcome === 'gone'}>
          <Heading level={1} size="h3">
            {intl.formatMessage(searchEndMessages.unknownTitle)}
          </Heading>
          <Text>{intl.formatMessage(searchEndMessages.unknown)}</Text>
        </Notice>
        {toList}
      </Container>
    );
  }

  if (outcome !== null && outcome !== 'failed') {
    return (
      <Container className={styles.page}>
        {head}
        <Heading level={1} size="h3">
          {intl.formatMessage(searchEndMessages.title)}
        </Heading>
        <Notice focus>
          <Banner tone="success">
            <p>{intl.formatMessage(searchEndedMessage, { name: outcome.ended })}</p>
          </Banner>
        </Notice>
        {toList}
      </Container>
    );
  }

  const { name, query } = data.search;
  const parts = searchSummary(intl, queryOfSaved(query));
  return (
    <Container className={styles.page}>
      {head}
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
      <Button
        type="button"
        busy={ending}
        onClick={() => {
          if (ending) return;
          setEnding(true);
          void onEnd().then((result) => {
            setEnding(false);
            setOutcome(result);
          });
        }}
      >
        {intl.formatMessage(searchEndMessages.submit)}
      </Button>
      {toList}
    </Container>
  );
}

/** The page's message; after the button, focus moves to it, so it is heard. */
function Notice({ focus, children }: { focus: boolean; children: ReactNode }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) notice.current?.focus();
  }, [focus]);
  return (
    <div ref={notice} tabIndex={-1} className={styles.notice}>
      {children}
    </div>
  );
}
