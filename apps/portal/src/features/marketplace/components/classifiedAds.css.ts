import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

export const intro = style({ maxWidth: '48rem' });

/** A section that takes its Stack's width. */
export const section = style({ alignSelf: 'stretch', minWidth: 0 });

/** The file pickers: a group with its label, hint, chooser and the list of files. */
export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const filesLabel = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
});

export const chooser = style({
  position: 'relative',
  display: 'inline-flex',
  alignSelf: 'flex-start',
});

/** The real input, invisible on top of our button: it takes the clicks, taps and focus. */
export const fileInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const chooseButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.large}`,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background,
  color: vars.color.brandDark,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

globalStyle(`${fileInput}:hover:not(:disabled) + ${chooseButton}`, {
  background: vars.color.brandLight,
});

globalStyle(`${fileInput}:focus-visible + ${chooseButton}`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle(`${fileInput}:disabled + ${chooseButton}`, {
  borderColor: vars.color.borderSubtle,
  color: vars.color.textMuted,
  background: vars.color.surface,
});

export const fileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fileItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.borderSubtle}`,
  minWidth: 0,
});

export const fileItemRefused = style({
  borderColor: vars.color.critical,
  background: vars.color.criticalSurface,
});

export const fileBody = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flex: '1 1 12rem',
  minWidth: 0,
});

export const fileText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const thumbnail = style({
  flex: '0 0 auto',
  width: '64px',
  height: '48px',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surface,
});

export const fileStatus = styleVariants({
  waiting: { color: vars.color.textMuted },
  uploading: { color: vars.color.info },
  uploaded: { color: vars.color.success },
  refused: { color: vars.color.critical, fontWeight: vars.fontWeight.medium },
});

export const problems = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  color: vars.color.critical,
});

export const progress = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const progressBar = style({
  width: '100%',
  height: '0.75rem',
  accentColor: vars.color.brand,
});

/** The user's ads: one card each. */
export const ads = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const ad = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  minWidth: 0,
});

export const adHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'flex-start',
});

export const adImage = style({
  width: '8rem',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const adSummary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 14rem',
  minWidth: 0,
});

export const adTitle = style({ overflowWrap: 'anywhere' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  background: vars.color.surface,
  color: vars.color.text,
});

export const statusBadge = styleVariants({
  active: { background: vars.color.successSurface, color: vars.color.success },
  inactive: { background: vars.color.surfaceStrong, color: vars.color.text },
  sold: { background: vars.color.infoSurface, color: vars.color.info },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const statusForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const statusField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const statusSelect = style({
  minHeight: vars.size.touchTarget,
  minWidth: '10rem',
  maxWidth: '100%',
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  font: 'inherit',
  background: vars.color.background,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const replies = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const reply = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  minWidth: 0,
});

/** User text: its line breaks kept, long words broken, never HTML. */
export const userText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  marginInlineStart: vars.space.medium,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `3px solid ${vars.color.brand}`,
});

export const answerForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});
