import { fieldErrorMessages } from '@lindner/api';
import { userReportLimits } from '@lindner/api/schema';
import { Banner, Button, Text } from '@lindner/ui';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SelectInput } from '../../../shared/islandForm/choiceFields';
import { CheckboxInput, TextAreaInput, TextInput } from '../../../shared/islandForm/fields';
import { FormControlContext, type FormControl } from '../../../shared/islandForm/formControl';
import { discardWaiting } from '../../../shared/islandForm/afterPress';
import * as formStyles from '../../../shared/publicForm/PublicForm.css';
import { formMessages, privacyNoteMessage, tooManyPicturesMessage } from '../formMessages';
import { reportProblems } from '../reportRules';
import type { ModelChoice } from '../userReportLoaders';
import type { ReportPayload, ReportTransport } from '../sendReport';
import { PictureField, type ChosenPicture } from './PictureField';
import * as styles from './userReports.css';

/** What the form holds: its fields by name, an empty one undefined. */
type Values = Record<string, unknown>;

export interface ReportFormProps {
  /** The element that names the form: the page's heading. */
  labelledBy: string;
  privacyHref: string;
  models: readonly ModelChoice[];
  /** What the form starts with: a model the address names, a signed-in writer's name and address. */
  initialValues: Values;
  transport: ReportTransport;
  /** The signed-in writer's token, read when sending; none for a visitor. */
  getToken: () => string | undefined;
  /** Above the fields: signing in, or who is signed in. */
  signOn?: ReactNode;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function payloadOf(values: Values, pictures: readonly ChosenPicture[]): ReportPayload {
  return {
    modelId: text(values.modelId),
    title: text(values.title),
    text: text(values.text),
    firstName: text(values.firstName),
    region: text(values.region),
    email: text(values.email),
    pictures: pictures.flatMap((picture) => (picture.uploadId ? [picture.uploadId] : [])),
    privacyConsent: values.privacyConsent === true,
  };
}

/**
 * Writing a report: model, title, text, pictures, first name, region, e-mail and the privacy
 * consent. A message shows once the writer leaves a field or sends, with the server's words; a
 * turned-down send keeps everything typed and shows the server's messages at their fields until
 * they change; a sent report shows the thanks of SPEC.md section 8 in the form's place.
 */
export function ReportForm({
  labelledBy,
  privacyHref,
  models,
  initialValues,
  transport,
  getToken,
  signOn,
}: ReportFormProps) {
  const intl = useIntl();
  const formElement = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const latest = useRef(initialValues);
  const [shown, setShown] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<{
    values: Values;
    errors: Record<string, string>;
  } | null>(null);
  const [notSent, setNotSent] = useState<string | null | undefined>(undefined);
  const [pictures, setPictures] = useState<ChosenPicture[]>([]);
  const [pictureError, setPictureError] = useState<string | undefined>(undefined);
  const nextKey = useRef(1);
  const [submitting, setSubmitting] = useState(false);
  const sending = useRef(false);
  const [sent, setSent] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const modelIds = useMemo(() => models.map((model) => model.id), [models]);

  // A signed-in writer's name and address arrive after the first render: fill the empty fields.
  useEffect(() => {
    const filled = { ...latest.current };
    let changed = false;
    for (const [name, value] of Object.entries(initialValues)) {
      if (filled[name] === undefined && value !== undefined) {
        filled[name] = value;
        changed = true;
      }
    }
    if (!changed) return;
    latest.current = filled;
    setValues(filled);
  }, [initialValues]);

  const messagesOf = (current: Values, turnedDown = serverErrors): Record<string, string> => {
    const messages: Record<string, string> = {};
    for (const [field, key] of Object.entries(reportProblems(current, modelIds))) {
      messages[field] = intl.formatMessage(fieldErrorMessages[key]);
    }
    if (!turnedDown) return messages;
    for (const [field, message] of Object.entries(turnedDown.errors)) {
      // The server's message holds until the field changes.
      if (field !== 'pictures' && Object.is(turnedDown.values[field], current[field])) {
        messages[field] ??= message;
      }
    }
    return messages;
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
      if (messagesOf(next)[name] === undefined) {
        setShown((current) =>
          Object.fromEntries(Object.entries(current).filter(([field]) => field !== name)),
        );
      }
    },
    leave(name) {
      const message = messagesOf(latest.current)[name];
      setShown((current) => {
        const rest = Object.fromEntries(
          Object.entries(current).filter(([field]) => field !== name),
        );
        return message === undefined ? rest : { ...rest, [name]: message };
      });
    },
  };

  const max = userReportLimits.pictures;

  const choosePictures = (files: File[]) => {
    const room = max - pictures.length;
    setPictureError(
      files.length > room ? intl.formatMessage(tooManyPicturesMessage, { max }) : undefined,
    );
    for (const file of files.slice(0, Math.max(room, 0))) {
      const key = nextKey.current++;
      setPictures((current) => [...current, { key, name: file.name, uploadId: null }]);
      void transport.uploadPicture(file).then((outcome) => {
        if (outcome.ok) {
          setPictures((current) =>
            current.map((picture) =>
              picture.key === key ? { ...picture, uploadId: outcome.uploadId } : picture,
            ),
          );
          return;
        }
        setPictures((current) => current.filter((picture) => picture.key !== key));
        setPictureError(
          `${file.name}: ${outcome.message ?? intl.formatMessage(formMessages.uploadFailed)}`,
        );
      });
    }
  };

  const removePicture = (key: number) => {
    setPictures((current) => current.filter((picture) => picture.key !== key));
    setPictureError(undefined);
  };

  const uploading = pictures.some((picture) => picture.uploadId === null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || uploading) return;
    discardWaiting();
    const current = latest.current;
    const messages = messagesOf(current);
    setShown(messages);
    if (Object.keys(messages).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    sending.current = true;
    setSubmitting(true);
    setNotSent(undefined);
    const outcome = await transport.sendReport(payloadOf(current, pictures), getToken());
    sending.current = false;
    setSubmitting(false);
    if (outcome.ok) {
      setServerErrors(null);
      setSent(true);
      return;
    }
    const turnedDown = { values: current, errors: outcome.fieldErrors };
    setServerErrors(turnedDown);
    setNotSent(outcome.message);
    if (outcome.fieldErrors.pictures) setPictureError(outcome.fieldErrors.pictures);
    setShown(messagesOf(current, turnedDown));
    setFocusRequest((count) => count + 1);
  };

  if (sent) {
    return (
      <SentNotice
        onWriteAnother={() => {
          // Who writes stays; what they wrote goes.
          const kept = {
            firstName: latest.current.firstName,
            region: latest.current.region,
            email: latest.current.email,
          };
          latest.current = kept;
          setValues(kept);
          setPictures([]);
          setPictureError(undefined);
          setShown({});
          setNotSent(undefined);
          setSent(false);
        }}
      />
    );
  }

  const privacyLink = (chunks: ReactNode[]) => <a href={privacyHref}>{chunks}</a>;
  return (
    <form
      ref={formElement}
      // Never GET: without JavaScript a form would put what was typed into the address.
      method="post"
      noValidate
      aria-labelledby={labelledBy}
      className={formStyles.form}
      onSubmit={(event) => void submit(event)}
    >
      {signOn ? <div className={formStyles.fullRow}>{signOn}</div> : null}
      <Text size="small" tone="muted" className={formStyles.fullRow}>
        {intl.formatMessage(formMessages.requiredHint)}
      </Text>
      <FormControlContext.Provider value={control}>
        <div className={formStyles.fullRow}>
          <SelectInput
            name="modelId"
            label={intl.formatMessage(formMessages.model)}
            required
            options={models.map((model) => ({ value: model.id, label: model.name }))}
          />
        </div>
        <div className={formStyles.fullRow}>
          <TextInput
            name="title"
            label={intl.formatMessage(formMessages.reportTitle)}
            required
            maxLength={userReportLimits.title}
          />
        </div>
        <div className={formStyles.fullRow}>
          <TextAreaInput
            name="text"
            label={intl.formatMessage(formMessages.text)}
            required
            rows={10}
            maxLength={userReportLimits.text}
          />
        </div>
        <div className={formStyles.fullRow}>
          <PictureField
            pictures={pictures}
            max={max}
            error={pictureError}
            onChoose={choosePictures}
            onRemove={removePicture}
          />
        </div>
        <TextInput
          name="firstName"
          label={intl.formatMessage(formMessages.firstName)}
          required
          autoComplete="given-name"
          maxLength={userReportLimits.firstName}
        />
        <TextInput
          name="region"
          label={intl.formatMessage(formMessages.region)}
          description={intl.formatMessage(formMessages.regionHint)}
          required
          autoComplete="address-level1"
          maxLength={userReportLimits.region}
        />
        <div className={formStyles.fullRow}>
          <TextInput
            name="email"
            type="email"
            label={intl.formatMessage(formMessages.email)}
            description={intl.formatMessage(formMessages.emailHint)}
            required
            autoComplete="email"
            maxLength={userReportLimits.email}
          />
        </div>
        <div className={formStyles.fullRow}>
          <Text size="small">{intl.formatMessage(privacyNoteMessage, { link: privacyLink })}</Text>
          <CheckboxInput
            name="privacyConsent"
            label={intl.formatMessage(formMessages.privacyConsent)}
            required
          />
        </div>
      </FormControlContext.Provider>
      {notSent !== undefined ? (
        <div className={formStyles.fullRow}>
          <Banner tone="error" title={intl.formatMessage(formMessages.notSent)}>
            <p>{notSent ?? intl.formatMessage(formMessages.generalError)}</p>
          </Banner>
        </div>
      ) : null}
      <div className={formStyles.actions}>
        <Button type="submit" busy={submitting || uploading}>
          {intl.formatMessage(formMessages.send)}
        </Button>
      </div>
    </form>
  );
}

/** The thanks of SPEC.md section 8 in the form's place; focus moves to it, so it is heard. */
function SentNotice({ onWriteAnother }: { onWriteAnother: () => void }) {
  const intl = useIntl();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} tabIndex={-1} className={styles.thanks}>
      <Banner tone="success" title={intl.formatMessage(formMessages.sentTitle)}>
        <p>{intl.formatMessage(formMessages.sent)}</p>
      </Banner>
      <Button variant="secondary" onClick={onWriteAnother}>
        {intl.formatMessage(formMessages.writeAnother)}
      </Button>
    </div>
  );
}
