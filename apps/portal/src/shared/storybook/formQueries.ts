/**
 * Helpers for the stories of the personal area's forms: fields by their `name` (the same in
 * every locale).
 */
export function control<Element extends HTMLElement = HTMLInputElement>(
  root: HTMLElement,
  name: string,
): Element {
  const found = root.querySelector<Element>(`[name="${name}"]`);
  if (!found) throw new Error(`No field named ${name}`);
  return found;
}
