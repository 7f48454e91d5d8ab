import { style } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

export const logoutPage = style({ paddingBlock: vars.space.xxlarge });
