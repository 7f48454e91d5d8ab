/** A class name, or nothing where a condition is false: `cx(item, selected && itemSelected)`. */
export type ClassName = string | false | null | undefined;

/** Joins class names with spaces, skipping empty ones; an empty string when none is left. */
export function cx(...classNames: ClassName[]): string {
  let joined = '';
  for (const className of classNames) {
    if (className) joined = joined ? `${joined} ${className}` : className;
  }
  return joined;
}
