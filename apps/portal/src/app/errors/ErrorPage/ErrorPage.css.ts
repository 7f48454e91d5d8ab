import { style } from '@vanilla-extract/css';

/** A readable line length for the explanation. */
export const text = style({ maxWidth: '40rem' });
