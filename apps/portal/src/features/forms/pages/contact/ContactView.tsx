import { localizePath } from '@lindner/i18n';
import { Text } from '@lindner/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Island } from '../../../../shared/islands';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import type { ContactFormProps } from '../../ContactForm';
import { FormPageLayout } from '../../FormPageLayout';
import { contactFormIsland } from '../../islands/contact-form';
import { contactMessages as messages, dealerHintMessage } from '../../messages';
import type { ApiAddress } from '../../sendForm';

export interface ContactViewProps {
  api: ApiAddress;
  /** Sends instead of the API (stories). */
  onSubmit?: ContactFormProps['onSubmit'];
}

/** The contact page: heading, introduction and the hint to the dealers; the form is its island. */
export function ContactView({ api, onSubmit }: ContactViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const titleId = useId();
  const dealerLink = (chunks: ReactNode[]) => (
    <Link to={localizePath('dealer-finder', {}, locale)}>{chunks}</Link>
  );

  return (
    <FormPageLayout
      title={messages.title}
      description={messages.description}
      intro={messages.intro}
      titleId={titleId}
      aside={<Text>{intl.formatMessage(dealerHintMessage, { link: dealerLink })}</Text>}
    >
      <Island
        of={contactFormIsland}
        props={{
          labelledBy: titleId,
          privacyHref: localizePath('privacy', {}, locale),
          api,
          onSubmit,
        }}
      />
    </FormPageLayout>
  );
}
