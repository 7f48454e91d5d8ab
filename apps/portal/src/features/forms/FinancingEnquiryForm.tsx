import type { FinancingEnquiryInput } from '@lindner/api/schema';
import { useFormatMoney, useLocale } from '@lindner/i18n';
import { Text } from '@lindner/ui';
import { useContext, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { RadioInputs } from '../../shared/islandForm/choiceFields';
import { TextAreaInput, TextInput } from '../../shared/islandForm/fields';
import { FormControlContext } from '../../shared/islandForm/formControl';
import { IslandForm } from '../../shared/islandForm/IslandForm';
import { PriceInput } from '../../shared/islandForm/PriceInput';
import * as styles from './forms.css';
import { financingEnquiryProblems, textLimits } from './formRules';
import { fieldMessages, financingMessages as messages, priceShownMessage } from './messages';
import {
  financingEnquiryPayloadOf,
  formFieldOf,
  likelyCountryOf,
  type CalculatorFigures,
  type FinancingEnquiryValues,
} from './publicForms';
import { sendForm, type ApiAddress } from './sendForm';
import { SenderFields } from './SenderFields';

export interface FinancingEnquiryFormProps {
  labelledBy: string;
  privacyHref: string;
  api: ApiAddress;
  /** Price and plan the finance calculator's link brought along. */
  figures: Pick<CalculatorFigures, 'price' | 'plan'>;
  /** Sends instead of the API (stories); an island's props from the server are data only. */
  onSubmit?: (payload: FinancingEnquiryInput) => Promise<SubmitOutcome | null>;
}

/** The body's problems by form field: the price is checked as the cents it is sent as. */
function problemsOf(values: FinancingEnquiryValues) {
  const problems = financingEnquiryProblems(financingEnquiryPayloadOf(values));
  return Object.fromEntries(
    Object.entries(problems).map(([key, value]) => [formFieldOf(key), value]),
  );
}

/** The financing enquiry page's island: who asks, the model, its price and plan, a message. */
export function FinancingEnquiryForm({
  labelledBy,
  privacyHref,
  api,
  figures: { price, plan },
  onSubmit,
}: FinancingEnquiryFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const initialValues = useMemo<FinancingEnquiryValues>(
    () => ({ country: likelyCountryOf(locale), price, plan: plan ?? 'third' }),
    [locale, price, plan],
  );
  return (
    <IslandForm
      initialValues={initialValues}
      toPayload={financingEnquiryPayloadOf}
      problemsOf={problemsOf}
      onSubmit={onSubmit ?? ((payload) => sendForm('financing-enquiry', payload, api, locale))}
      labelledBy={labelledBy}
      privacyHref={privacyHref}
      submitLabel={intl.formatMessage(messages.send)}
      sendAnotherLabel={intl.formatMessage(messages.sendAnother)}
    >
      <SenderFields address={{ fields: 'town', required: false }} />
      <TextInput
        name="modelName"
        label={intl.formatMessage(fieldMessages.modelName)}
        description={intl.formatMessage(fieldMessages.modelNameHint)}
        maxLength={textLimits.modelName}
        autoComplete="off"
      />
      <div>
        <PriceInput name="price" label={intl.formatMessage(fieldMessages.price)} required />
        <PriceShown />
      </div>
      <div className={styles.fullRow}>
        <RadioInputs
          name="plan"
          label={intl.formatMessage(fieldMessages.plan)}
          required
          options={[
            { value: 'third', label: intl.formatMessage(messages.planThird) },
            { value: 'fifth', label: intl.formatMessage(messages.planFifth) },
          ]}
        />
      </div>
      <div className={styles.fullRow}>
        <TextAreaInput
          name="message"
          label={intl.formatMessage(fieldMessages.message)}
          rows={4}
          maxLength={textLimits.message}
        />
      </div>
    </IslandForm>
  );
}

/** The typed price written out as money, below its field. */
function PriceShown() {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const price = useContext(FormControlContext)?.values.price;
  return typeof price === 'number' && price > 0 ? (
    <Text as="span" className={styles.priceShown}>
      {intl.formatMessage(priceShownMessage, {
        price: formatMoney({ amount: price, currency: 'EUR' }),
      })}
    </Text>
  ) : null;
}
