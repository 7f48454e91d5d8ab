import { newsletterTopicMessages } from '@lindner/api';
import { newsletterTopics, type InterestsInput } from '@lindner/api/schema';
import { useIntl } from 'react-intl';
import { CheckboxGroup } from '../../shared/forms/CheckboxGroup';
import { PersonalForm } from '../../shared/forms/PersonalForm';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { settingsMessages } from './messages';
import { interestsInputOf, type InterestsFormValues } from './settingsForms';

export interface InterestsFormProps {
  saved: InterestsFormValues;
  onSubmit: (input: InterestsInput) => Promise<SubmitOutcome | null>;
}

/** The newsletter topics the user is interested in. */
export function InterestsForm({ saved, onSubmit }: InterestsFormProps) {
  const intl = useIntl();
  const topics = intl.formatMessage(settingsMessages.interestsTopics);
  return (
    <PersonalForm<InterestsFormValues, InterestsInput>
      draftName="interests"
      saved={saved}
      toPayload={interestsInputOf}
      onSubmit={onSubmit}
      fieldLabels={{ interests: topics }}
      hasRequiredFields={false}
    >
      <CheckboxGroup
        name="interests"
        label={topics}
        options={newsletterTopics.map((topic) => ({
          value: topic,
          label: intl.formatMessage(newsletterTopicMessages[topic]),
        }))}
      />
    </PersonalForm>
  );
}
