import { style, styleVariants } from '@vanilla-extract/css';
import type { ResponsiveCondition } from '../Grid/responsive';
import { minWidth } from '../theme/media';
import { vars } from '../theme/theme.css';
import { breakpoints, type Breakpoint } from '../theme/tokens';

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  // A long compound word breaks rather than push a phone's page sideways.
  overflowWrap: 'anywhere',
});

/** The type sizes a heading can take, largest first: the four levels and two text sizes. */
const sizes = {
  h1: vars.fontSize.h1,
  h2: vars.fontSize.h2,
  h3: vars.fontSize.h3,
  h4: vars.fontSize.h4,
  large: vars.fontSize.large,
  standard: vars.fontSize.standard,
};

export type HeadingSize = keyof typeof sizes;

const conditions: ResponsiveCondition[] = ['xs', ...(Object.keys(breakpoints) as Breakpoint[])];

/**
 * One class per condition and size; generated smallest condition first, so that a larger
 * breakpoint's size wins over a smaller one's.
 */
export const headingSizes = Object.fromEntries(
  conditions.map((condition) => [
    condition,
    styleVariants(sizes, (fontSize) =>
      condition === 'xs' ? { fontSize } : { '@media': { [minWidth(condition)]: { fontSize } } },
    ),
  ]),
) as Record<ResponsiveCondition, Record<HeadingSize, string>>;
