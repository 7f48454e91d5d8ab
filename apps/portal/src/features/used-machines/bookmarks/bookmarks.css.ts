import { vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

/** Above the card's stretched title link, so that it takes its own clicks. */
export const button = style({
  position: 'relative',
  zIndex: 1,
  alignSelf: 'flex-start',
  '@media': { print: { display: 'none' } },
});

export const icon = style({ flexShrink: 0 });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  '@media': { print: { display: 'none' } },
});

export const barCount = style({
  margin: 0,
  marginInlineEnd: 'auto',
  fontWeight: vars.fontWeight.medium,
});
