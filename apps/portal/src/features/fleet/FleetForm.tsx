import { Banner, Button, Text } from '@lindner/ui';
import { Form } from '@lindner/ui/final-form';
import { FORM_ERROR } from 'final-form';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { FormSpy } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { DraftValues } from '../../shared/drafts/formDrafts';
import { DraftKeeper, useFormDraft } from '../../shared/drafts/useFormDraft';
import { DraftNotice } from '../../shared/forms/DraftNotice';
import { formMessages } from '../../shared/forms/messages';
import * as styles from '../../shared/forms/PersonalForm.css';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { standingFieldErrors, unplacedFieldErrors, type RejectedSave } from './serverFieldErrors';
import type { SaveOutcome } from './useFleetSubmit';

export interface FleetFormProps<Values extends DraftValues, Payload, Result> {
  /** The draft's name, one per form and vehicle, e.g. `fleet-fuel-stop:{id}`. */
  draftName: string;
  /** The values the form starts from; keep its identity between renders (a constant). */
  initial: Values;
  /** The fields, in the form's order: the server's messages for them show on them. */
  fieldNames: readonly string[];
  /** The form's field of a path in the server's `errors`, where the two differ. */
  fieldOf?: (path: string) => string;
  /** Checks across fields, run over the whole form on every change (`useCrossFieldChecks`). */
  crossFieldCheck?: (values: Values) => Record<string, string>;
  toPayload: (values: Values) => Payload;
  /** Sends the payload; null when ignored because another save runs. */
  onSubmit: (payload: Payload) => Promise<SaveOutcome<Result> | SubmitOutcome | null>;
  /** After a save: what the server returned. */
  onSaved?: (result: Result | undefined) => void;
  /** The element that names the form (its heading). */
  labelledBy?: string;
  hasRequiredFields?: boolean;
  submitLabel?: string;
  children: ReactNode;
}

type Rejection = Extract<SubmitOutcome, { ok: false }>;

/**
 * A form of the fleet pages: its fields with a draft that survives a reload and a sign-on again,
 * and the server's refusal shown where it belongs: a field's message on that field (until the
 * user changes it), the rest in a banner above the save button.
 */
export function FleetForm<Values extends DraftValues, Payload, Result = unknown>({
  draftName,
  initial,
  fieldNames,
  fieldOf,
  crossFieldCheck,
  toPayload,
  onSubmit,
  onSaved,
  labelledBy,
  hasRequiredFields = true,
  submitLabel,
  children,
}: FleetFormProps<Values, Payload, Result>) {
  const intl = useIntl();
  const draft = useFormDraft(draftName, initial);
  const formElement = useRef<HTMLFormElement>(null);
  const [rejected, setRejected] = useState<RejectedSave | null>(null);

  // The messages of the checks across fields, as of the current values (see CrossFieldSpy).
  const [crossErrors, setCrossErrors] = useState<Record<string, string>>({});

  // A new function for each refusal and each change of a check across fields: final-form then
  // validates every field again. (On a change it validates only the changed field.)
  const validate = useCallback(
    (values: Values) => ({
      ...crossErrors,
      ...standingFieldErrors(rejected, values, fieldNames, fieldOf),
    }),
    [rejected, fieldNames, fieldOf, crossErrors],
  );

  const submit = async (values: Values): Promise<Record<string, unknown> | undefined> => {
    const outcome = await onSubmit(toPayload(values));
    if (outcome === null) return undefined;
    if (outcome.ok) {
      setRejected(null);
      draft.clear();
      onSaved?.('data' in outcome ? (outcome.data as Result) : undefined);
      return undefined;
    }
    setRejected({ fieldErrors: outcome.fieldErrors, sent: { ...values } });
    focusFirstServerError(formElement.current);
    return { [FORM_ERROR]: outcome };
  };

  return (
    <Form<Values>
      initialValues={draft.initialValues ?? initial}
      onSubmit={submit}
      validate={validate}
      render={({ handleSubmit, form, submitting, submitError }) => (
        <form
          ref={formElement}
          noValidate
          aria-labelledby={labelledBy}
          className={styles.form}
          onSubmit={(event) => {
            void handleSubmit(event);
            focusFirstError(form, formElement.current);
          }}
        >
          {draft.restored ? <DraftNotice onDiscard={draft.discard} /> : null}
          {hasRequiredFields ? (
            <Text size="small" tone="muted" className={styles.fullRow}>
              {intl.formatMessage(formMessages.requiredHint)}
            </Text>
          ) : null}
          {children}
          {isRejection(submitError) ? (
            <div className={styles.fullRow}>
              <Banner tone="error" title={intl.formatMessage(formMessages.serverErrorTitle)}>
                <p>{submitError.message ?? intl.formatMessage(formMessages.generalError)}</p>
                {unplacedFieldErrors(submitError.fieldErrors, fieldNames, fieldOf).map(
                  (message) => (
                    <p key={message}>{message}</p>
                  ),
                )}
              </Banner>
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" busy={submitting}>
              {submitLabel ?? intl.formatMessage(formMessages.save)}
            </Button>
          </div>
          <DraftKeeper draft={draft} />
          {crossFieldCheck ? (
            <FormSpy
              subscription={{ values: true }}
              onChange={({ values }) => {
                const next = crossFieldCheck(values as Values);
                setCrossErrors((shown) => (sameErrors(shown, next) ? shown : next));
              }}
            />
          ) : null}
        </form>
      )}
    />
  );
}

/** After the server turned fields down: focus to the first, once its message shows. */
function focusFirstServerError(element: HTMLFormElement | null) {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      element?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }),
  );
}

function sameErrors(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && (value as Rejection).ok === false;
}

/** After a submit that validation stopped: focus goes to the first field with a message. */
function focusFirstError(
  form: { getState(): { hasValidationErrors?: boolean } },
  element: HTMLFormElement | null,
) {
  if (!form.getState().hasValidationErrors || !element) return;
  requestAnimationFrame(() => {
    element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
