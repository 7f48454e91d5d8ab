import { contactFormSchema, formTextLimits, type ContactFormInput } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { Text, TextArea } from '@lindner/ui';
import { useId, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { FormPageLayout } from '../../FormPageLayout';
import * as styles from '../../forms.css';
import { contactMessages as messages, dealerHintMessage, fieldMessages } from '../../messages';
import { PublicForm } from '../../../../shared/publicForm/PublicForm';
import {
  contactFields,
  contactPayloadOf,
  likelyCountryOf,
  type ContactFormValues,
} from '../../publicForms';
import { SenderFields } from '../../SenderFields';
import { useSchemaChecks } from '../../../../shared/forms/useSchemaChecks';

export interface ContactViewProps {
  onSubmit: (input: ContactFormInput) => Promise<SubmitOutcome | null>;
}

/** The contact form: who writes, how to reach them, and the message. */
export function ContactView({ onSubmit }: ContactViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const titleId = useId();
  const checks = useSchemaChecks(contactFormSchema, contactPayloadOf, contactFields);
  const initialValues = useMemo<ContactFormValues>(
    () => ({ country: likelyCountryOf(locale) }),
    [locale],
  );
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
      <PublicForm
        initialValues={initialValues}
        toPayload={contactPayloadOf}
        onSubmit={onSubmit}
        privacyConsentCheck={checks.privacyConsent}
        labelledBy={titleId}
        submitLabel={intl.formatMessage(messages.send)}
        sendAnotherLabel={intl.formatMessage(messages.sendAnother)}
      >
        <SenderFields checks={checks} />
        <div className={styles.fullRow}>
          <TextArea
            name="message"
            label={intl.formatMessage(fieldMessages.message)}
            required
            check={checks.message}
            rows={6}
            maxLength={formTextLimits.message}
          />
        </div>
      </PublicForm>
    </FormPageLayout>
  );
}
