import { useLocale } from '@lindner/i18n';
import { useId, useMemo, useState, type FocusEvent } from 'react';
import { useField, type FieldInputProps, type UseFieldConfig } from 'react-final-form';
import { composeValidators, fieldValidator, type Validator } from '../validation';
import { errorOnFocus, fieldRules, frozenError, requiresValue, visibleError } from './fieldState';

/** The props every form field takes. */
export interface FormFieldProps {
  /** The field's key in the form's values. */
  name: string;
  /** The visible label; validation messages name the field by it. */
  label: string;
  /** Adds the `required` rule, the asterisk and `aria-required`. */
  required?: boolean;
  /** Validation rules as `validate` reads them, for example `length:4|numeric|max_value:2030`. */
  rules?: string;
  /** A hint below the label, read out with the field. */
  description?: string;
  /** A disabled field is not validated: the user could not fix it. */
  disabled?: boolean;
  /**
   * A check the server makes as well (the shared schema's), so that both speak with one
   * message: it runs after the rules and, on a `required` field, also speaks for an empty value.
   */
  check?: Validator;
}

interface Options extends Pick<FormFieldProps, 'name' | 'label' | 'required' | 'rules' | 'check'> {
  disabled?: boolean;
  /** Whether the field has a description (for `aria-describedby`). */
  described?: boolean;
  /** A check beyond the rules. */
  validate?: Validator;
  /** More of final-form's field config (format, parse, type …). */
  config?: Omit<UseFieldConfig, 'validate' | 'validateFields' | 'subscription'>;
}

export interface FormFieldState<Value> {
  /** final-form's input: value, onChange, onFocus, onBlur (focus and blur wrapped). */
  input: FieldInputProps<Value>;
  ids: { control: string; label: string; description: string; error: string };
  required: boolean;
  /** The message the user sees now (see `visibleError`), or undefined. */
  error: string | undefined;
  /** ARIA for the control: put it on the element that takes focus. */
  aria: {
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
  };
}

/** The shared plumbing of every field: final-form registration, validation, ids and ARIA. */
export function useFormField<Value>({
  name,
  label,
  required = false,
  rules,
  disabled = false,
  described = false,
  validate,
  check,
  config,
}: Options): FormFieldState<Value> {
  const locale = useLocale();
  const list = fieldRules(rules, required && !check);
  const validator = useMemo(
    () =>
      disabled
        ? undefined
        : composeValidators(fieldValidator(list, { field: label, locale }), validate, check),
    [disabled, list, label, locale, validate, check],
  );
  // Each field validates only itself on change: no rule here looks at another field.
  const { input, meta } = useField<Value>(name, {
    ...config,
    validate: validator,
    validateFields: [],
  });

  const [frozen, setFrozen] = useState<string | undefined>();
  const nextFrozen = frozenError(meta, frozen);
  if (nextFrozen !== frozen) setFrozen(nextFrozen);
  const error = visibleError(meta, nextFrozen);

  const base = useId();
  const ids = {
    control: `${base}-control`,
    label: `${base}-label`,
    description: `${base}-description`,
    error: `${base}-error`,
  };
  const describedBy = [described && ids.description, error && ids.error].filter(Boolean).join(' ');

  return {
    input: {
      ...input,
      onFocus: (event?: FocusEvent<HTMLElement>) => {
        setFrozen(errorOnFocus(meta));
        input.onFocus(event);
      },
    },
    ids,
    required: required || requiresValue(list),
    error,
    aria: {
      'aria-describedby': describedBy || undefined,
      'aria-invalid': error ? true : undefined,
    },
  };
}
