import type { HTMLAttributes } from 'react';
import { control, FormField, useFormField, type FormFieldProps } from '../FormField';

export interface TextFieldProps extends FormFieldProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  /** The browser's autofill hint, such as `organization` or `postal-code`. */
  autoComplete?: string;
  /** The on-screen keyboard to show, such as `numeric` for a year. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
}

/** A one-line text input for react-final-form. */
export function TextField({
  name,
  label,
  required,
  rules,
  check,
  description,
  disabled,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
}: TextFieldProps) {
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
      <input
        {...field.input}
        {...field.aria}
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
