import { contactChannelMessages } from '@lindner/api';
import { contactChannels, type ContactInput } from '@lindner/api/schema';
import { RadioGroup } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { PersonalForm } from '../../shared/forms/PersonalForm';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { settingsMessages } from './messages';
import { contactInputOf, type ContactFormValues } from './settingsForms';

export interface ContactFormProps {
  saved: ContactFormValues;
  onSubmit: (input: ContactInput) => Promise<SubmitOutcome | null>;
}

/** How the user prefers to be contacted. */
export function ContactForm({ saved, onSubmit }: ContactFormProps) {
  const intl = useIntl();
  const label = intl.formatMessage(settingsMessages.contactChannel);
  return (
    <PersonalForm<ContactFormValues, ContactInput>
      draftName="contact"
      saved={saved}
      toPayload={contactInputOf}
      onSubmit={onSubmit}
      fieldLabels={{ contactChannel: label }}
      hasRequiredFields={false}
    >
      <RadioGroup
        name="contactChannel"
        label={label}
        options={contactChannels.map((channel) => ({
          value: channel,
          label: intl.formatMessage(contactChannelMessages[channel]),
        }))}
      />
    </PersonalForm>
  );
}
