import { Text } from '@lindner/ui';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Island } from '../../../../shared/islands';
import { consentChoicesIsland } from '../../islands/consent-choices';
import { Facts, LegalPage, LegalSection } from '../../LegalPage';
import {
  companyFigures,
  controllerTextMessage,
  privacyMessages as messages,
  rightsTextMessage,
} from '../../messages';

const email = (chunks: ReactNode[]) => (
  <a href={`mailto:${companyFigures.privacyEmail}`}>{chunks}</a>
);

/** SPEC.md section 9, "Data retention". */
const retentionPeriods = [
  [messages.retentionLogs, messages.retentionLogsPeriod],
  [messages.retentionProfiles, messages.retentionProfilesPeriod],
  [messages.retentionTax, messages.retentionTaxPeriod],
  [messages.retentionRealEstate, messages.retentionRealEstatePeriod],
] as const;

/**
 * The privacy statement: what the portal processes and why, how long it keeps it, the
 * visitor's rights, and the cookie settings to change in place.
 */
export function PrivacyPage() {
  const intl = useIntl();
  const section = (title: MessageDescriptor, text: MessageDescriptor) => (
    <LegalSection title={intl.formatMessage(title)}>
      <Text>{intl.formatMessage(text)}</Text>
    </LegalSection>
  );
  return (
    <LegalPage title={messages.title} description={messages.description} intro={messages.intro}>
      <LegalSection title={intl.formatMessage(messages.controllerTitle)}>
        <Text>{intl.formatMessage(controllerTextMessage, { email })}</Text>
      </LegalSection>
      {section(messages.visitTitle, messages.visitText)}
      {section(messages.formsTitle, messages.formsText)}
      {section(messages.accountTitle, messages.accountText)}
      <LegalSection title={intl.formatMessage(messages.cookiesTitle)}>
        <Text>{intl.formatMessage(messages.cookiesText)}</Text>
        <Island of={consentChoicesIsland} props={{}} />
      </LegalSection>
      <LegalSection title={intl.formatMessage(messages.retentionTitle)}>
        <Text>{intl.formatMessage(messages.retentionText)}</Text>
        <Facts
          items={retentionPeriods.map(([data, period]) => ({
            label: intl.formatMessage(data),
            value: intl.formatMessage(period),
          }))}
        />
      </LegalSection>
      <LegalSection title={intl.formatMessage(messages.rightsTitle)}>
        <Text>{intl.formatMessage(rightsTextMessage, { email })}</Text>
        <Text>{intl.formatMessage(messages.complaintText)}</Text>
      </LegalSection>
    </LegalPage>
  );
}
