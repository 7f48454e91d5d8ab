/** The id of a field's description, for the input's `aria-describedby`. */
export function descriptionId(inputId: string): string {
  return `${inputId}-description`;
}
