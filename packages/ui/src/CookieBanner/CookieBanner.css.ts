import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../theme/media';
import { vars } from '../theme/theme.css';

export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.bottomArea,
  maxHeight: '80vh',
  overflowY: 'auto',
  borderTop: `4px solid ${vars.color.brand}`,
  background: vars.color.background,
  boxShadow: vars.shadow.large,
});

export const inner = style([
  {
    display: 'flex',
    flexDirection: 'column',
    flexWrap: 'wrap',
    gap: vars.space.medium,
    maxWidth: vars.contentMaxWidth,
    marginInline: 'auto',
    padding: vars.space.medium,
  },
  responsiveStyle({
    lg: { flexDirection: 'row', alignItems: 'center', padding: vars.space.large },
  }),
]);

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: 1,
});

export const actions = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
  },
  responsiveStyle({ sm: { flexDirection: 'row', flexWrap: 'wrap' }, lg: { flexWrap: 'nowrap' } }),
]);

/** The categories, below the text and the buttons, across the banner's width. */
export const settings = style({ flexBasis: '100%' });

export const settingsSummary = style({
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"▾"', marginInlineStart: vars.space.xxsmall },
    [`${settings}[open] &::after`]: { content: '"▴"' },
  },
});

export const settingsPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginTop: vars.space.small,
  padding: 0,
  border: 'none',
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.bottomArea,
  background: 'rgba(0, 0, 0, 0.5)',
});

export const dialog = style([
  {
    position: 'fixed',
    top: '50%',
    left: '50%',
    zIndex: vars.zIndex.bottomArea,
    transform: 'translate(-50%, -50%)',
    width: `min(36rem, calc(100vw - ${vars.space.xlarge}))`,
    maxHeight: `calc(100vh - ${vars.space.xlarge})`,
    overflowY: 'auto',
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    background: vars.color.background,
    boxShadow: vars.shadow.large,
  },
  responsiveStyle({ md: { padding: vars.space.xlarge } }),
]);

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/** Leaves room for the close button in the dialog's corner. */
export const dialogTitle = style({ paddingRight: vars.space.xlarge });

export const categoryList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const category = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  padding: vars.space.small,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.standard,
});

export const checkbox = style({
  width: 20,
  height: 20,
  margin: '2px 0 0',
  accentColor: vars.color.brandDark,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const categoryName = style({
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
});

export const categoryDescription = style({
  gridColumn: 2,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
});

export const closeButton = style({
  position: 'absolute',
  top: vars.space.small,
  right: vars.space.small,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const closeIcon = style({ width: 20, height: 20 });
