import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const retry = style({ alignSelf: 'flex-start', marginTop: vars.space.xsmall });
