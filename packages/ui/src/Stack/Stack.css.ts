import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const divided = style({ borderTop: `1px solid ${vars.color.borderSubtle}` });
