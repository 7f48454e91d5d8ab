import { adLimits, adReplyInputSchema, type AdReplyInput } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { Banner, Button, Checkbox, Text, TextArea } from '@lindner/ui';
import { Form } from '@lindner/ui/final-form';
import { Link } from '@lindner/ui/router';
import { FORM_ERROR } from 'final-form';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import { useSchemaChecks } from '../../../shared/forms/useSchemaChecks';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import {
  rejectionOf,
  standingErrors,
  type Rejection,
} from '../../../shared/publicForm/publicFormValues';
import { privacyNoteMessage, replyMessages } from '../messages';
import * as styles from './marketplace.css';

export interface ReplyValues {
  [field: string]: unknown;
  content?: string;
  privacyConsent?: boolean;
}

const replyFields = ['content', 'privacyConsent'] as const;

/** The body of `POST /classified-ads/{id}/replies` for the form's values. */
export function replyPayloadOf(values: ReplyValues): AdReplyInput {
  return {
    content: typeof values.content === 'string' ? values.content.trim() : '',
    privacyConsent: values.privacyConsent === true,
  } as AdReplyInput;
}

type ServerError = Extract<SubmitOutcome, { ok: false }>;

export interface ReplyFormProps {
  /** Sends the reply; null when the submit was ignored because another one runs. */
  onSubmit: (input: AdReplyInput) => Promise<SubmitOutcome | null>;
  /** The heading that names the form. */
  labelledBy: string;
  /** Starts with what the user typed before (stories). */
  initialValues?: ReplyValues;
}

const noValues: ReplyValues = {};

/**
 * The reply to an ad: the message and the required privacy consent (SPEC.md section 5). A
 * turned-down reply keeps what was typed and shows the server's messages at their fields (or
 * its message above the button, such as 409 for one's own ad); a saved one shows "Antwort
 * gespeichert" (SPEC.md section 8) in the form's place.
 */
export function ReplyForm({ onSubmit, labelledBy, initialValues = noValues }: ReplyFormProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const formElement = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(false);
  const [rejection, setRejection] = useState<Rejection<ReplyValues> | null>(null);
  const checks = useSchemaChecks(adReplyInputSchema, replyPayloadOf, replyFields);

  // The server's field messages are record-level errors: the fields show them as their own.
  const validate = useMemo(
    () => (rejection ? (values: ReplyValues) => standingErrors(rejection, values) : undefined),
    [rejection],
  );

  if (saved) return <SavedNotice onWriteAnother={() => setSaved(false)} />;

  const submit = async (values: ReplyValues) => {
    const outcome = await onSubmit(replyPayloadOf(values));
    if (outcome === null) return undefined;
    if (outcome.ok) {
      setRejection(null);
      setSaved(true);
      return undefined;
    }
    setRejection(rejectionOf(values, outcome.fieldErrors));
    return { [FORM_ERROR]: outcome };
  };

  const privacyLink = (chunks: ReactNode[]) => (
    <Link link={{ url: localizePath('privacy', {}, locale) }}>{chunks}</Link>
  );

  return (
    <Form<ReplyValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={submit}
      render={({ handleSubmit, form, submitting, submitError }) => (
        <form
          ref={formElement}
          method="post"
          noValidate
          aria-labelledby={labelledBy}
          className={styles.replyForm}
          onSubmit={(event) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstInvalid(formElement.current);
          }}
        >
          <Text size="small" tone="muted">
            {intl.formatMessage(replyMessages.requiredHint)}
          </Text>
          <TextArea
            name="content"
            label={intl.formatMessage(replyMessages.content)}
            description={intl.formatMessage(replyMessages.contentHint)}
            required
            check={checks.content}
            rows={6}
            maxLength={adLimits.reply}
          />
          <div>
            <Text size="small">
              {intl.formatMessage(privacyNoteMessage, { link: privacyLink })}
            </Text>
            <Checkbox
              name="privacyConsent"
              label={intl.formatMessage(replyMessages.privacyConsent)}
              required
              check={checks.privacyConsent}
            />
          </div>
          {isServerError(submitError) ? (
            <Banner tone="error" title={intl.formatMessage(replyMessages.notSent)}>
              <p>{submitError.message ?? intl.formatMessage(replyMessages.failed)}</p>
            </Banner>
          ) : null}
          <FocusOnRejection rejection={rejection} form={formElement} />
          <div className={styles.actions}>
            <Button type="submit" busy={submitting}>
              {intl.formatMessage(replyMessages.send)}
            </Button>
          </div>
        </form>
      )}
    />
  );
}

/** "Antwort gespeichert" in the form's place; focus moves to it, so it is heard. */
function SavedNotice({ onWriteAnother }: { onWriteAnother: () => void }) {
  const intl = useIntl();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} tabIndex={-1} className={styles.notice}>
      <Banner tone="success" title={intl.formatMessage(replyMessages.saved)}>
        <p>{intl.formatMessage(replyMessages.savedText)}</p>
      </Banner>
      <Button variant="secondary" onClick={onWriteAnother}>
        {intl.formatMessage(replyMessages.writeAnother)}
      </Button>
    </div>
  );
}

/**
 * After the server turned the reply down, focus goes to the first field it named, once the
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
