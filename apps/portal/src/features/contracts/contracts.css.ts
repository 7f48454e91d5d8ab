import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';
import { card } from '../../shared/personalArea/cards.css';

export { card };
export {
  actions,
  badge,
  cardHeader,
  cardList as list,
  factValue,
  facts,
} from '../../shared/personalArea/cards.css';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.warningSurface,
  border: `1px solid ${vars.color.warning}`,
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

export const vehicleLine = card;
