import type { Sprinkles } from '../theme/sprinkles.css';
import type { Breakpoint } from '../theme/tokens';

/** `xs` is everything below the first breakpoint; the others apply from their width upwards. */
export type ResponsiveCondition = 'xs' | Breakpoint;

/** One value for every width, or a value per condition (mobile first, larger ones inherit). */
export type Responsive<T extends string | number> = T | Partial<Record<ResponsiveCondition, T>>;

/**
 * The class names for a responsive value, picked from classes generated per condition and value.
 * A plain value applies from `xs` upwards.
 */
export function responsiveClassNames<T extends string | number>(
  value: Responsive<T> | undefined,
  classes: Record<ResponsiveCondition, Record<T, string>>,
): string[] {
  if (value === undefined) return [];
  const perCondition: Partial<Record<ResponsiveCondition, T>> =
    typeof value === 'object' ? value : { xs: value };
  return (Object.keys(classes) as ResponsiveCondition[]).flatMap((condition) => {
    const chosen = perCondition[condition];
    return chosen === undefined ? [] : [classes[condition][chosen]];
  });
}

/** A space token (`small`, `large` …) for every width, or one per condition: `{ xs: 'small', md: 'large' }`. */
export type ResponsiveSpace = NonNullable<Sprinkles['gap']>;
