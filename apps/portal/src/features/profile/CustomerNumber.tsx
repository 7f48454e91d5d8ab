import {
  customerNrMaxLength,
  customerNumberInputSchema,
  normalCustomerNr,
  profileTextLimits,
  type CustomerNumberInput,
} from '@lindner/api/schema';
import { Banner, Button, Heading, Stack, Text, TextField } from '@lindner/ui';
import { Form } from '@lindner/ui/final-form';
import { FORM_ERROR } from 'final-form';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormSpy } from 'react-final-form';
import { useIntl } from 'react-intl';
import { formMessages } from '../../shared/forms/messages';
import * as styles from '../../shared/forms/PersonalForm.css';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { useSchemaChecks } from '../../shared/forms/useSchemaChecks';
import { profileFieldMessages } from '../../shared/profileCompletion/messages';
import { customerNumberMessages, profileMessages } from './messages';

export interface CustomerNumberProps {
  /** The profile's customer number; null while the account has none. */
  number: string | null;
  /** `PUT /user/profile/customer-number`; null when ignored because another submit runs. */
  onSave: (input: CustomerNumberInput) => Promise<SubmitOutcome | null>;
}

/**
 * The profile's customer number; without one, the form that adds the number of the user's
 * invoice or loyalty card with its postal code. Once added, the number shows in the form's
 * place at once (and takes the focus), before the profile is fetched again.
 */
export function CustomerNumber({ number, onSave }: CustomerNumberProps) {
  const intl = useIntl();
  const [added, setAdded] = useState<string | null>(null);
  const shown = number ?? added;
  const line = useRef<HTMLElement>(null);
  useEffect(() => {
    if (added) line.current?.focus();
  }, [added]);

  const save = async (input: CustomerNumberInput) => {
    const outcome = await onSave(input);
    if (outcome?.ok) setAdded(normalCustomerNr(input.customerNr));
    return outcome;
  };

  return (
    <>
      <Text ref={line} tabIndex={added ? -1 : undefined}>
        {intl.formatMessage(profileMessages.customerNr)}
        {': '}
        {shown ?? intl.formatMessage(profileMessages.noCustomerNr)}
      </Text>
      {shown ? null : <CustomerNumberForm onSubmit={save} />}
    </>
  );
}

/** The postal code is `customerZip`: the profile form below has a `zip` of its own. */
interface Values {
  customerNr?: string;
  customerZip?: string;
}

type Rejection = Extract<SubmitOutcome, { ok: false }> & { sent: Values };

const fields = ['customerNr', 'customerZip'] as const;
/** Each field's key in the request body (and in the server's field errors). */
const payloadKeys = { customerNr: 'customerNr', customerZip: 'zip' } as const;
const inputOf = (values: Values): CustomerNumberInput => ({
  customerNr: values.customerNr ?? '',
  zip: values.customerZip ?? '',
});

/**
 * Number and postal code, each checked as the server checks its form. The server's answer
 * about them (not in the register with this postal code) shows at the number until either is
 * changed; any other refusal (the number is another account's, too many attempts) above the
 * button.
 */
function CustomerNumberForm({
  onSubmit,
}: {
  onSubmit: (input: CustomerNumberInput) => Promise<SubmitOutcome | null>;
}) {
  const intl = useIntl();
  const headingId = useId();
  const formElement = useRef<HTMLFormElement>(null);
  const check = useSchemaChecks(customerNumberInputSchema, inputOf, fields, payloadKeys);
  const [rejection, setRejection] = useState<Rejection | null>(null);

  // A new function for each refusal, and once a field changes after it (the refusal is then
  // dropped): final-form validates every field again. (On a change it validates only the
  // changed field, which would leave the number's message standing after the postal code
  // changed.)
  const validate = useCallback(
    (values: Values) => {
      if (!rejection || changedSince(rejection, values)) return {};
      return Object.fromEntries(
        fields.flatMap((field) => {
          const message = rejection.fieldErrors[payloadKeys[field]];
          return message ? [[field, message]] : [];
        }),
      );
    },
    [rejection],
  );

  const submit = async (values: Values) => {
    const outcome = await onSubmit(inputOf(values));
    if (outcome === null || outcome.ok) return undefined;
    setRejection({ ...outcome, sent: { ...values } });
    const field = fields.find((each) => outcome.fieldErrors[payloadKeys[each]]);
    if (field) focusField(formElement.current, `[name="${field}"]`);
    return { [FORM_ERROR]: outcome };
  };

  const placed =
    rejection !== null && fields.some((field) => rejection.fieldErrors[payloadKeys[field]]);

  return (
    <Form<Values>
      onSubmit={submit}
      validate={validate}
      render={({ handleSubmit, form, submitting }) => (
        <form
          ref={formElement}
          noValidate
          aria-labelledby={headingId}
          className={styles.form}
          onSubmit={(event) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) {
              focusField(formElement.current, '[aria-invalid="true"]');
            }
          }}
        >
          <Stack space="xsmall" align="left" className={styles.fullRow}>
            <Heading level={4} size="standard" id={headingId}>
              {intl.formatMessage(customerNumberMessages.heading)}
            </Heading>
            <Text size="small">{intl.formatMessage(customerNumberMessages.intro)}</Text>
          </Stack>
          <TextField
            name="customerNr"
            check={check.customerNr}
            label={intl.formatMessage(profileMessages.customerNr)}
            description={intl.formatMessage(customerNumberMessages.numberHint)}
            required
            maxLength={customerNrMaxLength}
            autoComplete="off"
          />
          <TextField
            name="customerZip"
            check={check.customerZip}
            label={intl.formatMessage(profileFieldMessages.zip)}
            required
            maxLength={profileTextLimits.zip}
            autoComplete="postal-code"
          />
          {rejection && !placed ? (
            <div className={styles.fullRow}>
              <Banner tone="error" title={intl.formatMessage(formMessages.serverErrorTitle)}>
                <p>{rejection.message ?? intl.formatMessage(formMessages.generalError)}</p>
              </Banner>
            </div>
          ) : null}
          <FormSpy<Values>
            subscription={{ values: true }}
            onChange={({ values }) => {
              if (rejection && changedSince(rejection, values)) setRejection(null);
            }}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={submitting}>
              {intl.formatMessage(customerNumberMessages.submit)}
            </Button>
          </div>
        </form>
      )}
    />
  );
}

/** Whether number or postal code differ from what the refused submit sent. */
function changedSince(rejection: Rejection, values: Values): boolean {
  return fields.some((field) => (values[field] ?? '') !== (rejection.sent[field] ?? ''));
}

/** Focus on a field of the form (the first with a message), once the messages have rendered. */
function focusField(element: HTMLFormElement | null, selector: string) {
  requestAnimationFrame(() => element?.querySelector<HTMLElement>(selector)?.focus());
}
