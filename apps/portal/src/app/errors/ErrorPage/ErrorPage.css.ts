import { style } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

export const text = style({ maxWidth: '40rem', marginBottom: vars.space.medium });
