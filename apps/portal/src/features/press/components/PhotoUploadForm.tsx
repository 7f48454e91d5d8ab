import {
  pressPhotoCategories,
  pressPhotoTextLimits,
  pressPhotoUploadField,
} from '@lindner/api/schema';
import { Banner, Button } from '@lindner/ui';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import * as fieldStyles from '../../../shared/islandForm/fields.css';
import { categoryMessages, editorialMessages } from '../messages';
import {
  emptyUpload,
  uploadInput,
  uploadProblems,
  type PhotoUploadValues,
} from '../photoUploadChecks';
import type { PressPhotoInput } from '@lindner/api/schema';
import * as styles from './press.css';

type Field = keyof PhotoUploadValues;
const fieldOrder: Field[] = ['file', 'category', 'captionDe', 'captionEn', 'captionFr', 'credit'];

export interface PhotoUploadFormProps {
  /** Sends the photo; null when ignored because another upload runs. */
  onUpload: (input: PressPhotoInput, file: File) => Promise<SubmitOutcome | null>;
  /** Starts with these values (stories). */
  initialValues?: PhotoUploadValues;
}

/**
 * Staff's upload of a press photo: the file, its category, the German caption (English and
 * French optional) and the credit. Each bad field gets its message at the field, the first one
 * takes the focus; the server's messages (a file that is no picture by its content) show the
 * same way.
 */
export function PhotoUploadForm({ onUpload, initialValues = emptyUpload }: PhotoUploadFormProps) {
  const intl = useIntl();
  const id = useId();
  const [values, setValues] = useState<PhotoUploadValues>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key empties the browser's file input after an upload.
  const [round, setRound] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  const set = (field: Field, value: string | File | null) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirst = (shown: Partial<Record<Field, string>>) => {
    const first = fieldOrder.find((field) => shown[field]);
    if (first)
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problems = uploadProblems(values);
    const shown: Partial<Record<Field, string>> = {};
    for (const [field, problem] of Object.entries(problems)) {
      shown[field as Field] = intl.formatMessage(editorialMessages[problem]);
    }
    setErrors(shown);
    if (Object.keys(shown).length > 0 || !values.file) {
      setFailure(intl.formatMessage(editorialMessages.uploadFailed));
      focusFirst(shown);
      return;
    }
    setFailure(null);
    setBusy(true);
    const outcome = await onUpload(uploadInput(values), values.file);
    setBusy(false);
    if (outcome === null) return;
    if (outcome.ok) {
      setValues(emptyUpload);
      setRound((current) => current + 1);
      return;
    }
    const fromServer: Partial<Record<Field, string>> = {};
    for (const [field, message] of Object.entries(outcome.fieldErrors)) {
      fromServer[field === pressPhotoUploadField ? 'file' : (field as Field)] = message;
    }
    setErrors(fromServer);
    setFailure(outcome.message ?? intl.formatMessage(editorialMessages.uploadFailed));
    focusFirst(fromServer);
  };

  const frame = (
    field: Field,
    label: string,
    control: ReactNode,
    hint?: string,
    required = false,
  ) => (
    <div className={fieldStyles.field}>
      <label htmlFor={`${id}-${field}`} className={fieldStyles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={fieldStyles.requiredMark}>
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-${field}-hint`} className={fieldStyles.description}>
          {hint}
        </p>
      ) : null}
      {control}
      <p id={`${id}-${field}-error`} className={fieldStyles.error} aria-live="polite">
        {errors[field] ?? ''}
      </p>
    </div>
  );

  const described = (field: Field, hint = false) =>
    [hint ? `${id}-${field}-hint` : null, `${id}-${field}-error`].filter(Boolean).join(' ');

  const text = (
    field: 'captionDe' | 'captionEn' | 'captionFr' | 'credit',
    required: boolean,
    max: number,
    hint?: string,
  ) =>
    frame(
      field,
      intl.formatMessage(editorialMessages[field]),
      <input
        id={`${id}-${field}`}
        name={field}
        type="text"
        className={fieldStyles.control}
        value={values[field]}
        maxLength={max + 50}
        required={required}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field, Boolean(hint))}
        onChange={(event) => set(field, event.target.value)}
      />,
      hint,
      required,
    );

  return (
    <form
      ref={form}
      noValidate
      className={styles.uploadForm}
      onSubmit={(event) => void submit(event)}
    >
      {failure ? (
        <Banner tone="error" title={failure}>
          <ul>
            {fieldOrder
              .filter((field) => errors[field])
              .map((field) => (
                <li key={field}>{errors[field]}</li>
              ))}
          </ul>
        </Banner>
      ) : null}
      {frame(
        'file',
        intl.formatMessage(editorialMessages.file),
        <input
          key={round}
          id={`${id}-file`}
          name={pressPhotoUploadField}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className={fieldStyles.control}
          required
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={described('file', true)}
          onChange={(event) => set('file', event.target.files?.[0] ?? null)}
        />,
        intl.formatMessage(editorialMessages.fileHint),
        true,
      )}
      {frame(
        'category',
        intl.formatMessage(editorialMessages.category),
        <div className={fieldStyles.selectWrapper}>
          <select
            id={`${id}-category`}
            name="category"
            className={`${fieldStyles.control} ${fieldStyles.select}`}
            value={values.category}
            required
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={described('category')}
            onChange={(event) => set('category', event.target.value)}
          >
            <option value="">{intl.formatMessage(editorialMessages.chooseCategory)}</option>
            {pressPhotoCategories.map((category) => (
              <option key={category} value={category}>
                {intl.formatMessage(categoryMessages[category])}
              </option>
            ))}
          </select>
          <span className={fieldStyles.chevron} aria-hidden="true" />
        </div>,
        undefined,
        true,
      )}
      {text('captionDe', true, pressPhotoTextLimits.caption)}
      {text('captionEn', false, pressPhotoTextLimits.caption)}
      {text('captionFr', false, pressPhotoTextLimits.caption)}
      {text(
        'credit',
        true,
        pressPhotoTextLimits.credit,
        intl.formatMessage(editorialMessages.creditHint),
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {intl.formatMessage(busy ? editorialMessages.uploading : editorialMessages.upload)}
        </Button>
      </div>
    </form>
  );
}
