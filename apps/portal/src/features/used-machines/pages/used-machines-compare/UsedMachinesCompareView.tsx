import { localizePath } from '@lindner/i18n';
import { Banner, Container, FetchError, Heading, Text } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { Island } from '../../../../shared/islands';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { compareMessages, missingMachineMessage } from '../../compareMessages';
import { comparedMachinesIsland } from '../../islands/compared-machines';
import type { CompareData } from './compareLoader';
import * as styles from './UsedMachinesComparePage.css';

export interface UsedMachinesCompareViewProps {
  data: CompareData;
  /** Retry: the comparison's address, loaded again (a link, as the page runs no script). */
  retryHref: string;
  /** Prints the page; the browser's print by default. */
  onPrint?: () => void;
}

/**
 * Up to four machines side by side: each one's photo, name, price and links in a column, the
 * detail page's fields as rows, differing rows marked, optionally only those; printable. The
 * table with its options is the page's island; the rest is the server's HTML.
 */
export function UsedMachinesCompareView({
  data,
  retryHref,
  onPrint,
}: UsedMachinesCompareViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const { machines, missing, failed } = data;
  const listPath = localizePath('used-machines', {}, locale);
  return (
    <Container className={styles.page}>
      <PageHead title={compareMessages.title} description={compareMessages.description} />
      <div className={styles.header}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {intl.formatMessage(compareMessages.title)}
        </Heading>
        {machines.length > 0 ? <Text>{intl.formatMessage(compareMessages.intro)}</Text> : null}
      </div>
      {missing > 0 ? (
        <Banner tone="info">
          <p>{intl.formatMessage(missingMachineMessage, { count: missing })}</p>
        </Banner>
      ) : null}
      {failed ? (
        <div className={styles.noPrint}>
          <Text>{intl.formatMessage(compareMessages.loadFailed)}</Text>
          <FetchError retryHref={retryHref} />
        </div>
      ) : null}
      {machines.length > 0 ? (
        <Island of={comparedMachinesIsland} props={{ machines, ...(onPrint ? { onPrint } : {}) }} />
      ) : failed ? null : (
        <div className={styles.empty}>
          <Heading level={2} size="h4">
            {intl.formatMessage(compareMessages.emptyTitle)}
          </Heading>
          <Text>{intl.formatMessage(compareMessages.emptyText)}</Text>
          <ButtonLink variant="primary" link={{ url: listPath }}>
            {intl.formatMessage(compareMessages.toList)}
          </ButtonLink>
        </div>
      )}
    </Container>
  );
}
