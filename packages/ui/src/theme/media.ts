import type { StyleRule } from '@vanilla-extract/css';
import { breakpoints, type Breakpoint } from './tokens';

export const minWidth = (breakpoint: Breakpoint) =>
  `screen and (min-width: ${breakpoints[breakpoint]}px)`;

export const print = 'print';

/** Styles from a breakpoint upwards, mobile first. */
export function responsiveStyle(rules: Partial<Record<Breakpoint, StyleRule>>): StyleRule {
  const media: Record<string, StyleRule> = {};
  for (const breakpoint of Object.keys(breakpoints) as Breakpoint[]) {
    const rule = rules[breakpoint];
    if (rule) media[minWidth(breakpoint)] = rule;
  }
  return { '@media': media } as StyleRule;
}
