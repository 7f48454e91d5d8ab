import type { QuoteRequestInput } from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { IslandForm } from '../../shared/islandForm/IslandForm';
import { quoteRequestProblems } from './modelEnquiryRules';
import { quoteMessages as messages } from './messages';
import type { ModelChoice } from './modelChoices';
import { ModelField, OptionalMessageField } from './ModelEnquiryFields';
import { likelyCountryOf, quoteRequestPayloadOf, type QuoteRequestValues } from './publicForms';
import { sendForm, type ApiAddress } from './sendForm';
import { SenderFields } from './SenderFields';

export interface QuoteRequestFormProps {
  /** The page heading's id: it names the form. */
  labelledBy: string;
  /** The privacy statement in the page's language. */
  privacyHref: string;
  api: ApiAddress;
  /** The range to choose from. */
  models: ModelChoice[];
  /** The model the page was opened for (a model page's link), chosen already. */
  model: string | null;
  /** Sends instead of the API (stories); an island's props from the server are data only. */
  onSubmit?: (payload: QuoteRequestInput) => Promise<SubmitOutcome | null>;
}

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
