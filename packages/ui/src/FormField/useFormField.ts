import { useLocale } from '@lindner/i18n';
import { useContext, useId, useMemo, useState, type FocusEvent } from 'react';
import type { Rules, Validator } from '../validation';
import { valueOf, type ChangeInput, type FieldInput, type FieldSource } from './fieldSource';
import { errorOnFocus, frozenError, joinRules, requiresValue, visibleError } from './fieldState';
import { fieldCheck } from './fieldValidation';
import { FormBindingContext, type FormBinding } from './formBinding';
import { useLocalField } from './useLocalField';

/** The props every form field takes. */
export interface FormFieldProps<Value = unknown> {
  /** The field's key in the form's values, and the name it is sent under. */
  name: string;
  /** The visible label; validation messages name the field by it. */
  label: string;
  /** Adds the `required` rule, the asterisk and `aria-required`. */
  required?: boolean;
  /** Validation rules, for example `length:4|numeric|max_value:2030`. */
  rules?: Rules;
  /** A hint below the label, read out with the field. */
  description?: string;
  /** A disabled field is not validated: the user could not fix it. */
  disabled?: boolean;
  /**
   * A check the server makes as well (the shared schema's), so that both speak with one
   * message: it runs after the rules; `required` still speaks for an empty value.
   */
  check?: Validator;
  /**
   * The value, for a field the caller controls (with `onChange`); `undefined` is no value. Given,
   * the field holds no value of its own, also inside a form of `@lindner/ui/final-form`.
   */
  value?: Value | undefined;
  /** The first value of a field that holds its own (uncontrolled); outside a bound form. */
  defaultValue?: Value;
  /** Called with each new value (`undefined` once emptied). */
  onChange?: (value: Value | undefined) => void;
  /** Called when the user leaves the field. */
  onBlur?: () => void;
}

/** What a field adds to its caller's props: its own rules and check. */
interface OwnChecks {
  /** Rules the field itself adds (`decimal` for a number), joined before the caller's. */
  rules?: string | false;
  validate?: Validator;
}

export interface FormFieldState<Value> {
  /** The control's value and handlers (focus and blur wrapped). */
  input: FieldInput<Value>;
  /** For native controls outside final-form: a failed browser submit shows the field's error. */
  onInvalid?: () => void;
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

type Source<Value> = FieldSource<Value> & { onInvalid?: () => void };

function useFormSource<Value>(
  props: FormFieldProps<Value>,
  validator: Validator | undefined,
  binding: FormBinding | null,
) {
  const source = binding!.useField<Value>(props.name, validator);
  const { onChange } = props;
  if (!onChange) return source;
  return {
    ...source,
    input: {
      ...source.input,
      onChange: (change: ChangeInput<Value>) => {
        source.input.onChange(change);
        onChange(valueOf(change));
      },
    },
  };
}

function useOwnSource<Value>(props: FormFieldProps<Value>, validator: Validator | undefined) {
  return useLocalField<Value>({
    name: props.name,
    controlled: 'value' in props,
    value: props.value,
    defaultValue: props.defaultValue,
    onChange: props.onChange,
    onBlur: props.onBlur,
    validator,
  });
}

/**
 * The shared plumbing of every field: its value (from the form a binding such as
 * `@lindner/ui/final-form`'s `Form` puts around it, from the caller's `value`, or held here from
 * `defaultValue`), validation, ids and ARIA.
 */
export function useFormField<Value>(
  props: FormFieldProps<Value>,
  own: OwnChecks = {},
): FormFieldState<Value> {
  const { label, required = false, rules, disabled = false, description, check } = props;
  const locale = useLocale();
  const list = joinRules(own.rules, rules);
  const validate = own.validate;
  const validator = useMemo(
    () =>
      fieldCheck({ rules: list, required, validate, check, disabled }, { field: label, locale }),
    [disabled, list, required, label, locale, validate, check],
  );

  // Where the value lives is settled once: hooks must not change between renders.
  const binding = useContext(FormBindingContext);
  const [fromForm] = useState(
    () => binding !== null && !('value' in props) && !('defaultValue' in props),
  );
  const useSource = fromForm ? useFormSource : useOwnSource;
  const { input, meta, onInvalid } = useSource(props, validator, binding) as Source<Value>;

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
  const describedBy = [description && ids.description, error && ids.error]
    .filter(Boolean)
    .join(' ');

  return {
    input: {
      ...input,
      onFocus: (event?: FocusEvent<HTMLElement>) => {
        setFrozen(errorOnFocus(meta));
        input.onFocus(event);
      },
    },
    onInvalid,
    ids,
    required: required || requiresValue(list),
    error,
    aria: {
      'aria-describedby': describedBy || undefined,
      'aria-invalid': error ? true : undefined,
    },
  };
}
