import { fieldErrorMessages } from '@lindner/api';
import { guestbookFieldErrorMessages, guestbookLimits } from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import { Banner, Button, Text } from '@lindner/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import { RadioInputs } from '../../../shared/islandForm/choiceFields';
import { CheckboxInput, TextAreaInput, TextInput } from '../../../shared/islandForm/fields';
import { FormControlContext, type FormControl } from '../../../shared/islandForm/formControl';
import { discardWaiting } from '../../../shared/islandForm/afterPress';
import {
  rejectionOf,
  standingErrors,
  type Rejection,
} from '../../../shared/publicForm/publicFormValues';
import * as styles from '../../../shared/publicForm/PublicForm.css';
import {
  guestbookProblems,
  type GuestbookFormValues,
  type GuestbookProblem,
} from '../guestbookFormRules';
import { formMessages as messages, privacyNoteMessage } from '../messages';
import { sendGuestbookEntry, type ApiAddress } from '../sendGuestbookEntry';
import { AttachmentInput } from './AttachmentInput';

export interface GuestbookFormProps {
  /** The form's heading's id: it names the form. */
  labelledBy: string;
  /** The privacy statement in the page's language. */
  privacyHref: string;
  api: ApiAddress;
  /** Sends instead of the API (stories); an island's props from the server are data only. */
  onSubmit?: (values: GuestbookFormValues) => Promise<SubmitOutcome | null>;
}

const initialValues: GuestbookFormValues = { kind: 'entry' };

type ServerError = Extract<SubmitOutcome, { ok: false }>;

/**
 * The guestbook's form, the page's island: an entry or a question, who writes, the text, an
 * optional picture or PDF, the spam question and the privacy consent. Its checks are those of
 * the server (guestbookFormRules.ts); a message shows once the visitor leaves a field or sends.
 * A turned-down send keeps everything typed (the chosen file too) and shows the server's
 * messages at their fields; a sent one shows that the entry appears after review.
 */
export function GuestbookForm({ labelledBy, privacyHref, api, onSubmit }: GuestbookFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const formElement = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const latest = useRef(initialValues);
  const sending = useRef(false);
  const [shown, setShown] = useState<Record<string, string>>({});
  const [rejection, setRejection] = useState<Rejection<GuestbookFormValues> | null>(null);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // A new form after "write another" (a file input cannot be emptied otherwise).
  const [round, setRound] = useState(0);

  const textOf = (key: GuestbookProblem) =>
    intl.formatMessage(
      key in guestbookFieldErrorMessages
        ? guestbookFieldErrorMessages[key as keyof typeof guestbookFieldErrorMessages]
        : fieldErrorMessages[key as keyof typeof fieldErrorMessages],
    );

  const messagesOf = (current: GuestbookFormValues, turnedDown = rejection) => {
    const found: Record<string, string> = {};
    for (const [field, key] of Object.entries(guestbookProblems(current))) {
      found[field] = textOf(key);
    }
    return turnedDown ? { ...found, ...standingErrors(turnedDown, current) } : found;
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
    const current = latest.current;
    const found = messagesOf(current);
    setShown(found);
    if (Object.keys(found).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    sending.current = true;
    setSubmitting(true);
    setServerError(null);
    const outcome = await (onSubmit ?? ((entry) => sendGuestbookEntry(entry, api, locale)))(
      current,
    );
    sending.current = false;
    setSubmitting(false);
    if (outcome === null) return;
    if (outcome.ok) {
      setRejection(null);
      setSent(true);
      return;
    }
    const turnedDown = rejectionOf(current, outcome.fieldErrors);
    setRejection(turnedDown);
    setServerError(outcome);
    setShown(messagesOf(current, turnedDown));
    setFocusRequest((count) => count + 1);
  };

  if (sent) {
    return (
      <SentNotice
        onWriteAnother={() => {
          // Who writes stays; what they wrote goes.
          const { name, email } = latest.current;
          latest.current = { ...initialValues, name, email };
          setValues(latest.current);
          setShown({});
          setServerError(null);
          setRound((count) => count + 1);
          setSent(false);
        }}
      />
    );
  }

  const privacyLink = (chunks: ReactNode[]) => <a href={privacyHref}>{chunks}</a>;
  return (
    <form
      key={round}
      ref={formElement}
      method="post"
      encType="multipart/form-data"
      noValidate
      aria-labelledby={labelledBy}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
    >
      <Text size="small" tone="muted" className={styles.fullRow}>
        {intl.formatMessage(messages.requiredHint)}
      </Text>
      <FormControlContext.Provider value={control}>
        <div className={styles.fullRow}>
          <RadioInputs
            name="kind"
            label={intl.formatMessage(messages.kind)}
            required
            options={[
              { value: 'entry', label: intl.formatMessage(messages.kindEntry) },
              { value: 'question', label: intl.formatMessage(messages.kindQuestion) },
            ]}
          />
        </div>
        <TextInput
          name="name"
          label={intl.formatMessage(messages.name)}
          description={intl.formatMessage(messages.nameHint)}
          required
          autoComplete="name"
          maxLength={guestbookLimits.name}
        />
        <TextInput
          name="email"
          type="email"
          label={intl.formatMessage(messages.email)}
          description={intl.formatMessage(messages.emailHint)}
          required
          autoComplete="email"
          maxLength={guestbookLimits.email}
        />
        <div className={styles.fullRow}>
          <TextAreaInput
            name="text"
            label={intl.formatMessage(messages.text)}
            required
            rows={6}
            maxLength={guestbookLimits.text}
          />
        </div>
        <div className={styles.fullRow}>
          <AttachmentInput
            label={intl.formatMessage(messages.attachment)}
            description={intl.formatMessage(messages.attachmentHint)}
          />
        </div>
        <div className={styles.fullRow}>
          <TextInput
            name="spamAnswer"
            label={intl.formatMessage(messages.spamAnswer)}
            description={intl.formatMessage(messages.spamHint)}
            required
            autoComplete="off"
            maxLength={guestbookLimits.spamAnswer}
          />
        </div>
        <div className={styles.fullRow}>
          <Text size="small">{intl.formatMessage(privacyNoteMessage, { link: privacyLink })}</Text>
          <CheckboxInput
            name="privacyConsent"
            label={intl.formatMessage(messages.privacyConsent)}
            required
          />
        </div>
      </FormControlContext.Provider>
      {serverError ? (
        <div className={styles.fullRow}>
          <Banner tone="error" title={intl.formatMessage(messages.notSent)}>
            <p>{serverError.message ?? intl.formatMessage(messages.generalError)}</p>
          </Banner>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" busy={submitting}>
          {intl.formatMessage(messages.send)}
        </Button>
      </div>
    </form>
  );
}

function without(messages: Record<string, string>, field: string): Record<string, string> {
  if (!(field in messages)) return messages;
  return Object.fromEntries(Object.entries(messages).filter(([name]) => name !== field));
}

/** The thanks in the form's place: the entry appears after review. Focus moves to it. */
function SentNotice({ onWriteAnother }: { onWriteAnother: () => void }) {
  const intl = useIntl();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} tabIndex={-1} className={styles.thanks}>
      <Banner tone="success" title={intl.formatMessage(messages.sentTitle)}>
        <p>{intl.formatMessage(messages.sentText)}</p>
      </Banner>
      <Button variant="secondary" onClick={onWriteAnother}>
        {intl.formatMessage(messages.writeAnother)}
      </Button>
    </div>
  );
}
