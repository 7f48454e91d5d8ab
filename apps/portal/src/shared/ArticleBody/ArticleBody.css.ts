import { vars } from '@lindner/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// An article's body as news and press releases show it: paragraphs, headings, lists and quotes.

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

globalStyle(`${body} > :is(p, ul, blockquote)`, { margin: 0 });
globalStyle(`${body} > h2`, { marginBlockStart: vars.space.xsmall });
globalStyle(`${body} li + li`, { marginBlockStart: vars.space.xxsmall });

export const bodyList = style({ paddingInlineStart: vars.space.large });

export const quote = style({
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  fontStyle: 'italic',
  fontSize: vars.fontSize.large,
});

globalStyle(`${quote} > p`, { margin: 0 });
