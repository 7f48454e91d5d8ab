import type { ReactNode } from 'react';
import { cx } from '../classNames';
import { FieldLabel } from './FieldLabel';
import * as styles from './FormField.css';
import type { FormFieldState } from './useFormField';

export interface FormFieldLayoutProps {
  field: Pick<FormFieldState<unknown>, 'ids' | 'required' | 'error'>;
  label: string;
  description?: string;
  /**
   * `stacked`: label, hint, control, error one below the other. `inline`: a checkbox left of its
   * label. `group`: like stacked, but the label names a group (`aria-labelledby`), not one input.
   */
  layout?: 'stacked' | 'inline' | 'group';
  children: ReactNode;
}

/** The frame of every field: label, hint, the control and its error message. */
export function FormField({
  field,
  label,
  description,
  layout = 'stacked',
  children,
}: FormFieldLayoutProps) {
  const { ids, required, error } = field;
  const inline = layout === 'inline';
  const textClass = inline ? styles.inlineText : undefined;
  return (
    <div className={inline ? styles.inlineField : styles.field}>
      {inline ? children : null}
      <FieldLabel
        id={ids.label}
        htmlFor={layout === 'group' ? undefined : ids.control}
        required={required}
        className={inline ? styles.inlineLabel : undefined}
      >
        {label}
      </FieldLabel>
      {description ? (
        <p id={ids.description} className={cx(styles.description, textClass)}>
          {description}
        </p>
      ) : null}
      {inline ? null : children}
      <FieldError id={ids.error} message={error} className={textClass} />
    </div>
  );
}

interface FieldErrorProps {
  id: string;
  message: string | undefined;
  className?: string;
}

/** Always in the page as a polite live region, so that a message appearing in it is read out. */
function FieldError({ id, message, className }: FieldErrorProps) {
  return (
    <div id={id} aria-live="polite" className={cx(styles.error, className)}>
      {message ? (
        <>
          <svg
            className={styles.errorIcon}
            viewBox="0 0 16 16"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="8" cy="8" r="7.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 4v5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            <circle cx="8" cy="11.75" r="1" fill="currentColor" />
          </svg>
          <span>{message}</span>
        </>
      ) : null}
    </div>
  );
}
