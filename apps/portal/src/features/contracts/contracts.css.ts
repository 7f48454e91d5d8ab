import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.background,
  overflowWrap: 'anywhere',
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  margin: 0,
});

export const factValue = style({ margin: 0, minWidth: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.warningSurface,
  border: `1px solid ${vars.color.warning}`,
});

export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  border: '1px solid currentColor',
});

export const badgeTone = styleVariants({
  good: { color: vars.color.success, background: vars.color.successSurface },
  warning: { color: vars.color.warning, background: vars.color.warningSurface },
  neutral: { color: vars.color.textMuted, background: vars.color.surface },
  info: { color: vars.color.info, background: vars.color.infoSurface },
});

/** The auto-renew switch: a button with role switch, 44 px high, a visible focus ring. */
export const switchButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.xsmall}`,
  border: 'none',
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  ':disabled': { cursor: 'wait' },
});

export const switchTrack = style({
  position: 'relative',
  flex: '0 0 auto',
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceStrong,
  selectors: {
    [`${switchButton}[aria-checked="true"] &`]: {
      background: vars.color.success,
      borderColor: vars.color.success,
    },
  },
});

export const switchThumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  background: vars.color.text,
  transition: 'transform 120ms ease',
  selectors: {
    [`${switchButton}[aria-checked="true"] &`]: {
      transform: 'translateX(1.25rem)',
      background: vars.color.background,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const vehicleLine = style([card, {}]);
