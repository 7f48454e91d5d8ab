import type { ReactNode } from 'react';
import * as styles from './fields.css';
import { useBoundField, type BoundField } from './formControl';

// The form islands' fields: browser-native controls with @lindner/ui's look and behaviour (label
// with the required mark, hint, the error as a polite live region named by the control). The
// choices of a list are in choiceFields.tsx, so that a form without them loads none of them.

export interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  description?: string;
}

/** Label, hint, control and error message of one field. */
export function FieldFrame({
  field,
  label,
  required = false,
  description,
  inline = false,
  children,
}: {
  field: BoundField;
  label: string;
  required?: boolean;
  description?: string;
  inline?: boolean;
  children: ReactNode;
}) {
  const textClass = inline ? styles.inlineText : undefined;
  return (
    <div className={inline ? styles.inlineField : styles.field}>
      {inline ? children : null}
      <label
        id={field.ids.label}
        htmlFor={field.ids.control}
        className={inline ? `${styles.label} ${styles.inlineLabel}` : styles.label}
      >
        {label}
        <RequiredMark required={required} />
      </label>
      {description ? (
        <p id={field.ids.description} className={styles.description}>
          {description}
        </p>
      ) : null}
      {inline ? null : children}
      <FieldError field={field} className={textClass} />
    </div>
  );
}

/** A sign, not a word: the control's own `required` tells screen readers. */
export function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span aria-hidden="true" className={styles.requiredMark}>
      *
    </span>
  ) : null;
}

/** Always in the page as a polite live region, so that a message appearing in it is read out. */
export function FieldError({ field, className }: { field: BoundField; className?: string }) {
  return (
    <div
      id={field.ids.error}
      aria-live="polite"
      className={className ? `${styles.error} ${className}` : styles.error}
    >
      {field.error ? (
        <>
          <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true">
            <circle cx="8" cy="8" r="7.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 4v5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            <circle cx="8" cy="11.75" r="1" fill="currentColor" />
          </svg>
          <span>{field.error}</span>
        </>
      ) : null}
    </div>
  );
}

export const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
/** final-form's empty: a cleared field holds no value. */
export const valueOf = (text: string) => (text === '' ? undefined : text);

export interface TextInputProps extends FieldProps {
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  maxLength?: number;
  /** The earliest and latest day of a date field (`YYYY-MM-DD`), for the browser's picker. */
  min?: string;
  max?: string;
}

export function TextInput({
  type = 'text',
  autoComplete,
  maxLength,
  min,
  max,
  ...props
}: TextInputProps) {
  const field = useBoundField(props.name, Boolean(props.description));
  return (
    <FieldFrame field={field} {...props}>
      <input
        {...field.aria}
        id={field.ids.control}
        name={field.name}
        type={type}
        className={styles.control}
        required={props.required}
        autoComplete={autoComplete}
        maxLength={maxLength}
        min={min}
        max={max}
        value={textOf(field.value)}
        onChange={(event) => field.change(valueOf(event.target.value))}
        onBlur={field.leave}
      />
    </FieldFrame>
  );
}

export function TextAreaInput({
  rows = 4,
  maxLength,
  ...props
}: FieldProps & { rows?: number; maxLength?: number }) {
  const field = useBoundField(props.name);
  return (
    <FieldFrame field={field} {...props}>
      <textarea
        {...field.aria}
        id={field.ids.control}
        name={field.name}
        className={`${styles.control} ${styles.textArea}`}
        required={props.required}
        rows={rows}
        maxLength={maxLength}
        value={textOf(field.value)}
        onChange={(event) => field.change(valueOf(event.target.value))}
        onBlur={field.leave}
      />
    </FieldFrame>
  );
}

/** A yes/no choice, such as a consent; `required` means it must be ticked. */
export function CheckboxInput(props: FieldProps) {
  const field = useBoundField(props.name);
  return (
    <FieldFrame field={field} {...props} inline>
      <span className={styles.markFrame}>
        <input
          {...field.aria}
          id={field.ids.control}
          name={field.name}
          type="checkbox"
          className={styles.markInput}
          required={props.required}
          checked={field.value === true}
          onChange={(event) => field.change(event.target.checked)}
          onBlur={field.leave}
        />
        <span className={styles.box} aria-hidden="true">
          <svg className={styles.tick} viewBox="0 0 16 16">
            <path
              d="M3 8.5l3.2 3.2L13 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.25"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      </span>
    </FieldFrame>
  );
}
