import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { SelectInput } from '../../shared/islandForm/choiceFields';
import { TextAreaInput } from '../../shared/islandForm/fields';
import * as styles from './forms.css';
import { textLimits } from './formRules';
import { fieldMessages } from './messages';
import type { ModelChoice } from './modelChoices';
import type { ApiAddress } from './sendForm';

/** What the island of a form about a model takes; `Payload` is the body it sends. */
export interface ModelEnquiryFormProps<Payload> {
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
  onSubmit?: (payload: Payload) => Promise<SubmitOutcome | null>;
}

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
