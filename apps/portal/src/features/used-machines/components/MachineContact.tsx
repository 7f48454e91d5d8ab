import type { MachineContact as Contact } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { Heading, Text } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import { dealerLinkMessage, detailMessages } from '../messages';
import * as styles from './machines.css';

/** Who answers for the machine: name, phone, e-mail, and the dealer in the dealer finder. */
export function MachineContact({ contact }: { contact: Contact }) {
  const intl = useIntl();
  const locale = usePageLocale();
  const headingId = useId();
  return (
    <section className={styles.factGroup} aria-labelledby={headingId}>
      <Heading level={2} size="h4" id={headingId}>
        {intl.formatMessage(detailMessages.contact)}
      </Heading>
      <Text weight="medium">{contact.name}</Text>
      {contact.dealer ? null : (
        <Text size="small" tone="muted">
          {intl.formatMessage(detailMessages.lindnerSales)}
        </Text>
      )}
      <dl className={styles.factList}>
        {contact.phone ? (
          <div className={styles.factRow}>
            <dt className={styles.factTerm}>{intl.formatMessage(detailMessages.phone)}</dt>
            <dd className={styles.factRowValue}>
              <a className={styles.textLink} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                {contact.phone}
              </a>
            </dd>
          </div>
        ) : null}
        {contact.email ? (
          <div className={styles.factRow}>
            <dt className={styles.factTerm}>{intl.formatMessage(detailMessages.email)}</dt>
            <dd className={styles.factRowValue}>
              <a className={styles.textLink} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </dd>
          </div>
        ) : null}
        {contact.dealer ? (
          <div className={styles.factRow}>
            <dt className={styles.factTerm}>{intl.formatMessage(detailMessages.dealer)}</dt>
            <dd className={styles.factRowValue}>
              <Link className={styles.textLink} to={localizePath('dealer-finder', {}, locale)}>
                {intl.formatMessage(dealerLinkMessage, { dealer: contact.dealer.name })}
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
