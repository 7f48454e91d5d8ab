import { consentMessages, consentStateMessages } from '@lindner/api';
import { consentKinds, type ConsentsInput, type Settings } from '@lindner/api/schema';
import { RadioGroup } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { PersonalForm } from '../../shared/forms/PersonalForm';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { consentStateMessage, settingsMessages } from './messages';
import { consentsInputOf, type ConsentsFormValues } from './settingsForms';

export interface ConsentsFormProps {
  /** The consents' states as the server holds them. */
  consents: Settings['consents'];
  /** The same as form values (`consentsFormValues`); keep its identity between renders. */
  saved: ConsentsFormValues;
  onSubmit: (input: ConsentsInput) => Promise<SubmitOutcome | null>;
}

/** The GDPR consents: each one pending, accepted or declined; the user accepts or declines. */
export function ConsentsForm({ consents, saved, onSubmit }: ConsentsFormProps) {
  const intl = useIntl();
  const fieldLabels = Object.fromEntries(
    consentKinds.map((kind) => [kind, intl.formatMessage(consentMessages[kind])]),
  );
  const options = [
    { value: 'accepted', label: intl.formatMessage(settingsMessages.accept) },
    { value: 'declined', label: intl.formatMessage(settingsMessages.decline) },
  ];
  return (
    <PersonalForm<ConsentsFormValues, ConsentsInput>
      draftName="consents"
      saved={saved}
      toPayload={(values) => consentsInputOf(values, saved)}
      onSubmit={onSubmit}
      fieldLabels={fieldLabels}
      hasRequiredFields={false}
    >
      {consentKinds.map((kind) => (
        <RadioGroup
          key={kind}
          name={kind}
          label={fieldLabels[kind] ?? kind}
          description={intl.formatMessage(consentStateMessage, {
            state: intl.formatMessage(consentStateMessages[consents[kind].state]),
          })}
          options={options}
        />
      ))}
    </PersonalForm>
  );
}
