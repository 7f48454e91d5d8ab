import { cx } from '../classNames';
import { control, FormField, useFormField, type FormFieldProps } from '../FormField';
import { dateInput } from './DateField.css';

export type DateFieldProps = FormFieldProps;

/**
 * A date for react-final-form, as the browser's own date input (its picker and keyboard entry
 * suit phones best). The value is an ISO date, `yyyy-mm-dd`, or undefined while incomplete.
 */
export function DateField({
  name,
  label,
  required,
  rules,
  check,
  description,
  disabled,
}: DateFieldProps) {
  const field = useFormField<string>({
    name,
    label,
    required,
    rules,
    check,
    disabled,
    described: Boolean(description),
  });
  return (
    <FormField field={field} label={label} description={description}>
      <input
        {...field.input}
        {...field.aria}
        id={field.ids.control}
        type="date"
        className={cx(control, dateInput)}
        required={field.required}
        aria-required={field.required || undefined}
        disabled={disabled}
      />
    </FormField>
  );
}
