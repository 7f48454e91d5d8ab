import { formTextLimits, type NewsletterSignUpInput } from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { TextInput } from '../../shared/islandForm/fields';
import { IslandForm } from '../../shared/islandForm/IslandForm';
import { contactFieldProblems, present } from '../../shared/islandForm/rules';
import { sendPublic, type ApiAddress } from '../../shared/islandForm/sendPublic';
import { newsletterMessages as messages } from './messages';

export interface NewsletterSignUpFormProps {
  /** The page heading's id: it names the form. */
  labelledBy: string;
  /** The privacy statement in the page's language. */
  privacyHref: string;
  api: ApiAddress;
  /** Sends instead of the API (stories); an island's props from the server are data only. */
  onSubmit?: (payload: NewsletterSignUpInput) => Promise<SubmitOutcome | null>;
}

interface SignUpValues {
  [field: string]: unknown;
  email?: string;
  privacyConsent?: boolean;
}

const initialValues: SignUpValues = {};

function payloadOf(values: SignUpValues): NewsletterSignUpInput {
  return {
    email: typeof values.email === 'string' ? values.email.trim() : '',
    privacyConsent: values.privacyConsent === true,
  } as NewsletterSignUpInput;
}

function problemsOf(values: SignUpValues) {
  const { email, privacyConsent } = contactFieldProblems(payloadOf(values));
  return present({ email, privacyConsent });
}

/** The sign-up, the newsletter page's island: the address and the privacy consent. */
export function NewsletterSignUpForm({
  labelledBy,
  privacyHref,
  api,
  onSubmit,
}: NewsletterSignUpFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <IslandForm
      initialValues={initialValues}
      toPayload={payloadOf}
      problemsOf={problemsOf}
      onSubmit={
        onSubmit ?? ((payload) => sendPublic('newsletter/subscriptions', payload, api, locale))
      }
      labelledBy={labelledBy}
      privacyHref={privacyHref}
      submitLabel={intl.formatMessage(messages.subscribe)}
      sendAnotherLabel={intl.formatMessage(messages.subscribeAnother)}
      sentMessage={intl.formatMessage(messages.checkMailbox)}
    >
      <TextInput
        name="email"
        type="email"
        label={intl.formatMessage(messages.email)}
        required
        maxLength={formTextLimits.email}
        autoComplete="email"
      />
    </IslandForm>
  );
}
