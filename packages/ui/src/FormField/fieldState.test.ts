import { describe, expect, it } from 'vitest';
import {
  errorOnFocus,
  fieldRules,
  frozenError,
  joinRules,
  requiresValue,
  visibleError,
  type ErrorMeta,
} from './fieldState';

describe('rules of a field', () => {
  it('puts required first when the field is required', () => {
    expect(fieldRules('length:4|numeric', true)).toBe('required|length:4|numeric');
    expect(fieldRules(undefined, true)).toBe('required');
    expect(fieldRules('length:4', false)).toBe('length:4');
    expect(fieldRules(undefined, false)).toBe('');
  });

  it('does not repeat required', () => {
    expect(fieldRules('numeric|required', true)).toBe('numeric|required');
  });

  it('knows when the rules make the field required', () => {
    expect(requiresValue('required|length:4')).toBe(true);
    expect(requiresValue(' numeric | required ')).toBe(true);
    expect(requiresValue('numeric')).toBe(false);
    expect(requiresValue('')).toBe(false);
  });

  it('joins rule lists, skipping empty ones', () => {
    expect(joinRules('decimal', undefined, '', false, 'max_value:5')).toBe('decimal|max_value:5');
    expect(joinRules()).toBe('');
  });
});

/** Walks a user through a field as final-form reports it, remembering the frozen message. */
function visit(steps: ErrorMeta[]) {
  let frozen: string | undefined;
  let previous: ErrorMeta = {};
  return steps.map((meta) => {
    if (meta.active && !previous.active) frozen = errorOnFocus(previous);
    frozen = frozenError(meta, frozen);
    previous = meta;
    return visibleError(meta, frozen);
  });
}

const tooShort = 'Seit muss genau 4 Zeichen lang sein.';
const notDigits = 'Seit darf nur Ziffern enthalten.';

describe('when an error shows', () => {
  it('shows nothing while the user types into a fresh field, then the error on blur', () => {
    expect(
      visit([
        { active: true },
        { active: true, error: tooShort },
        { active: true, error: notDigits },
        { active: false, touched: true, error: notDigits },
      ]),
    ).toEqual([undefined, undefined, undefined, notDigits]);
  });

  it('shows nothing after blur when the value is valid', () => {
    expect(visit([{ active: true }, { touched: true }])).toEqual([undefined, undefined]);
  });

  it('keeps the message put while the user corrects the value, and drops it once valid', () => {
    expect(
      visit([
        { touched: true, error: tooShort },
        { active: true, touched: true, error: tooShort },
        // Another rule fails now: the message does not change on a keystroke.
        { active: true, touched: true, error: notDigits },
        // Valid: the message goes at once …
        { active: true, touched: true },
        // … and a new error waits for the blur.
        { active: true, touched: true, error: tooShort },
        { touched: true, error: tooShort },
      ]),
    ).toEqual([tooShort, tooShort, tooShort, undefined, undefined, tooShort]);
  });

  it('does not show an error that arises when the user re-enters a valid field', () => {
    expect(
      visit([
        { touched: true },
        { active: true, touched: true },
        { active: true, touched: true, error: tooShort },
        { touched: true, error: tooShort },
      ]),
    ).toEqual([undefined, undefined, undefined, tooShort]);
  });

  it('shows every error after a failed submit, fields never visited included', () => {
    expect(visibleError({ error: tooShort, submitFailed: true }, undefined)).toBe(tooShort);
  });

  it('shows the error of the field the user submitted from, and keeps it while they type', () => {
    expect(
      visit([
        { active: true, error: tooShort },
        { active: true, error: tooShort, submitFailed: true },
        { active: true, error: notDigits, submitFailed: true, modifiedSinceLastSubmit: true },
        { active: true, submitFailed: true, modifiedSinceLastSubmit: true },
      ]),
    ).toEqual([undefined, tooShort, tooShort, undefined]);
  });

  it('ignores errors that are not messages', () => {
    expect(visibleError({ error: true, touched: true }, undefined)).toBeUndefined();
    expect(visibleError({ error: '', touched: true }, undefined)).toBeUndefined();
  });
});
