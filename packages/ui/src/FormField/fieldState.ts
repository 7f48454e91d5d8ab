/** How a form field decides which rules apply and when its error shows; no React here. */

function ruleNames(list: string): string[] {
  return list
    .split('|')
    .map((each) => each.split(':')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** Joins rule lists, skipping empty ones: `joinRules('decimal', undefined, 'max_value:5')`. */
export function joinRules(...lists: (string | false | undefined)[]): string {
  return lists.filter((list): list is string => Boolean(list && list.trim())).join('|');
}

/**
 * The field's rule list with `required` first when the field is required, so the user hears
 * "is required" before anything else about an empty field.
 */
export function fieldRules(rules: string | undefined, required: boolean): string {
  const list = rules ?? '';
  if (!required || ruleNames(list).includes('required')) return list;
  return joinRules('required', list);
}

/** Whether a rule list makes the field required (for the asterisk and `aria-required`). */
export function requiresValue(list: string): boolean {
  return ruleNames(list).includes('required');
}

/** The parts of final-form's field meta that decide whether an error shows. */
export interface ErrorMeta {
  error?: unknown;
  touched?: boolean;
  active?: boolean;
  submitFailed?: boolean;
  modifiedSinceLastSubmit?: boolean;
}

/**
 * The error the user sees now. Validation itself runs on every change; only its display waits:
 *
 * - nothing before the field has been left once (`touched`, set on blur) or a submit failed,
 *   so typing into a fresh field never shows a message;
 * - outside the field: the current error;
 * - inside the field: the message frozen for this visit (see `frozenError`), and only while the
 *   value is still invalid; after a submit that failed while the user was inside, the error
 *   until they type.
 *
 * So a keystroke can make a message go away, but never appear or change: that waits for blur.
 */
export function visibleError(meta: ErrorMeta, frozen: string | undefined): string | undefined {
  const error = typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined;
  if (!error) return undefined;
  if (!meta.touched && !meta.submitFailed) return undefined;
  if (!meta.active) return error;
  if (frozen) return frozen;
  return meta.submitFailed && !meta.modifiedSinceLastSubmit ? error : undefined;
}

/** The message to freeze as the user enters the field: what showed just before. */
export function errorOnFocus(meta: ErrorMeta): string | undefined {
  return visibleError({ ...meta, active: false }, undefined);
}

/**
 * The message frozen for the current visit of the field, given the one frozen so far: kept while
 * the value stays invalid, dropped for good (until the next visit) once it is valid, and taken
 * from a failed submit that happens during the visit.
 */
export function frozenError(meta: ErrorMeta, frozen: string | undefined): string | undefined {
  if (!meta.active || !meta.error) return undefined;
  return frozen ?? visibleError(meta, undefined);
}
