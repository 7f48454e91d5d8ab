import { useField, useForm } from 'react-final-form';
import type { FieldSource } from '../FormField/fieldSource';
import type { Validator } from '../validation';

/**
 * Whether a react-final-form `<Form>` surrounds the caller. react-final-form offers no hook that
 * answers without throwing, and `useForm` reads its context before it throws, so catching keeps
 * the hooks' order.
 */
export function useInFinalForm(): boolean {
  try {
    useForm();
    return true;
  } catch {
    return false;
  }
}

/**
 * A field's value and state from the surrounding react-final-form `<Form>`: the thin adapter
 * between final-form and the fields, which work on their own as well.
 */
export function useFinalFormField<Value>(
  name: string,
  validator: Validator | undefined,
): FieldSource<Value> {
  // Each field validates only itself on change: no rule here looks at another field.
  const { input, meta } = useField<Value>(name, { validate: validator, validateFields: [] });
  return { input, meta };
}
