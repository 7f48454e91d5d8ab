import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const area = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.bottomArea,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  paddingBottom: `calc(${vars.space.xsmall} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.background,
  boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.15)',
  selectors: {
    // Banners that render nothing leave no empty bar behind.
    '&:not(:has(> :not(:empty)))': { display: 'none' },
  },
  '@media': { print: { display: 'none' } },
});

export const slot = style({
  width: '100%',
  maxWidth: vars.contentMaxWidth,
  marginInline: 'auto',
  selectors: {
    // A slot whose banner decided to render nothing (dismissed, nothing due) takes no room.
    '&:empty': { display: 'none' },
  },
});
