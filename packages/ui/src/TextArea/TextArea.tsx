import { cx } from '../classNames';
import { control, FormField, useFormField, type FormFieldProps } from '../FormField';
import { textArea } from './TextArea.css';

export interface TextAreaProps extends FormFieldProps<string> {
  /** Visible lines before it scrolls; the user can make it taller. */
  rows?: number;
  maxLength?: number;
}

/**
 * A multi-line text input: inside a `Form` of `@lindner/ui/final-form` bound to it by `name`,
 * elsewhere controlled (`value`, `onChange`) or holding its own value (`defaultValue`).
 */
export function TextArea(props: TextAreaProps) {
  const { label, description, disabled, rows = 4, maxLength } = props;
  const field = useFormField(props);
  return (
    <FormField field={field} label={label} description={description}>
      <textarea
        {...field.input}
        {...field.aria}
        value={field.input.value ?? ''}
        onInvalid={field.onInvalid}
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
