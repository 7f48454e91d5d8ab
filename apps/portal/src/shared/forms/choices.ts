/** A checkbox group's form value: one true or false per option, e.g. `economyTypes.dairy`. */
export type Choices = Partial<Record<string, boolean>>;

/** The chosen values of a checkbox group's form value, in the options' order. */
export function chosenOf<Value extends string>(
  choices: Choices | undefined,
  order: readonly Value[],
): Value[] {
  return order.filter((value) => choices?.[value] === true);
}

/** A checkbox group's form value for the chosen values: every option, true or false. */
export function choicesOf(
  chosen: readonly string[],
  order: readonly string[],
): Record<string, boolean> {
  return Object.fromEntries(order.map((value) => [value, chosen.includes(value)]));
}
