import { createContext, useContext, useId } from 'react';
import { afterPress } from './afterPress';

/** What a form island's fields read and tell: its values and the messages it shows. */
export interface FormControl {
  values: Record<string, unknown>;
  /** The message each field shows now, by field. */
  shown: Record<string, string>;
  change(name: string, value: unknown): void;
  /** The visitor left the field: its message shows, or goes. */
  leave(name: string): void;
}

export const FormControlContext = createContext<FormControl | null>(null);

export interface BoundField {
  name: string;
  value: unknown;
  error: string | undefined;
  change(value: unknown): void;
  leave(): void;
  ids: { control: string; label: string; description: string; error: string };
  /** ARIA for the control: its description and error, and whether it is invalid. */
  aria: { 'aria-describedby': string | undefined; 'aria-invalid': true | undefined };
}

/** A field of the form island around it: its value, its message, and ids for its ARIA. */
export function useBoundField(name: string, described = false): BoundField {
  const form = useContext(FormControlContext);
  if (!form) throw new Error(`The field ${name} is outside a form island.`);
  const base = useId();
  const ids = {
    control: `${base}-control`,
    label: `${base}-label`,
    description: `${base}-description`,
    error: `${base}-error`,
  };
  const error = form.shown[name];
  const describedBy = [described && ids.description, error && ids.error].filter(Boolean).join(' ');
  return {
    name,
    value: form.values[name],
    error,
    change: (value) => form.change(name, value),
    leave: () => afterPress(() => form.leave(name)),
    ids,
    aria: {
      'aria-describedby': describedBy || undefined,
      'aria-invalid': error ? true : undefined,
    },
  };
}
