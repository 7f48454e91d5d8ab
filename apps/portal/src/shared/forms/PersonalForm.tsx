import { Banner, Button, Text } from '@lindner/ui';
import { Form } from '@lindner/ui/final-form';
import { FORM_ERROR } from 'final-form';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DraftValues } from '../drafts/formDrafts';
import { DraftKeeper, useFormDraft } from '../drafts/useFormDraft';
import { DraftNotice } from './DraftNotice';
import { fieldErrorMessage, formMessages } from './messages';
import * as styles from './PersonalForm.css';
import { fieldErrorList, type SubmitOutcome } from './submitOutcome';

export interface PersonalFormProps<Values extends DraftValues, Payload> {
  /** The draft's name: one per form of the personal area, e.g. `farm`. */
  draftName: string;
  /** What the server holds, as form values; keep its identity between renders (memoise it). */
  saved: Values;
  /** The request body for valid values. */
  toPayload: (values: Values) => Payload;
  /** Sends the payload; null when the submit was ignored because another one runs. */
  onSubmit: (payload: Payload) => Promise<SubmitOutcome | null>;
  /** Labels of the fields, to name them in the server's messages; their order is the form's. */
  fieldLabels: Record<string, string>;
  /** The element that names the form (the tab's heading). */
  labelledBy?: string;
  /** Leaves out the hint on the asterisk when no field is required. */
  hasRequiredFields?: boolean;
  submitLabel?: string;
  children: ReactNode;
}

type ServerError = Extract<SubmitOutcome, { ok: false }>;

/**
 * A form of the personal area: its fields with a draft that survives a reload and a sign-on
 * again, the server's messages when it turns the data down, and the save button.
 * Validation is the fields' own (ui rules); what the server holds comes in as `saved`.
 */
export function PersonalForm<Values extends DraftValues, Payload>({
  draftName,
  saved,
  toPayload,
  onSubmit,
  fieldLabels,
  labelledBy,
  hasRequiredFields = true,
  submitLabel,
  children,
}: PersonalFormProps<Values, Payload>) {
  const intl = useIntl();
  const draft = useFormDraft(draftName, saved);
  const formElement = useRef<HTMLFormElement>(null);

  const submit = async (values: Values): Promise<Record<string, unknown> | undefined> => {
    const outcome = await onSubmit(toPayload(values));
    if (outcome === null) return undefined;
    if (outcome.ok) {
      draft.clear();
      return undefined;
    }
    return { [FORM_ERROR]: outcome };
  };

  return (
    <Form<Values>
      initialValues={draft.initialValues ?? saved}
      onSubmit={submit}
      render={({
        handleSubmit,
        form,
        submitting,
        submitError,
        submitSucceeded,
        dirtySinceLastSubmit,
      }) => (
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
          {isServerError(submitError) ? (
            <div className={styles.fullRow}>
              <ServerErrorBanner error={submitError} fieldLabels={fieldLabels} />
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" busy={submitting}>
              {submitLabel ?? intl.formatMessage(formMessages.save)}
            </Button>
            {submitSucceeded && !dirtySinceLastSubmit && !submitting ? (
              <Text as="span" tone="success" weight="medium">
                {intl.formatMessage(formMessages.saved)}
              </Text>
            ) : null}
          </div>
          <DraftKeeper draft={draft} />
        </form>
      )}
    />
  );
}

function isServerError(value: unknown): value is ServerError {
  return typeof value === 'object' && value !== null && (value as ServerError).ok === false;
}

/** After a submit that validation stopped: focus goes to the first field with a message. */
function focusFirstError(
  form: { getState(): { hasValidationErrors?: boolean } },
  element: HTMLFormElement | null,
) {
  if (!form.getState().hasValidationErrors || !element) return;
  // The messages render with the next commit.
  requestAnimationFrame(() => {
    element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

function ServerErrorBanner({
  error,
  fieldLabels,
}: {
  error: ServerError;
  fieldLabels: Record<string, string>;
}) {
  const intl = useIntl();
  const fields = fieldErrorList(error.fieldErrors, fieldLabels);
  return (
    <Banner tone="error" title={intl.formatMessage(formMessages.serverErrorTitle)}>
      <p>{error.message ?? intl.formatMessage(formMessages.generalError)}</p>
      {fields.length > 0 ? (
        <ul className={styles.errorList}>
          {fields.map(({ field, label, message }) => (
            <li key={field}>
              {label ? intl.formatMessage(fieldErrorMessage, { field: label, message }) : message}
            </li>
          ))}
        </ul>
      ) : null}
    </Banner>
  );
}
