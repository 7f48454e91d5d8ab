import { cx } from '../classNames';
import { control, FormField, useFormField, type FormFieldProps } from '../FormField';
import { dateInput } from './DateField.css';

export type DateFieldProps = FormFieldProps<string>;

/**
 * A date, as the browser's own date input (its picker and keyboard entry suit phones best). The
 * value is an ISO date, `yyyy-mm-dd`, or undefined while incomplete. Inside a `Form` of
 * `@lindner/ui/final-form` bound to it by `name`, elsewhere controlled (`value`, `onChange`) or
 * uncontrolled.
 */
export function DateField(props: DateFieldProps) {
  const { label, description, disabled } = props;
  const field = useFormField(props);
  return (
    <FormField field={field} label={label} description={description}>
      <input
        {...field.input}
        {...field.aria}
        value={field.input.value ?? ''}
        onInvalid={field.onInvalid}
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
