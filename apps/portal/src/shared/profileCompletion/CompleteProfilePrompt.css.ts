import { style } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

export const missingList = style({ margin: 0, paddingInlineStart: vars.space.large });
