import { fieldErrorMessages, isFieldErrorKey } from '@lindner/api/schema';
import type { MessageDescriptor } from '@lindner/i18n/core';

/** A domain's field error keys besides the general ones, with their messages. */
export type FieldErrorMessages = Readonly<Record<string, MessageDescriptor>>;

/** The message of a field error key: the domain's, else a general one, else `invalid`. */
export function fieldErrorMessage(key: string, domain: FieldErrorMessages = {}): MessageDescriptor {
  if (Object.hasOwn(domain, key)) return domain[key]!;
  return fieldErrorMessages[isFieldErrorKey(key) ? key : 'invalid'];
}
