import { globalStyle, style } from '@vanilla-extract/css';
import { minWidth, vars } from '@lindner/ui';

/** From lg the header is taller and the page's edges wider. */
const large = minWidth('lg');

/**
 * The header's own navigation shows from xl (1280 px): five sections, the language and the
 * sign-in on one line, in a header no wider than the content (1280 px), so compact at every
 * width (smaller type, tight gaps); below xl the menu button and its panel take its place.
 */
const navigationFits = minWidth('xl');
/** From xxl the header's edges line up with the page's again. */
const roomy = minWidth('xxl');

/** Header, page and footer; the footer stays at the bottom of a short page. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  top: vars.space.xsmall,
  zIndex: 300,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  background: vars.color.background,
  color: vars.color.brandDark,
  fontWeight: vars.fontWeight.medium,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.header,
  background: vars.color.background,
  // A line drawn inside, so the header keeps its exact height.
  boxShadow: `inset 0 -1px 0 ${vars.color.borderSubtle}`,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  height: vars.headerHeight.small,
  maxWidth: vars.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  '@media': {
    [large]: { height: vars.headerHeight.large, paddingInline: vars.space.xlarge },
    [navigationFits]: { gap: vars.space.xsmall, paddingInline: vars.space.medium },
    [roomy]: { paddingInline: vars.space.xlarge },
  },
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  marginInlineEnd: 'auto',
  color: vars.color.brand,
});

export const wordmark = style({
  width: 120,
  height: 22,
  '@media': { [large]: { width: 164, height: 30 } },
});

export const largeOnly = style({
  display: 'none',
  '@media': { [navigationFits]: { display: 'flex' } },
});

export const smallOnly = style({
  '@media': { [navigationFits]: { display: 'none' } },
});

export const headerList = style({
  display: 'flex',
  alignItems: 'center',
  gap: 0,
});

export const headerActions = style({
  alignItems: 'center',
  gap: vars.space.xsmall,
});
globalStyle(`${headerActions} > *`, { whiteSpace: 'nowrap' });

/** A header entry that opens a list below it: a section of the navigation, the languages. */
export const disclosure = style({ position: 'relative' });

const summaryBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  listStyle: 'none',
  userSelect: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surface },
  },
});

/** A header entry: compact, so that five sections, the language and the sign-in fit. */
export const summary = style([
  summaryBase,
  {
    '@media': {
      [navigationFits]: {
        gap: vars.space.xxsmall,
        paddingInline: vars.space.xsmall,
        fontSize: vars.fontSize.small,
      },
    },
  },
]);

export const chevron = style({
  flexShrink: 0,
  width: 12,
  height: 12,
  transition: 'transform 120ms',
  selectors: { [`${disclosure}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const dropdown = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: '100%',
  marginTop: vars.space.xxsmall,
  minWidth: '15rem',
  padding: vars.space.xsmall,
  background: vars.color.background,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.large,
});

export const dropdownEnd = style({ insetInlineStart: 'auto', insetInlineEnd: 0 });

/** A link in a list of the header or the menu: a full-width target of at least 44 px. */
export const listLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface, textDecoration: 'underline' },
    '&[aria-current="page"]': {
      color: vars.color.brandDark,
      fontWeight: vars.fontWeight.strong,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
  },
});

export const globe = style({ flexShrink: 0, width: 20, height: 20 });

export const menuButton = style([
  summaryBase,
  { border: `1px solid ${vars.color.border}`, paddingInline: vars.space.small },
]);

export const menuIcon = style({ width: 20, height: 20 });

export const closedOnly = style({
  selectors: { [`details[open] > summary > &`]: { display: 'none' } },
});

// Scoped to the summary: a bare class weighs as much as the theme's `svg { display: block }`
// reset, which would show both icons wherever it comes later in the page's styles.
export const openOnly = style({
  selectors: {
    [`summary > &`]: { display: 'none' },
    [`details[open] > summary > &`]: { display: 'block' },
  },
});

/** The phone menu: below the header, over the page, scrolling on its own. */
export const menuPanel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  maxHeight: `calc(100vh - ${vars.headerHeight.small})`,
  overflowY: 'auto',
  padding: `${vars.space.small} ${vars.space.medium} ${vars.space.large}`,
  background: vars.color.background,
  borderBottom: `4px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const menuGroupName = style({
  display: 'block',
  padding: `${vars.space.xsmall} ${vars.space.small} 0`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const menuSections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const main = style({
  flex: 1,
  outline: 'none',
});

export const footer = style({
  background: vars.color.text,
  color: vars.color.textOnBrand,
});

export const footerInner = style({
  display: 'grid',
  gap: vars.space.large,
  maxWidth: vars.contentMaxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    [large]: { paddingInline: vars.space.xlarge },
  },
});

export const footerBrand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const footerAddress = style({ fontStyle: 'normal' });

export const footerWordmark = style({ width: 120, height: 22, color: vars.color.textOnBrand });

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  alignContent: 'start',
});

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.textOnBrand,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

// On the dark footer the standard blue focus ring is too faint.
globalStyle(`${footer} :focus-visible`, { outlineColor: vars.color.textOnBrand });
