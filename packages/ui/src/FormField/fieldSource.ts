import type { ChangeEvent, FocusEvent } from 'react';
import type { ErrorMeta } from './fieldState';

/** What a control hands to `onChange`: its event, or the value itself (Radix controls). */
export type ChangeInput<Value> = ChangeEvent<HTMLElement & { value: string }> | Value;

/** The control's side of a field: what final-form calls `input`. */
export interface FieldInput<Value> {
  name: string;
  value: Value;
  onChange: (change: ChangeInput<Value>) => void;
  onFocus: (event?: FocusEvent<HTMLElement>) => void;
  onBlur: (event?: FocusEvent<HTMLElement>) => void;
}

/** Where a field's value and state come from: its own state, or a form library's. */
export interface FieldSource<Value> {
  input: FieldInput<Value>;
  meta: ErrorMeta;
}

/** The value a change stands for: an event's target value, or the value itself. */
export function valueOf<Value>(change: ChangeInput<Value>): Value {
  if (typeof change === 'object' && change !== null && 'target' in change) {
    const target = (change as ChangeEvent<HTMLElement & { value: string }>).target;
    return target.value as Value;
  }
  return change;
}
