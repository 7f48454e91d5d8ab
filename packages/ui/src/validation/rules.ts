import type { Locale } from '@lindner/i18n/core';
import { parseNumber } from '../numberParsing';

/** The generic form rules of SPEC.md section 5, plus the few the form fields need. */

/** A value the user has not filled in: optional fields validate only when filled. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The number a value stands for in the locale, or NaN (also for blank text). */
function numberOf(value: unknown, locale: Locale): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string') return parseNumber(value, locale) ?? Number.NaN;
  return Number.NaN;
}

/** The text of a value (numbers as written in code), or undefined if it has none. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

interface FileLike {
  size: number;
  name: string;
  type: string;
}

function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).size === 'number' &&
    typeof (value as FileLike).name === 'string' &&
    typeof (value as FileLike).type === 'string'
  );
}

/** Whether a file matches an `accept` list such as `image/*,.pdf` (as the HTML attribute). */
export function matchesAccept(file: { name: string; type: string }, accept: string): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((each) => each.trim().toLowerCase())
    .filter(Boolean)
    .some((pattern) => {
      if (pattern.startsWith('.')) return name.endsWith(pattern);
      if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
      return type === pattern;
    });
}

type Parameter = 'none' | 'count' | 'number' | 'text';

export interface RuleCheck {
  /** What the rule's parameter must be: `length:4` takes a count, `required` none. */
  parameter: Parameter;
  /**
   * Whether the value passes; empty values never reach a rule other than `required`. Text is
   * read as a number in the locale's way (`4.200` is 4200 in German).
   */
  passes(value: unknown, parameter: string, locale: Locale): boolean;
}

export const rules = {
  required: { parameter: 'none', passes: (value) => !isEmpty(value) },
  length: {
    parameter: 'count',
    passes: (value, parameter) => {
      const length = Array.isArray(value) ? value.length : lengthOfText(textOf(value));
      return length === Number(parameter);
    },
  },
  numeric: {
    parameter: 'none',
    passes: (value) => /^[0-9]+$/.test(textOf(value) ?? ''),
  },
  decimal: {
    parameter: 'none',
    passes: (value, _, locale) => !Number.isNaN(numberOf(value, locale)),
  },
  email: {
    parameter: 'none',
    // As the shared schemas check it (`emailAddressPattern`): something, an @, a domain with a dot.
    passes: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(textOf(value) ?? ''),
  },
  max_value: {
    parameter: 'number',
    passes: (value, parameter, locale) => numberOf(value, locale) <= Number(parameter),
  },
  max_size: {
    parameter: 'count',
    passes: (value, parameter) => isFileLike(value) && value.size <= Number(parameter),
  },
  accept: {
    parameter: 'text',
    passes: (value, parameter) => isFileLike(value) && matchesAccept(value, parameter),
  },
} satisfies Record<string, RuleCheck>;

export type RuleName = keyof typeof rules;

/** One rule as a field's `rules` take it: `required`, `email`, `length:4`, `accept:image/*` … */
export type Rule =
  | 'required'
  | 'numeric'
  | 'decimal'
  | 'email'
  | `length:${number}`
  | `max_value:${number}`
  | `max_size:${number}`
  | `accept:${string}`;

/**
 * A field's rule list: up to four rules joined by `|`, such as `length:4|numeric|max_value:2030`.
 * A typed list, so that a misspelled rule (`emial`) fails the type check.
 */
export type Rules =
  Rule | `${Rule}|${Rule}` | `${Rule}|${Rule}|${Rule}` | `${Rule}|${Rule}|${Rule}|${Rule}`;

function lengthOfText(text: string | undefined): number {
  // Code points rather than UTF-16 units, so that an emoji counts as one character.
  return text === undefined ? Number.NaN : [...text].length;
}

export function isRuleName(name: string): name is RuleName {
  return Object.hasOwn(rules, name);
}
