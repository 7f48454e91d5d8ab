import { Text } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Facts, LegalPage, LegalSection } from '../../LegalPage';
import { companyFigures, imprintMessages as messages, tradeLawMessage } from '../../messages';

/** The imprint: who runs the site, how to reach them, register and supervisory figures. */
export function ImprintPage() {
  const intl = useIntl();
  const text = (message: (typeof messages)[keyof typeof messages]) => intl.formatMessage(message);
  const tradeLaw = intl.formatMessage(tradeLawMessage, {
    link: (chunks: ReactNode[]) => <Link link={{ url: companyFigures.tradeLawUrl }}>{chunks}</Link>,
  });
  return (
    <LegalPage title={messages.title} description={messages.description} intro={messages.intro}>
      <Facts
        items={[
          { label: text(messages.companyLabel), value: text(messages.company) },
          { label: text(messages.addressLabel), value: text(messages.address) },
          {
            label: text(messages.phoneLabel),
            value: <a href={companyFigures.phoneHref}>{companyFigures.phone}</a>,
          },
          {
            label: text(messages.emailLabel),
            value: <a href={`mailto:${companyFigures.email}`}>{companyFigures.email}</a>,
          },
          { label: text(messages.purposeLabel), value: text(messages.purpose) },
          { label: text(messages.registerLabel), value: companyFigures.register },
          { label: text(messages.courtLabel), value: text(messages.court) },
          { label: text(messages.vatLabel), value: companyFigures.vat },
          { label: text(messages.chamberLabel), value: text(messages.chamber) },
          { label: text(messages.authorityLabel), value: text(messages.authority) },
          { label: text(messages.tradeLawLabel), value: tradeLaw },
        ]}
      />
      {(
        [
          [messages.publisherTitle, messages.publisherText],
          [messages.pricesTitle, messages.pricesText],
          [messages.liabilityTitle, messages.liabilityText],
          [messages.copyrightTitle, messages.copyrightText],
        ] as const
      ).map(([title, body]) => (
        <LegalSection key={title.id} title={text(title)}>
          <Text>{text(body)}</Text>
        </LegalSection>
      ))}
    </LegalPage>
  );
}
