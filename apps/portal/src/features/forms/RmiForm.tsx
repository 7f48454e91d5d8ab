import type { RmiRequestInput } from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { SelectInput } from '../../shared/islandForm/choiceFields';
import { TextAreaInput, TextInput } from '../../shared/islandForm/fields';
import { IslandForm } from '../../shared/islandForm/IslandForm';
import * as styles from './forms.css';
import { rmiProblems, textLimits } from './formRules';
import { fieldMessages, rmiMessages as messages } from './messages';
import { countryOptions, likelyCountryOf, rmiPayloadOf, type RmiFormValues } from './publicForms';
import { sendForm, type ApiAddress } from './sendForm';

export interface RmiFormProps {
  /** The page heading's id: it names the form. */
  labelledBy: string;
  /** The privacy statement in the page's language. */
  privacyHref: string;
  /** Where the form goes. */
  api: ApiAddress;
  /** Sends instead of the API (stories); an island's props from the server are data only. */
  onSubmit?: (payload: RmiRequestInput) => Promise<SubmitOutcome | null>;
}

const problemsOf = (values: RmiFormValues) => rmiProblems(rmiPayloadOf(values));

/**
 * The RMI form, the RMI page's island: the workshop and who writes, the vehicle (its VIN or
 * model) and what information is needed.
 */
export function RmiForm({ labelledBy, privacyHref, api, onSubmit }: RmiFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const initialValues = useMemo<RmiFormValues>(
    () => ({ country: likelyCountryOf(locale) }),
    [locale],
  );
  return (
    <IslandForm
      initialValues={initialValues}
      toPayload={rmiPayloadOf}
      problemsOf={problemsOf}
      onSubmit={onSubmit ?? ((payload) => sendForm('rmi', payload, api, locale))}
      labelledBy={labelledBy}
      privacyHref={privacyHref}
      submitLabel={intl.formatMessage(messages.send)}
      sendAnotherLabel={intl.formatMessage(messages.sendAnother)}
    >
      <TextInput
        name="company"
        label={intl.formatMessage(fieldMessages.workshop)}
        required
        maxLength={textLimits.company}
        autoComplete="organization"
      />
      <SelectInput
        name="country"
        label={intl.formatMessage(fieldMessages.country)}
        required
        options={countries}
      />
      <TextInput
        name="firstName"
        label={intl.formatMessage(fieldMessages.firstName)}
        required
        maxLength={textLimits.firstName}
        autoComplete="given-name"
      />
      <TextInput
        name="lastName"
        label={intl.formatMessage(fieldMessages.lastName)}
        required
        maxLength={textLimits.lastName}
        autoComplete="family-name"
      />
      <TextInput
        name="email"
        type="email"
        label={intl.formatMessage(fieldMessages.email)}
        required
        maxLength={textLimits.email}
        autoComplete="email"
      />
      <TextInput
        name="phone"
        type="tel"
        label={intl.formatMessage(fieldMessages.phone)}
        maxLength={textLimits.phone}
        autoComplete="tel"
      />
      <div className={styles.fullRow}>
        <TextInput
          name="vinOrModel"
          label={intl.formatMessage(fieldMessages.vinOrModel)}
          description={intl.formatMessage(messages.vinOrModelHint)}
          required
          maxLength={textLimits.vinOrModel}
        />
      </div>
      <div className={styles.fullRow}>
        <TextAreaInput
          name="message"
          label={intl.formatMessage(fieldMessages.needed)}
          required
          rows={6}
          maxLength={textLimits.message}
        />
      </div>
    </IslandForm>
  );
}
