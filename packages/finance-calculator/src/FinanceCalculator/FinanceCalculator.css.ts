import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

export const calculator = style({
  display: 'grid',
  gap: vars.space.large,
  fontFamily: vars.font.text,
  color: vars.color.text,
  maxWidth: '48rem',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.tight,
});

export const inputs = style({ display: 'grid', gap: vars.space.large });

export const field = style({ display: 'grid', gap: vars.space.xxsmall, maxWidth: '20rem' });

export const fieldHint = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const input = style({
  font: 'inherit',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.critical,
});

export const fixedPrice = style({ margin: 0, fontSize: vars.fontSize.large });

export const plans = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.fontWeight.medium,
});

export const planOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  cursor: 'pointer',
});

export const radio = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.color.brand,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const validUntil = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const ended = style({
  margin: 0,
  padding: vars.space.medium,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
});

export const results = style({ display: 'grid', gap: vars.space.medium });

export const tableScroll = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  paddingBottom: vars.space.xsmall,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

globalStyle(`${table} thead th`, { borderBottom: `2px solid ${vars.color.border}` });

globalStyle(`${table} tfoot th, ${table} tfoot td`, {
  fontWeight: vars.fontWeight.strong,
  borderBottom: 'none',
});

export const number = style({});

globalStyle(`${table} ${number}`, { textAlign: 'right' });

export const totals = style({ display: 'grid', gap: vars.space.xxsmall, margin: 0 });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  maxWidth: '28rem',
});

globalStyle(`${totalRow} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });

export const strong = style({ fontWeight: vars.fontWeight.strong });

export const method = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const enquiry = style({
  justifySelf: 'start',
  display: 'inline-block',
  padding: `${vars.space.small} ${vars.space.large}`,
  borderRadius: vars.radius.standard,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandDark },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const notes = style({
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  fontSize: vars.fontSize.small,
});

export const notesTitle = style({
  margin: `0 0 ${vars.space.xsmall}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.standard,
});

export const noteList = style({ margin: 0, paddingLeft: vars.space.large });

globalStyle(`${tableScroll}:focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
