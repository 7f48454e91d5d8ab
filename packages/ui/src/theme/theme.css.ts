import {
  assignVars,
  createGlobalTheme,
  createThemeContract,
  globalStyle,
} from '@vanilla-extract/css';
import { tokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function contractOf<T extends object>(values: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : contractOf(value as object),
    ]),
  ) as Contract<T>;
}

/** The theme contract: every component styles itself through these variables. */
export const vars = createThemeContract(contractOf(tokens));

// Global rather than scoped: widgets dropped into a CMS page need the variables too.
createGlobalTheme(':root', vars, tokens);

// A reader who asks for less motion gets none: every transition and animation of the components
// takes `vars.motion.duration`, so each ends as soon as it starts (its end events still fire,
// which Radix waits for before it unmounts a closed tooltip or toast).
globalStyle(':root', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: assignVars(vars.motion.duration, { fast: '0ms', base: '0ms', slow: '0ms' }),
    },
  },
});
