import { style } from '@vanilla-extract/css';

/** Wide enough for any locale's date, not the whole row. */
export const dateInput = style({
  maxWidth: '14rem',
});
