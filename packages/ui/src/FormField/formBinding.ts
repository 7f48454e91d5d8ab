import { createContext } from 'react';
import type { Validator } from '../validation';
import type { FieldSource } from './fieldSource';

/**
 * How the fields below take their value and state from a form library, by their `name`.
 * `@lindner/ui/final-form` provides react-final-form's; without one every field holds its own
 * value or the caller's, and the main entry needs no form library at all.
 */
export interface FormBinding {
  /** A hook: called on every render of a bound field, always in the same place. */
  useField<Value>(name: string, validator: Validator | undefined): FieldSource<Value>;
}

export const FormBindingContext = createContext<FormBinding | null>(null);
