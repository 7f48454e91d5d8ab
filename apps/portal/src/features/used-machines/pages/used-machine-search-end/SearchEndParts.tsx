import { localizePath, useLocale } from '@lindner/i18n';
import { cx, Heading, Text } from '@lindner/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { searchEndMessages } from '../../savedSearchMessages';
import { textLink } from '../../components/machines.css';
import * as styles from './MachineSearchEndPage.css';

/** The way to the used machines, below every state of the page: a plain link (no router). */
export function ToListLink() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <a href={localizePath('used-machines', {}, locale)} className={cx(textLink, styles.link)}>
      {intl.formatMessage(searchEndMessages.toList)}
    </a>
  );
}

/** An unknown link, or a search that has ended already: it says so. */
export function UnknownSearch() {
  const intl = useIntl();
  return (
    <>
      <Heading level={1} size="h3">
        {intl.formatMessage(searchEndMessages.unknownTitle)}
      </Heading>
      <Text>{intl.formatMessage(searchEndMessages.unknown)}</Text>
    </>
  );
}

/** The page's message; after the button, focus moves to it, so it is heard. */
export function Notice({ focus, children }: { focus: boolean; children: ReactNode }) {
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
