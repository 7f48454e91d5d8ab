import { style } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

export const errorBlock = style({ paddingBlock: vars.space.xlarge });
