import { useIntl } from 'react-intl';
import { SelectInput } from '../../shared/islandForm/choiceFields';
import { TextAreaInput } from '../../shared/islandForm/fields';
import * as styles from './forms.css';
import { textLimits } from './formRules';
import { fieldMessages } from './messages';
import type { ModelChoice } from './modelChoices';

/** The model a quote request or a visit is about; a model page's link has chosen it already. */
export function ModelField({ models }: { models: readonly ModelChoice[] }) {
  const intl = useIntl();
  return (
    <SelectInput
      name="modelId"
      label={intl.formatMessage(fieldMessages.model)}
      required
      options={models.map(({ id, name }) => ({ value: id, label: name }))}
    />
  );
}

/** What else the sender wants to say, across the form's width. */
export function OptionalMessageField() {
  const intl = useIntl();
  return (
    <div className={styles.fullRow}>
      <TextAreaInput
        name="message"
        label={intl.formatMessage(fieldMessages.message)}
        rows={4}
        maxLength={textLimits.message}
      />
    </div>
  );
}
