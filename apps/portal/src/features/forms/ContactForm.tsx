import type { ContactFormInput } from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { TextAreaInput } from '../../shared/islandForm/fields';
import { IslandForm } from '../../shared/islandForm/IslandForm';
import * as styles from './forms.css';
import { contactProblems, textLimits } from './formRules';
import { contactMessages as messages, fieldMessages } from './messages';
import { contactPayloadOf, likelyCountryOf, type ContactFormValues } from './publicForms';
import { sendForm, type ApiAddress } from './sendForm';
import { SenderFields } from './SenderFields';

export interface ContactFormProps {
  /** The page heading's id: it names the form. */
  labelledBy: string;
  /** The privacy statement in the page's language. */
  privacyHref: string;
  /** Where the form goes. */
  api: ApiAddress;
  /** Sends instead of the API (stories); an island's props from the server are data only. */
  onSubmit?: (payload: ContactFormInput) => Promise<SubmitOutcome | null>;
}

const problemsOf = (values: ContactFormValues) => contactProblems(contactPayloadOf(values));

/** The contact form, the contact page's island: who writes, how to reach them, the message. */
export function ContactForm({ labelledBy, privacyHref, api, onSubmit }: ContactFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const initialValues = useMemo<ContactFormValues>(
    () => ({ country: likelyCountryOf(locale) }),
    [locale],
  );
  return (
    <IslandForm
      initialValues={initialValues}
      toPayload={contactPayloadOf}
      problemsOf={problemsOf}
      onSubmit={onSubmit ?? ((payload) => sendForm('contact', payload, api, locale))}
      labelledBy={labelledBy}
      privacyHref={privacyHref}
      submitLabel={intl.formatMessage(messages.send)}
      sendAnotherLabel={intl.formatMessage(messages.sendAnother)}
    >
      <SenderFields />
      <div className={styles.fullRow}>
        <TextAreaInput
          name="message"
          label={intl.formatMessage(fieldMessages.message)}
          required
          rows={6}
          maxLength={textLimits.message}
        />
      </div>
    </IslandForm>
  );
}
