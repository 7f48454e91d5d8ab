import { fieldErrorMessages, formSuccessMessages } from '@lindner/api';
import type { FieldErrorKey } from '@lindner/api/schema';
import { Banner, Button, Text } from '@lindner/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../forms/submitOutcome';
import { formMessages, privacyNoteMessage } from '../publicForm/messages';
import * as styles from '../publicForm/PublicForm.css';
import {
  rejectionOf,
  senderOf,
  standingErrors,
  type PublicFormValues,
  type Rejection,
} from '../publicForm/publicFormValues';
import { discardWaiting } from './afterPress';
import { CheckboxInput } from './fields';
import { FormControlContext, type FormControl } from './formControl';

type ServerError = Extract<SubmitOutcome, { ok: false }>;

export interface IslandFormProps<Values extends PublicFormValues, Payload> {
  /** The values the form starts with; keep their identity between renders. */
  initialValues: Values;
  /** The request body for valid values. */
  toPayload: (values: Values) => Payload;
  /** What the server would find wrong with the values, by form field (plain rules, ./rules.ts). */
  problemsOf: (values: Values) => Record<string, FieldErrorKey>;
  /** Sends the body; null when the submit was ignored because another one runs. */
  onSubmit: (payload: Payload) => Promise<SubmitOutcome | null>;
  /** The element that names the form: the page's heading. */
  labelledBy: string;
  /** The privacy statement in the page's language. */
  privacyHref: string;
  submitLabel: string;
  sendAnotherLabel: string;
  /** What the notice says once sent; the thanks of SPEC.md section 8 otherwise. */
  sentMessage?: string;
  /** The form's own fields; the privacy consent and the send button follow them. */
  children: ReactNode;
}

/**
 * A public form as an island, without a form library, zod or Radix, so that a public page
 * stays within its script budget: its fields (./fields.tsx, ./choiceFields.tsx, ./PriceInput.tsx)
 * read and tell through ./formControl.ts, its checks are plain rules that a test holds to the
 * shared schema (./rules.ts), and it sends with ./sendPublic.ts. A message shows once the
 * visitor leaves a field or sends; typing can make it go, never appear. A turned-down send keeps
 * everything typed and shows the server's messages at their fields until they change; a sent one
 * shows the thanks in the form's place, with a way to write again.
 */
export function IslandForm<Values extends PublicFormValues, Payload>({
  initialValues,
  toPayload,
  problemsOf,
  onSubmit,
  labelledBy,
  privacyHref,
  submitLabel,
  sendAnotherLabel,
  sentMessage,
  children,
}: IslandFormProps<Values, Payload>) {
  const intl = useIntl();
  const formElement = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  // The values as typed, ahead of the next render (autofill changes several fields at once).
  const latest = useRef(initialValues);
  const sending = useRef(false);
  const [shown, setShown] = useState<Record<string, string>>({});
  const [rejection, setRejection] = useState<Rejection<Values> | null>(null);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<Values | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // The server's messages hold for the fields the visitor has not changed since.
  const messagesOf = (current: Values, turnedDown = rejection): Record<string, string> => {
    const messages: Record<string, string> = {};
    for (const [field, key] of Object.entries(problemsOf(current))) {
      messages[field] = intl.formatMessage(fieldErrorMessages[key]);
    }
    return turnedDown ? { ...messages, ...standingErrors(turnedDown, current) } : messages;
  };

  useEffect(() => {
    if (focusRequest === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const control: FormControl = {
    values,
    shown,
    change(name, value) {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      if (messagesOf(next)[name] === undefined) setShown((current) => without(current, name));
    },
    leave(name) {
      const message = messagesOf(latest.current)[name];
      setShown((current) =>
        message === undefined ? without(current, name) : { ...current, [name]: message },
      );
    },
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    discardWaiting();
    const values = latest.current;
    const messages = messagesOf(values);
    setShown(messages);
    if (Object.keys(messages).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    sending.current = true;
    setSubmitting(true);
    setServerError(null);
    const outcome = await onSubmit(toPayload(values));
    sending.current = false;
    setSubmitting(false);
    if (outcome === null) return;
    if (outcome.ok) {
      setRejection(null);
      setSent(values);
      return;
    }
    const turnedDown = rejectionOf(values, outcome.fieldErrors);
    setRejection(turnedDown);
    setServerError(outcome);
    setShown(messagesOf(values, turnedDown));
    setFocusRequest((count) => count + 1);
  };

  const privacyLink = (chunks: ReactNode[]) => <a href={privacyHref}>{chunks}</a>;

  if (sent) {
    return (
      <SentNotice
        sendAnotherLabel={sendAnotherLabel}
        message={sentMessage}
        onSendAnother={() => {
          latest.current = { ...initialValues, ...senderOf(sent) };
          setValues(latest.current);
          setShown({});
          setServerError(null);
          setSent(null);
        }}
      />
    );
  }

  return (
    <form
      ref={formElement}
      // Never GET: without JavaScript a form would put what was typed into the address.
      method="post"
      noValidate
      aria-labelledby={labelledBy}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
    >
      <Text size="small" tone="muted" className={styles.fullRow}>
        {intl.formatMessage(formMessages.requiredHint)}
      </Text>
      <FormControlContext.Provider value={control}>
        {children}
        <div className={styles.fullRow}>
          <Text size="small">{intl.formatMessage(privacyNoteMessage, { link: privacyLink })}</Text>
          <CheckboxInput
            name="privacyConsent"
            label={intl.formatMessage(formMessages.privacyConsent)}
            required
          />
        </div>
      </FormControlContext.Provider>
      {serverError ? (
        <div className={styles.fullRow}>
          <Banner tone="error" title={intl.formatMessage(formMessages.notSent)}>
            <p>{serverError.message ?? intl.formatMessage(formMessages.generalError)}</p>
          </Banner>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" busy={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function without(messages: Record<string, string>, field: string): Record<string, string> {
  if (!(field in messages)) return messages;
  return Object.fromEntries(Object.entries(messages).filter(([name]) => name !== field));
}

/** The thanks of SPEC.md section 8 in the form's place; focus moves to it, so it is heard. */
function SentNotice({
  sendAnotherLabel,
  message,
  onSendAnother,
}: {
  sendAnotherLabel: string;
  message: string | undefined;
  onSendAnother: () => void;
}) {
  const intl = useIntl();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} tabIndex={-1} className={styles.thanks}>
      <Banner tone="success" title={intl.formatMessage(formMessages.sent)}>
        <p>{message ?? intl.formatMessage(formSuccessMessages.thanks)}</p>
      </Banner>
      <Button variant="secondary" onClick={onSendAnother}>
        {sendAnotherLabel}
      </Button>
    </div>
  );
}
