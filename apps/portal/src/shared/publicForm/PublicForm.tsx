import { formSuccessMessages } from '@lindner/api';
import { localizePath } from '@lindner/i18n';
import { Banner, Button, Checkbox, Text, type Validator } from '@lindner/ui';
import { FORM_ERROR } from 'final-form';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Form, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SubmitOutcome } from '../forms/submitOutcome';
import { usePageLocale } from '../locale/usePageLocale';
import * as styles from './PublicForm.css';
import { formMessages, privacyNoteMessage } from './messages';
import {
  rejectionOf,
  senderOf,
  standingErrors,
  type PublicFormValues,
  type Rejection,
} from './publicFormValues';

type ServerError = Extract<SubmitOutcome, { ok: false }>;

export interface PublicFormProps<Values extends PublicFormValues, Payload> {
  /** The values the form starts with; keep their identity between renders. */
  initialValues: Values;
  /** The request body for valid values. */
  toPayload: (values: Values) => Payload;
  /** Sends the body; null when the submit was ignored because another one runs. */
  onSubmit: (payload: Payload) => Promise<SubmitOutcome | null>;
  /** The privacy consent's check, as the server makes it. */
  privacyConsentCheck: Validator;
  /** The element that names the form: the page's heading. */
  labelledBy: string;
  submitLabel: string;
  sendAnotherLabel: string;
  /** The form's own fields; the privacy consent and the submit button follow them. */
  children: ReactNode;
}

/**
 * A public form: its fields, the required privacy consent with the way to the privacy statement,
 * and the send button. A turned-down submit keeps everything typed and shows the server's
 * messages at their fields until the visitor changes them; a sent one shows the thanks in the
 * form's place, with a way to write again.
 */
export function PublicForm<Values extends PublicFormValues, Payload>({
  initialValues,
  toPayload,
  onSubmit,
  privacyConsentCheck,
  labelledBy,
  submitLabel,
  sendAnotherLabel,
  children,
}: PublicFormProps<Values, Payload>) {
  const intl = useIntl();
  const locale = usePageLocale();
  const formElement = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState<Values | null>(null);
  const [startValues, setStartValues] = useState(initialValues);
  const [rejection, setRejection] = useState<Rejection<Values> | null>(null);

  // The server's field messages are record-level errors: the fields show them as their own.
  const validate = useMemo(
    () => (rejection ? (values: Values) => standingErrors(rejection, values) : undefined),
    [rejection],
  );

  if (sent) {
    return (
      <SentNotice
        sendAnotherLabel={sendAnotherLabel}
        onSendAnother={() => {
          setStartValues({ ...initialValues, ...senderOf(sent) });
          setSent(null);
        }}
      />
    );
  }

  const submit = async (values: Values) => {
    const outcome = await onSubmit(toPayload(values));
    if (outcome === null) return undefined;
    if (outcome.ok) {
      setRejection(null);
      setSent(values);
      return undefined;
    }
    setRejection(rejectionOf(values, outcome.fieldErrors));
    return { [FORM_ERROR]: outcome };
  };

  const privacyLink = (chunks: ReactNode[]) => (
    <Link to={localizePath('privacy', {}, locale)}>{chunks}</Link>
  );

  return (
    <Form<Values>
      initialValues={startValues}
      validate={validate}
      onSubmit={submit}
      render={({ handleSubmit, form, submitting, submitError }) => (
        <form
          ref={formElement}
          // Never GET: without JavaScript a form would put what was typed into the address.
          method="post"
          noValidate
          aria-labelledby={labelledBy}
          className={styles.form}
          onSubmit={(event) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstInvalid(formElement.current);
          }}
        >
          <Text size="small" tone="muted" className={styles.fullRow}>
            {intl.formatMessage(formMessages.requiredHint)}
          </Text>
          {children}
          <div className={styles.fullRow}>
            <Text size="small">
              {intl.formatMessage(privacyNoteMessage, { link: privacyLink })}
            </Text>
            <Checkbox
              name="privacyConsent"
              label={intl.formatMessage(formMessages.privacyConsent)}
              required
              check={privacyConsentCheck}
            />
          </div>
          {isServerError(submitError) ? (
            <div className={styles.fullRow}>
              <Banner tone="error" title={intl.formatMessage(formMessages.notSent)}>
                <p>{submitError.message ?? intl.formatMessage(formMessages.generalError)}</p>
              </Banner>
            </div>
          ) : null}
          <FocusOnRejection rejection={rejection} form={formElement} />
          <div className={styles.actions}>
            <Button type="submit" busy={submitting}>
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
    />
  );
}

/** The thanks of SPEC.md section 8 in the form's place; focus moves to it, so it is heard. */
function SentNotice({
  sendAnotherLabel,
  onSendAnother,
}: {
  sendAnotherLabel: string;
  onSendAnother: () => void;
}) {
  const intl = useIntl();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} tabIndex={-1} className={styles.thanks}>
      <Banner tone="success" title={intl.formatMessage(formMessages.sent)}>
        <p>{intl.formatMessage(formSuccessMessages.thanks)}</p>
      </Banner>
      <Button variant="secondary" onClick={onSendAnother}>
        {sendAnotherLabel}
      </Button>
    </div>
  );
}

/**
 * After the server turned the form down, focus goes to the first field it named, once the
 * fields show its messages (they arrive through the form's validation, after the submit).
 */
function FocusOnRejection({
  rejection,
  form,
}: {
  rejection: Rejection<object> | null;
  form: RefObject<HTMLFormElement | null>;
}) {
  const { errors } = useFormState({ subscription: { errors: true } });
  const handled = useRef<Rejection<object> | null>(null);
  useEffect(() => {
    if (!rejection || handled.current === rejection) return;
    const shown = Object.keys(rejection.fieldErrors).some((field) => errors?.[field]);
    if (!shown) return;
    handled.current = rejection;
    focusFirstInvalid(form.current);
  }, [rejection, errors, form]);
  return null;
}

function isServerError(value: unknown): value is ServerError {
  return typeof value === 'object' && value !== null && (value as ServerError).ok === false;
}

/** Focus goes to the first field with a message, once the messages have rendered. */
function focusFirstInvalid(element: HTMLFormElement | null) {
  if (!element) return;
  requestAnimationFrame(() => {
    element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
