import { toLocale } from '@lindner/i18n';
import { validate } from '@lindner/ui';

/**
 * Helpers for the stories of the personal area's forms: fields by their `name` (the same in
 * every locale), their visible label, and the message a rule gives in the story's locale.
 */
export function control<Element extends HTMLElement = HTMLInputElement>(
  root: HTMLElement,
  name: string,
): Element {
  const found = root.querySelector<Element>(`[name="${name}"]`);
  if (!found) throw new Error(`No field named ${name}`);
  return found;
}

/** The label text of a field, without the required asterisk. */
export function labelOf(root: HTMLElement, name: string): string {
  const input = control(root, name);
  const label = input.id ? root.querySelector(`label[for="${input.id}"]`) : null;
  const text = label?.textContent ?? '';
  return text.replace(/\*$/, '').trim();
}

/** The message a rule list gives for a value of a field, in the story's locale. */
export function ruleMessage(
  root: HTMLElement,
  name: string,
  value: unknown,
  rules: string,
  locale: unknown,
): string {
  const message = validate(value, rules, {
    field: labelOf(root, name),
    locale: toLocale(String(locale)),
  });
  if (!message) throw new Error(`${String(value)} passes ${rules}`);
  return message;
}
