import { localizePath } from '@lindner/i18n';
import { Text } from '@lindner/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { LegalPage, LegalSection } from '../../LegalPage';
import { termsMessages as messages, termsPrivacyTextMessage } from '../../messages';

const sections = [
  [messages.whoTitle, messages.whoText],
  [messages.entryTitle, messages.entryText],
  [messages.reviewTitle, messages.reviewText],
  [messages.rightsTitle, messages.rightsText],
  [messages.votingTitle, messages.votingText],
  [messages.prizesTitle, messages.prizesText],
] as const;

/** The terms of contests, votes and user reports: who may take part, rights, review, prizes. */
export function ParticipationTermsPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const privacyLink = (chunks: ReactNode[]) => (
    <Link to={localizePath('privacy', {}, locale)}>{chunks}</Link>
  );
  return (
    <LegalPage title={messages.title} description={messages.description} intro={messages.intro}>
      {sections.map(([title, text]) => (
        <LegalSection key={title.id} title={intl.formatMessage(title)}>
          <Text>{intl.formatMessage(text)}</Text>
        </LegalSection>
      ))}
      <LegalSection title={intl.formatMessage(messages.privacyTitle)}>
        <Text>{intl.formatMessage(termsPrivacyTextMessage, { link: privacyLink })}</Text>
      </LegalSection>
      <LegalSection title={intl.formatMessage(messages.otherTitle)}>
        <Text>{intl.formatMessage(messages.otherText)}</Text>
      </LegalSection>
    </LegalPage>
  );
}
