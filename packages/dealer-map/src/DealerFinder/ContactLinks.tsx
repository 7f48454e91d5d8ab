import type { DealerContact } from '@lindner/api/schema';
import { visuallyHidden } from '@lindner/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { phoneLink } from '../core';
import { links } from './DealerFinder.css';
import { emailMessage, messages, phoneMessage } from './messages';

/** Phone and e-mail as links, each labelled; empty parts are left out. */
export function ContactLinks({
  contact,
  website,
  route,
}: {
  contact?: Pick<DealerContact, 'phone' | 'email'>;
  website?: string | null;
  route?: string;
}) {
  const intl = useIntl();
  const newTab = <span className={visuallyHidden}> {intl.formatMessage(messages.newTab)}</span>;
  return (
    <ul className={links}>
      {contact?.phone ? (
        <li>
          {intl.formatMessage(phoneMessage, {
            number: contact.phone,
            link: (chunks: ReactNode[]) => <a href={phoneLink(contact.phone!)}>{chunks}</a>,
          })}
        </li>
      ) : null}
      {contact?.email ? (
        <li>
          {intl.formatMessage(emailMessage, {
            address: contact.email,
            link: (chunks: ReactNode[]) => <a href={`mailto:${contact.email}`}>{chunks}</a>,
          })}
        </li>
      ) : null}
      {website ? (
        <li>
          <a href={website} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(messages.website)}
            {newTab}
          </a>
        </li>
      ) : null}
      {route ? (
        <li>
          <a href={route} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(messages.route)}
            {newTab}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
