import { useState } from 'react';
import type { Validator } from '../validation';
import { valueOf, type ChangeInput, type FieldSource } from './fieldSource';

export interface LocalFieldOptions<Value> {
  name: string;
  /** Whether the caller holds the value (`value` given): the field then only reports changes. */
  controlled: boolean;
  value: Value | undefined;
  defaultValue: Value | undefined;
  onChange?: (value: Value | undefined) => void;
  onBlur?: () => void;
  validator: Validator | undefined;
}

/**
 * A field's value and state without any form library: held here (uncontrolled, starting from
 * `defaultValue`) or by the caller (`value` and `onChange`). Errors show as in a final-form
 * form: after the field is left, or at once when the browser's submit finds the form invalid.
 */
export function useLocalField<Value>({
  name,
  controlled,
  value: given,
  defaultValue,
  onChange,
  onBlur,
  validator,
}: LocalFieldOptions<Value>): FieldSource<Value | undefined> & {
  onInvalid: () => void;
} {
  const [own, setOwn] = useState(defaultValue);
  const [active, setActive] = useState(false);
  const [touched, setTouched] = useState(false);
  const [submitFailed, setSubmitFailed] = useState(false);
  const [modifiedSinceLastSubmit, setModified] = useState(false);
  const value = controlled ? given : own;
  return {
    input: {
      name,
      value,
      onChange: (change: ChangeInput<Value | undefined>) => {
        const raw = valueOf(change);
        // As final-form does: an emptied text field has no value.
        const next = raw === '' ? undefined : raw;
        if (!controlled) setOwn(next);
        if (submitFailed) setModified(true);
        onChange?.(next);
      },
      onFocus: () => setActive(true),
      onBlur: () => {
        setActive(false);
        setTouched(true);
        onBlur?.();
      },
    },
    meta: {
      error: validator?.(value),
      active,
      touched,
      submitFailed,
      modifiedSinceLastSubmit,
    },
    // The browser's submit found the field invalid (`required`, or the message set below).
    onInvalid: () => {
      setSubmitFailed(true);
      setModified(false);
    },
  };
}
