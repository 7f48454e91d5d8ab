import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@lindner/ui';

/** From md the panel hangs from the button; on a phone it spans the header's width. */
const beside = minWidth('md');

export const menu = style({
  position: 'static',
  '@media': { [beside]: { position: 'relative' } },
});

export const bell = style({ flexShrink: 0, width: 22, height: 22 });

export const badge = style({
  minWidth: '1.25rem',
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  lineHeight: '1.25rem',
  textAlign: 'center',
});

export const panel = style({
  position: 'absolute',
  insetInline: vars.space.small,
  top: '100%',
  marginTop: vars.space.xxsmall,
  maxHeight: `calc(100vh - ${vars.headerHeight.small} - ${vars.space.medium})`,
  overflowY: 'auto',
  padding: vars.space.small,
  background: vars.color.background,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.large,
  '@media': {
    [beside]: { insetInlineStart: 'auto', insetInlineEnd: 0, width: '24rem' },
  },
});

export const title = style({
  margin: `0 0 ${vars.space.xsmall}`,
  paddingInline: vars.space.small,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
});

export const note = style({ margin: 0, padding: vars.space.small, color: vars.color.textMuted });

/** An entry: a full-width target, well over 44 px high. */
export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touchTarget,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const entryTitle = style({ fontWeight: vars.fontWeight.strong });

export const entryDetail = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
