import { cx } from '../classNames';
import { control, FormField, useFormField, type FormFieldProps } from '../FormField';
import { textArea } from './TextArea.css';

export interface TextAreaProps extends FormFieldProps {
  /** Visible lines before it scrolls; the user can make it taller. */
  rows?: number;
  maxLength?: number;
}

/** A multi-line text input for react-final-form. */
export function TextArea({
  name,
  label,
  required,
  rules,
  check,
  description,
  disabled,
  rows = 4,
  maxLength,
}: TextAreaProps) {
  const field = useFormField<string>({
    name,
    label,
    required,
    rules,
    disabled,
    described: Boolean(description),
    check,
  });
  return (
    <FormField field={field} label={label} description={description}>
      <textarea
        {...field.input}
        {...field.aria}
        id={field.ids.control}
        className={cx(control, textArea)}
        required={field.required}
        aria-required={field.required || undefined}
        disabled={disabled}
        rows={rows}
        maxLength={maxLength}
      />
    </FormField>
  );
}
