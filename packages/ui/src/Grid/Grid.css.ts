import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { minWidth } from '../theme/media';
import { breakpoints, gridColumns, type Breakpoint } from '../theme/tokens';
import type { ResponsiveCondition } from './responsive';

/*
 * Spans and starts are custom properties set by one tiny class per condition and value
 * (`.x{--span-md:8}`); a single rule per breakpoint reads them, falling back to the next smaller
 * condition. This keeps the generated CSS to a few kilobytes instead of a media query per class.
 */

const conditions: ResponsiveCondition[] = ['xs', ...(Object.keys(breakpoints) as Breakpoint[])];

/** How many of the 16 columns an item covers, or the column it starts at. */
export type GridSpan = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16;
const columnNumbers = Array.from({ length: gridColumns }, (_, index) => index + 1);

const spanVar = Object.fromEntries(
  conditions.map((condition) => [condition, createVar(`span-${condition}`)]),
) as Record<ResponsiveCondition, string>;
const startVar = Object.fromEntries(
  conditions.map((condition) => [condition, createVar(`start-${condition}`)]),
) as Record<ResponsiveCondition, string>;

/** The variable of this condition, else of the next smaller one …, else the default. */
function cascade(
  vars: Record<ResponsiveCondition, string>,
  condition: ResponsiveCondition,
  otherwise: string,
) {
  const smaller = conditions
    .slice(0, conditions.indexOf(condition))
    .reverse()
    .map((each) => vars[each]);
  return fallbackVar(vars[condition], ...smaller, otherwise);
}

function placement(condition: ResponsiveCondition) {
  return {
    gridColumnStart: cascade(startVar, condition, 'auto'),
    gridColumnEnd: `span ${cascade(spanVar, condition, String(gridColumns))}`,
  };
}

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${gridColumns}, minmax(0, 1fr))`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const gridItem = style({
  // Custom properties inherit: reset them so an item nested in another item starts afresh.
  vars: Object.fromEntries(
    [...Object.values(spanVar), ...Object.values(startVar)].map((name) => [name, 'initial']),
  ),
  minWidth: 0,
  ...placement('xs'),
  '@media': Object.fromEntries(
    (Object.keys(breakpoints) as Breakpoint[]).map((breakpoint) => [
      minWidth(breakpoint),
      placement(breakpoint),
    ]),
  ),
});

// Defined after `gridItem` so that, at equal specificity, their values win over its reset.
export const spanClasses = Object.fromEntries(
  conditions.map((condition) => [
    condition,
    styleVariants(
      Object.fromEntries(columnNumbers.map((span) => [span, span])),
      (span) => ({ vars: { [spanVar[condition]]: String(span) } }),
      `span-${condition}`,
    ),
  ]),
) as Record<ResponsiveCondition, Record<GridSpan, string>>;

export const startClasses = Object.fromEntries(
  conditions.map((condition) => [
    condition,
    styleVariants(
      Object.fromEntries([...columnNumbers, 'auto'].map((start) => [start, start])),
      (start) => ({ vars: { [startVar[condition]]: String(start) } }),
      `start-${condition}`,
    ),
  ]),
) as Record<ResponsiveCondition, Record<GridSpan | 'auto', string>>;
