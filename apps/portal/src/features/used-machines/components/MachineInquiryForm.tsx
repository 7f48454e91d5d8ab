import type { MachineInquiryInput } from '@lindner/api/schema';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import { TextAreaInput, TextInput } from '../../../shared/islandForm/fields';
import { IslandForm } from '../../../shared/islandForm/IslandForm';
import * as formStyles from '../../../shared/publicForm/PublicForm.css';
import { detailMessages, inquiryPrefillMessage } from '../messages';
import {
  inquiryPayloadOf,
  inquiryProblemsOf,
  inquiryTextLimits,
  type InquiryValues,
} from './MachineInquiryRules';

export interface MachineInquiryFormProps {
  /** The machine's number and name, which the message starts with. */
  identifier: string;
  model: string;
  /** The privacy statement's address, in the page's language. */
  privacyHref: string;
  onSubmit: (input: MachineInquiryInput) => Promise<SubmitOutcome | null>;
  /** The heading that names the form. */
  labelledBy: string;
}

/**
 * The inquiry about a machine: name, e-mail, phone and a message that already names the machine,
 * with the required privacy consent (SPEC.md section 5), on the islands' lean form. The server's
 * field messages show at their fields, and nothing typed is lost when it turns the inquiry down.
 */
export function MachineInquiryForm({
  identifier,
  model,
  privacyHref,
  onSubmit,
  labelledBy,
}: MachineInquiryFormProps) {
  const intl = useIntl();
  const initialValues = useMemo<InquiryValues>(
    () => ({ message: intl.formatMessage(inquiryPrefillMessage, { model, identifier }) }),
    [intl, model, identifier],
  );
  return (
    <IslandForm
      initialValues={initialValues}
      toPayload={inquiryPayloadOf}
      problemsOf={inquiryProblemsOf}
      onSubmit={onSubmit}
      labelledBy={labelledBy}
      privacyHref={privacyHref}
      submitLabel={intl.formatMessage(detailMessages.send)}
      sendAnotherLabel={intl.formatMessage(detailMessages.sendAnother)}
    >
      <div className={formStyles.fullRow}>
        <TextInput
          name="name"
          label={intl.formatMessage(detailMessages.name)}
          required
          maxLength={inquiryTextLimits.name}
          autoComplete="name"
        />
      </div>
      <TextInput
        name="email"
        type="email"
        label={intl.formatMessage(detailMessages.email)}
        required
        maxLength={inquiryTextLimits.email}
        autoComplete="email"
      />
      <TextInput
        name="phone"
        type="tel"
        label={intl.formatMessage(detailMessages.phone)}
        maxLength={inquiryTextLimits.phone}
        autoComplete="tel"
      />
      <div className={formStyles.fullRow}>
        <TextAreaInput
          name="message"
          label={intl.formatMessage(detailMessages.message)}
          required
          rows={6}
          maxLength={inquiryTextLimits.message}
        />
      </div>
    </IslandForm>
  );
}
