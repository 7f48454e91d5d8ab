import type { ChangeEvent, ReactNode } from 'react';
import * as styles from './Checkout.css';

interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  className?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

export function FieldError({ id, error }: { id?: string; error?: string }) {
  return error ? (
    <p id={id} className={styles.fieldError}>
      {error}
    </p>
  ) : null;
}

export function TextInput({
  onEnter,
  autoComplete,
  ...field
}: FieldProps & { onEnter?: () => void; autoComplete?: string }) {
  return (
    <Field {...field}>
      <input
        {...controlProps(field)}
        autoComplete={autoComplete}
        onKeyDown={
          onEnter
            ? (event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  onEnter();
                }
              }
            : undefined
        }
      />
    </Field>
  );
}

export function SelectInput({
  options,
  placeholder,
  ...field
}: FieldProps & { options: { value: string; label: string }[]; placeholder: string }) {
  return (
    <Field {...field}>
      <select {...controlProps(field)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Field({
  id,
  label,
  error,
  className = styles.field,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function controlProps({ id, name, value, error, required, onChange, onBlur }: FieldProps) {
  return {
    id,
    name,
    className: styles.input,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(event.target.value),
    onBlur,
  };
}
