import type { ReactNode } from 'react';
import { Form as FinalForm, type FormProps } from 'react-final-form';
import { FormBindingContext } from '../FormField/formBinding';
import { finalFormBinding } from './useFinalFormField';

/**
 * Binds the `@lindner/ui` fields below it to the react-final-form `<Form>` they sit in, by their
 * `name`. For a form rendered by react-final-form's own `<Form>` (or `withTypes`); `Form` of
 * this entry does it by itself. A field given `value` or `defaultValue` keeps its own value.
 */
export function FinalFormFields({ children }: { children: ReactNode }) {
  return <FormBindingContext value={finalFormBinding}>{children}</FormBindingContext>;
}

/**
 * react-final-form's `<Form>` (the same props) with the `@lindner/ui` fields inside bound to it:
 * `<TextField name="email" … />` reads and writes the form's `email` value and validates there.
 */
export function Form<FormValues = Record<string, unknown>>(props: FormProps<FormValues>) {
  return (
    <FinalFormFields>
      <FinalForm<FormValues> {...props} />
    </FinalFormFields>
  );
}
