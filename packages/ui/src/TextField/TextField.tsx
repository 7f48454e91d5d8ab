import type { HTMLAttributes } from 'react';
import { control, FormField, useFormField, type FormFieldProps } from '../FormField';

export interface TextFieldProps extends FormFieldProps<string> {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  /** The browser's autofill hint, such as `organization` or `postal-code`. */
  autoComplete?: string;
  /** The on-screen keyboard to show, such as `numeric` for a year. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
}

/**
 * A one-line text input: inside a `Form` of `@lindner/ui/final-form` bound to it by `name`,
 * elsewhere controlled (`value`, `onChange`) or holding its own value (`defaultValue`).
 */
export function TextField(props: TextFieldProps) {
  const { label, description, disabled, type = 'text', autoComplete, inputMode, maxLength } = props;
  const field = useFormField(props);
  return (
    <FormField field={field} label={label} description={description}>
      <input
        {...field.input}
        {...field.aria}
        value={field.input.value ?? ''}
        onInvalid={field.onInvalid}
        id={field.ids.control}
        type={type}
        className={control}
        required={field.required}
        aria-required={field.required || undefined}
        disabled={disabled}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
      />
    </FormField>
  );
}
