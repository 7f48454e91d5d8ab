import {
  formTextLimits,
  machineInquiryInputSchema,
  type MachineInquiryInput,
} from '@lindner/api/schema';
import { TextArea, TextField } from '@lindner/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import { useSchemaChecks } from '../../../shared/forms/useSchemaChecks';
import { PublicForm } from '../../../shared/publicForm/PublicForm';
import * as formStyles from '../../../shared/publicForm/PublicForm.css';
import type { PublicFormValues } from '../../../shared/publicForm/publicFormValues';
import { detailMessages, inquiryPrefillMessage } from '../messages';

export interface InquiryValues extends PublicFormValues {
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
}

const inquiryFields = ['name', 'email', 'phone', 'message', 'privacyConsent'] as const;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The body of `POST /machines/{id}/inquiries` for the form's values. */
export function inquiryPayloadOf(values: InquiryValues): MachineInquiryInput {
  return {
    name: text(values.name) ?? '',
    email: text(values.email) ?? '',
    phone: text(values.phone),
    message: text(values.message) ?? '',
    privacyConsent: values.privacyConsent === true,
  } as MachineInquiryInput;
}

export interface InquiryFormProps {
  /** The machine's number and name, which the message starts with. */
  identifier: string;
  model: string;
  onSubmit: (input: MachineInquiryInput) => Promise<SubmitOutcome | null>;
  /** The heading that names the form. */
  labelledBy: string;
}

/**
 * The inquiry about a machine: name, e-mail, phone and a message that already names the machine,
 * with the required privacy consent (SPEC.md section 5). The server's field messages show at
 * their fields, and nothing typed is lost when it turns the inquiry down.
 */
export function InquiryForm({ identifier, model, onSubmit, labelledBy }: InquiryFormProps) {
  const intl = useIntl();
  const checks = useSchemaChecks(machineInquiryInputSchema, inquiryPayloadOf, inquiryFields);
  const initialValues = useMemo<InquiryValues>(
    () => ({ message: intl.formatMessage(inquiryPrefillMessage, { model, identifier }) }),
    [intl, model, identifier],
  );
  return (
    <PublicForm
      initialValues={initialValues}
      toPayload={inquiryPayloadOf}
      onSubmit={onSubmit}
      privacyConsentCheck={checks.privacyConsent}
      labelledBy={labelledBy}
      submitLabel={intl.formatMessage(detailMessages.send)}
      sendAnotherLabel={intl.formatMessage(detailMessages.sendAnother)}
    >
      <div className={formStyles.fullRow}>
        <TextField
          name="name"
          label={intl.formatMessage(detailMessages.name)}
          required
          check={checks.name}
          maxLength={formTextLimits.firstName + formTextLimits.lastName + 1}
          autoComplete="name"
        />
      </div>
      <TextField
        name="email"
        type="email"
        label={intl.formatMessage(detailMessages.email)}
        required
        check={checks.email}
        maxLength={formTextLimits.email}
        autoComplete="email"
      />
      <TextField
        name="phone"
        type="tel"
        label={intl.formatMessage(detailMessages.phone)}
        check={checks.phone}
        maxLength={formTextLimits.phone}
        autoComplete="tel"
      />
      <div className={formStyles.fullRow}>
        <TextArea
          name="message"
          label={intl.formatMessage(detailMessages.message)}
          required
          check={checks.message}
          rows={6}
          maxLength={formTextLimits.message}
        />
      </div>
    </PublicForm>
  );
}
