import { formSuccessMessages, submitContactForm } from '@lindner/api';
import { useFormSubmit } from '../../../../shared/forms/useFormSubmit';
import { ContactView } from './ContactView';

/** The contact form, sent to `POST /forms/contact`; the thanks shows as a toast too. */
export function ContactPage() {
  const send = useFormSubmit(submitContactForm, { successMessage: formSuccessMessages.thanks });
  return <ContactView onSubmit={send} />;
}
