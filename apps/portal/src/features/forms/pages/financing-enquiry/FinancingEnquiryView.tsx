import {
  financingEnquirySchema,
  formTextLimits,
  type FinancingEnquiryInput,
} from '@lindner/api/schema';
import { localizePath, useFormatMoney } from '@lindner/i18n';
import { NumberField, RadioGroup, Text, TextArea, TextField } from '@lindner/ui';
import { useId, useMemo, type ReactNode } from 'react';
import { FormSpy } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { FormPageLayout } from '../../FormPageLayout';
import * as styles from '../../forms.css';
import {
  calculatorHintMessage,
  calculatorTotalMessage,
  fieldMessages,
  financingMessages as messages,
  priceShownMessage,
} from '../../messages';
import { PublicForm } from '../../../../shared/publicForm/PublicForm';
import {
  financingEnquiryFields,
  financingEnquiryPayloadOf,
  likelyCountryOf,
  payloadFieldOf,
  type CalculatorFigures,
  type FinancingEnquiryValues,
} from '../../publicForms';
import { SenderFields } from '../../SenderFields';
import { useSchemaChecks } from '../../../../shared/forms/useSchemaChecks';

export interface FinancingEnquiryViewProps {
  /** What the finance calculator's link brought along; empty when the visitor came otherwise. */
  figures: CalculatorFigures;
  onSubmit: (input: FinancingEnquiryInput) => Promise<SubmitOutcome | null>;
}

/** A financing enquiry: who asks, the model, its price and the plan, and a message. */
export function FinancingEnquiryView({ figures, onSubmit }: FinancingEnquiryViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const checks = useSchemaChecks(
    financingEnquirySchema,
    financingEnquiryPayloadOf,
    financingEnquiryFields,
    payloadFieldOf,
  );
  const { price, plan, total } = figures;
  const initialValues = useMemo<FinancingEnquiryValues>(
    () => ({ country: likelyCountryOf(locale), price, plan: plan ?? 'third' }),
    [locale, price, plan],
  );
  const euros = (amount: number) => formatMoney({ amount, currency: 'EUR' });
  const calculatorLink = (chunks: ReactNode[]) => (
    <Link to={localizePath('finance-calculator', {}, locale)}>{chunks}</Link>
  );

  return (
    <FormPageLayout
      title={messages.title}
      description={messages.description}
      intro={messages.intro}
      titleId={titleId}
      aside={
        <>
          <Text>{intl.formatMessage(calculatorHintMessage, { link: calculatorLink })}</Text>
          <Text size="small" tone="muted">
            {intl.formatMessage(messages.fees)}
          </Text>
        </>
      }
    >
      <PublicForm
        initialValues={initialValues}
        toPayload={financingEnquiryPayloadOf}
        onSubmit={onSubmit}
        privacyConsentCheck={checks.privacyConsent}
        labelledBy={titleId}
        submitLabel={intl.formatMessage(messages.send)}
        sendAnotherLabel={intl.formatMessage(messages.sendAnother)}
      >
        {price !== undefined ? (
          <div className={styles.figures}>
            <Text weight="medium">{intl.formatMessage(messages.fromCalculator)}</Text>
            {total !== undefined ? (
              <Text>{intl.formatMessage(calculatorTotalMessage, { total: euros(total) })}</Text>
            ) : null}
          </div>
        ) : null}
        <SenderFields checks={checks} withAddress />
        <TextField
          name="modelName"
          label={intl.formatMessage(fieldMessages.modelName)}
          description={intl.formatMessage(fieldMessages.modelNameHint)}
          check={checks.modelName}
          maxLength={formTextLimits.modelName}
          autoComplete="off"
        />
        <div>
          <NumberField
            name="price"
            label={intl.formatMessage(fieldMessages.price)}
            required
            check={checks.price}
          />
          <FormSpy<FinancingEnquiryValues> subscription={{ values: true }}>
            {({ values }) =>
              typeof values.price === 'number' && values.price > 0 ? (
                <Text as="span" className={styles.priceShown}>
                  {intl.formatMessage(priceShownMessage, { price: euros(values.price) })}
                </Text>
              ) : null
            }
          </FormSpy>
        </div>
        <div className={styles.fullRow}>
          <RadioGroup
            name="plan"
            label={intl.formatMessage(fieldMessages.plan)}
            required
            check={checks.plan}
            options={[
              { value: 'third', label: intl.formatMessage(messages.planThird) },
              { value: 'fifth', label: intl.formatMessage(messages.planFifth) },
            ]}
          />
        </div>
        <div className={styles.fullRow}>
          <TextArea
            name="message"
            label={intl.formatMessage(fieldMessages.message)}
            check={checks.message}
            rows={4}
            maxLength={formTextLimits.message}
          />
        </div>
      </PublicForm>
    </FormPageLayout>
  );
}
