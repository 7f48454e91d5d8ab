import type { QuoteRequestInput } from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { IslandForm } from '../../shared/islandForm/IslandForm';
import { quoteRequestProblems } from './modelEnquiryRules';
import { quoteMessages as messages } from './messages';
import { ModelField, OptionalMessageField, type ModelEnquiryFormProps } from './ModelEnquiryFields';
import { likelyCountryOf, quoteRequestPayloadOf, type QuoteRequestValues } from './publicForms';
import { sendForm } from './sendForm';
import { SenderFields } from './SenderFields';

export type QuoteRequestFormProps = ModelEnquiryFormProps<QuoteRequestInput>;

const problemsOf = (values: QuoteRequestValues) =>
  quoteRequestProblems(quoteRequestPayloadOf(values));

/** The quote request, its page's island: who asks, where (for the dealer nearby), which model. */
export function QuoteRequestForm({
  labelledBy,
  privacyHref,
  api,
  models,
  model,
  onSubmit,
}: QuoteRequestFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const initialValues = useMemo<QuoteRequestValues>(
    () => ({ country: likelyCountryOf(locale), modelId: model ?? undefined }),
    [locale, model],
  );
  return (
    <IslandForm
      initialValues={initialValues}
      toPayload={quoteRequestPayloadOf}
      problemsOf={problemsOf}
      onSubmit={onSubmit ?? ((payload) => sendForm('quote-request', payload, api, locale))}
      labelledBy={labelledBy}
      privacyHref={privacyHref}
      submitLabel={intl.formatMessage(messages.send)}
      sendAnotherLabel={intl.formatMessage(messages.sendAnother)}
    >
      <ModelField models={models} />
      <SenderFields address={{ fields: 'full', required: true }} />
      <OptionalMessageField />
    </IslandForm>
  );
}
