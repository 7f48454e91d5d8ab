import { style } from '@vanilla-extract/css';
import { transitionOf } from '../theme/motion';
import { vars } from '../theme/theme.css';

export const tabList = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  // Many tabs on a phone: scroll sideways instead of wrapping into a second row.
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
});

export const headerTabList = style([
  tabList,
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
]);

export const headerTabItem = style({
  display: 'flex',
  flexShrink: 0,
});

/** One tab, shared by the Radix tabs and the route tabs. */
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: transitionOf(['color', 'border-color']),
  selectors: {
    '&:hover': { color: vars.color.text, borderBottomColor: vars.color.borderSubtle },
    '&[data-state="active"], &[aria-current="page"]': {
      color: vars.color.text,
      borderBottomColor: vars.color.brand,
    },
    // Inside the scrolling list an outer outline would be clipped.
    '&:focus-visible': { outlineOffset: '-3px' },
    '&:disabled, &[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const tabPanel = style({
  paddingTop: vars.space.large,
});
