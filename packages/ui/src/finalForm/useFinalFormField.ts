import { useField } from 'react-final-form';
import type { FieldSource } from '../FormField/fieldSource';
import type { FormBinding } from '../FormField/formBinding';
import type { Validator } from '../validation';

/**
 * A field's value and state from the surrounding react-final-form `<Form>`, by its name: the
 * thin adapter between final-form and the fields, which work on their own as well.
 */
export function useFinalFormField<Value>(
  name: string,
  validator: Validator | undefined,
): FieldSource<Value> {
  // Each field validates only itself on change: no rule here looks at another field.
  const { input, meta } = useField<Value>(name, { validate: validator, validateFields: [] });
  return { input, meta };
}

/** The binding `Form` and `FinalFormFields` give the fields below them. */
export const finalFormBinding: FormBinding = { useField: useFinalFormField };
