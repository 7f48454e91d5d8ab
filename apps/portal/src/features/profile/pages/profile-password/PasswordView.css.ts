import { style } from '@vanilla-extract/css';

/** A readable line length for the explanations around the link. */
export const text = style({ maxWidth: '40rem' });
