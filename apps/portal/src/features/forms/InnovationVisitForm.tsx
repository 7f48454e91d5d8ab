import {
  austrianDay,
  daysAfter,
  latestVisitDaysAhead,
  visitDateFields,
  type InnovationVisitInput,
} from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { TextInput } from '../../shared/islandForm/fields';
import { IslandForm } from '../../shared/islandForm/IslandForm';
import * as styles from './forms.css';
import { innovationVisitProblems } from './modelEnquiryRules';
import { fieldMessages, visitMessages as messages } from './messages';
import type { ModelChoice } from './modelChoices';
import { ModelField, OptionalMessageField } from './ModelEnquiryFields';
import {
  innovationVisitPayloadOf,
  likelyCountryOf,
  type InnovationVisitValues,
} from './publicForms';
import { sendForm, type ApiAddress } from './sendForm';
import { SenderFields } from './SenderFields';

export interface InnovationVisitFormProps {
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
  onSubmit?: (payload: InnovationVisitInput) => Promise<SubmitOutcome | null>;
}

const problemsOf = (values: InnovationVisitValues) =>
  innovationVisitProblems(innovationVisitPayloadOf(values));

/**
 * The innovation visit, its page's island: who asks and where the farm is, the model, and three
 * desired dates between tomorrow and a year ahead.
 */
export function InnovationVisitForm({
  labelledBy,
  privacyHref,
  api,
  models,
  model,
  onSubmit,
}: InnovationVisitFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const initialValues = useMemo<InnovationVisitValues>(
    () => ({ country: likelyCountryOf(locale), modelId: model ?? undefined }),
    [locale, model],
  );
  const today = austrianDay(new Date());
  return (
    <IslandForm
      initialValues={initialValues}
      toPayload={innovationVisitPayloadOf}
      problemsOf={problemsOf}
      onSubmit={onSubmit ?? ((payload) => sendForm('innovation-visit', payload, api, locale))}
      labelledBy={labelledBy}
      privacyHref={privacyHref}
      submitLabel={intl.formatMessage(messages.send)}
      sendAnotherLabel={intl.formatMessage(messages.sendAnother)}
    >
      <ModelField models={models} />
      <fieldset className={`${styles.fullRow} ${styles.dates}`}>
        <legend className={styles.datesLegend}>{intl.formatMessage(messages.dates)}</legend>
        {visitDateFields.map((field) => (
          <TextInput
            key={field}
            name={field}
            type="date"
            label={intl.formatMessage(fieldMessages[field])}
            required
            min={daysAfter(today, 1)}
            max={daysAfter(today, latestVisitDaysAhead)}
          />
        ))}
      </fieldset>
      <SenderFields address={{ fields: 'full', required: true }} phoneRequired />
      <OptionalMessageField />
    </IslandForm>
  );
}
