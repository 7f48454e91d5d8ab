import { intlTag, languageOf, type Locale } from '@lindner/i18n';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from 'react-intl';
import compiledMessages from '../messages/compiled/validation.json';
import { validationMessages, type MessageKey } from './messages';
import { isEmpty, isRuleName, rules, type RuleName, type Rules } from './rules';

export interface ValidationContext {
  /** The field's name as the user sees it (its label); messages name it. */
  field: string;
  locale: Locale;
}

/** A field's check: the error message, or undefined when the value is valid. */
export type Validator = (value: unknown, allValues?: object) => string | undefined;

interface ParsedRule {
  name: RuleName;
  parameter: string;
}

/** Messages about rule lists already reported, so that each is reported once. */
const reported = new Set<string>();

/** Tells the developer about a rule that cannot run, once; the field goes on without it. */
function report(problem: string) {
  if (reported.has(problem)) return;
  reported.add(problem);
  console.error(`@lindner/ui validation: ${problem}; the rule is skipped.`);
}

/**
 * Reads a rule list such as `required|length:4|numeric|max_value:2030`. An unknown rule or a
 * parameter that does not fit (possible only past the type check, in JavaScript or with a cast)
 * is reported once with console.error and skipped: a typo must not blank the page.
 */
export function parseRules(list: string): ParsedRule[] {
  return list
    .split('|')
    .map((each) => each.trim())
    .filter(Boolean)
    .flatMap((each) => {
      const colon = each.indexOf(':');
      const name = colon === -1 ? each : each.slice(0, colon);
      const parameter = colon === -1 ? '' : each.slice(colon + 1).trim();
      if (!isRuleName(name)) {
        report(`there is no rule "${name}" (in "${list}")`);
        return [];
      }
      const problem = parameterProblem(name, parameter);
      if (problem) {
        report(`${problem} (in "${list}")`);
        return [];
      }
      return [{ name, parameter }];
    });
}

function parameterProblem(name: RuleName, parameter: string): string | undefined {
  const kind = rules[name].parameter;
  const fits =
    (kind === 'none' && parameter === '') ||
    (kind === 'count' && /^\d+$/.test(parameter)) ||
    (kind === 'number' && /^-?\d+(\.\d+)?$/.test(parameter)) ||
    (kind === 'text' && parameter !== '');
  if (fits) return undefined;
  return kind === 'none'
    ? `the rule "${name}" takes no parameter`
    : `the rule "${name}" needs a ${kind === 'text' ? 'parameter' : kind}, as in "${name}:4"`;
}

/**
 * Checks a value against a rule list and returns the message of the first failing rule in the
 * locale's language, or undefined. `required` fails on null, undefined, false, an empty list
 * and blank text; every other rule lets an empty value pass.
 */
export function validate(
  value: unknown,
  list: Rules,
  context: ValidationContext,
): string | undefined {
  return firstFailure(value, parseRules(list), context);
}

/** A final-form field validator for a rule list; the list is read once, here. */
export function fieldValidator(list: Rules, context: ValidationContext): Validator {
  return listValidator(list, context);
}

/** `fieldValidator` for a list the fields join themselves (their own rules and the caller's). */
export function listValidator(list: string, context: ValidationContext): Validator {
  const parsed = parseRules(list);
  return (value) => firstFailure(value, parsed, context);
}

/** One validator from several: the first message wins. Skips `undefined` entries. */
export function composeValidators(...validators: (Validator | undefined)[]): Validator {
  return (value, allValues) => {
    for (const validator of validators) {
      const message = validator?.(value, allValues);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

function firstFailure(
  value: unknown,
  parsed: ParsedRule[],
  context: ValidationContext,
): string | undefined {
  const empty = isEmpty(value);
  for (const { name, parameter } of parsed) {
    if (empty && name !== 'required') continue;
    if (!rules[name].passes(value, parameter, context.locale))
      return messageFor(name, parameter, context);
  }
  return undefined;
}

const formats = new Map<string, IntlMessageFormat>();
/** The patterns of messages.ts, compiled by `npm run messages`. */
const compiled = compiledMessages as unknown as Record<
  keyof typeof validationMessages,
  Record<MessageKey, MessageFormatElement[]>
>;

function messageFor(name: RuleName, parameter: string, { field, locale }: ValidationContext) {
  const language = languageOf(locale);
  const table = validationMessages[language];
  const key: MessageKey = Object.hasOwn(table, name) ? (name as MessageKey) : 'default';
  const cacheKey = `${locale}:${key}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(compiled[language][key], intlTag(locale));
    formats.set(cacheKey, format);
  }
  return String(
    format.format({
      field,
      length: Number(parameter),
      max: Number(parameter),
      size: name === 'max_size' ? formatFileSize(Number(parameter), locale) : '',
      example: new Intl.NumberFormat(intlTag(locale)).format(4200.5),
    }),
  );
}

const sizeUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A size in bytes for people: `5 MB` for 5 × 1024 × 1024 bytes. Powers of 1024, as upload limits
 * are usually written in code and as most file managers show sizes.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  let amount = bytes;
  let unit = 0;
  while (amount >= 1024 && unit < sizeUnits.length - 1) {
    amount /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(intlTag(locale), {
    style: 'unit',
    unit: sizeUnits[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(amount);
}
