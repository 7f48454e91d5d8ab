import { style } from '@vanilla-extract/css';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });
