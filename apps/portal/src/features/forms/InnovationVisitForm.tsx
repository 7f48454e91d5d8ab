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
import { TextInput } from '../../shared/islandForm/fields';
import { IslandForm } from '../../shared/islandForm/IslandForm';
import * as styles from './forms.css';
import { innovationVisitProblems } from './modelEnquiryRules';
import { fieldMessages, visitMessages as messages } from './messages';
import { ModelField, OptionalMessageField, type ModelEnquiryFormProps } from './ModelEnquiryFields';
import {
  innovationVisitPayloadOf,
  likelyCountryOf,
  type InnovationVisitValues,
} from './publicForms';
import { sendForm } from './sendForm';
import { SenderFields } from './SenderFields';

export type InnovationVisitFormProps = ModelEnquiryFormProps<InnovationVisitInput>;

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
