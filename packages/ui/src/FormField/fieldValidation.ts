import type { Locale } from '@lindner/i18n/core';
import { composeValidators, type Validator } from '../validation';
import { isEmpty } from '../validation/rules';
import { listValidator } from '../validation/validate';
import { fieldRules } from './fieldState';

export interface FieldChecks {
  /** The field's rule list, its own and the caller's joined (`joinRules`). */
  rules?: string;
  required: boolean;
  /** The field's own check beyond the rules. */
  validate?: Validator;
  /** The caller's check (the shared schema's). */
  check?: Validator;
  /** A disabled field is not validated: the user could not fix it. */
  disabled?: boolean;
}

/**
 * The one check of a field. An empty required field always fails: with the caller's message if
 * its check has one for the empty value (so browser and server speak alike), else with
 * "… is required" (a check that lets an empty value pass never makes the field optional). A
 * filled value meets the rules first, then the field's own check, then the caller's.
 */
export function fieldCheck(
  { rules, required, validate, check, disabled = false }: FieldChecks,
  context: { field: string; locale: Locale },
): Validator | undefined {
  if (disabled) return undefined;
  const byRules = listValidator(fieldRules(rules, required), context);
  const all = composeValidators(byRules, validate, check);
  if (!required || !check) return all;
  return (value, allValues) =>
    isEmpty(value) ? (check(value, allValues) ?? byRules(value, allValues)) : all(value, allValues);
}
