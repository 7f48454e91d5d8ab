import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@lindner/ui';

/** Navigation above the page on phones, a column beside it from md (as SideNav switches). */
export const shell = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Rows as tall as their content: the extra height of a short page stays below it.
  alignContent: 'start',
  alignItems: 'start',
  minHeight: '100vh',
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: '15rem minmax(0, 1fr)' },
    [minWidth('lg')]: { gridTemplateColumns: '17rem minmax(0, 1fr)' },
  },
});

/** The site's header spans the area's columns. */
export const siteHeader = style({ gridColumn: '1 / -1' });

export const navigation = style({
  '@media': {
    [minWidth('md')]: {
      paddingBlock: vars.space.xlarge,
      paddingInlineStart: vars.space.small,
    },
  },
});

/** PageLayout inside sets the width: at most 1280 px, centred in the column. */
export const content = style({
  minWidth: 0,
  outline: 'none',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  top: vars.space.medium,
  zIndex: 1,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  background: vars.color.background,
  color: vars.color.brandDark,
  fontWeight: vars.fontWeight.medium,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

/** Holds the fixed bottom area without taking a cell of the grid. */
export const fixedBottom = style({ display: 'contents' });

/** Above the page, within the page's width and side margins (as PageLayout sets them). */
export const offlineNotice = style({
  boxSizing: 'border-box',
  width: `calc(100% - 2 * ${vars.space.medium})`,
  maxWidth: `calc(${vars.contentMaxWidth} - 2 * ${vars.space.medium})`,
  marginInline: 'auto',
  marginBlockStart: vars.space.medium,
  '@media': {
    [minWidth('md')]: {
      width: `calc(100% - 2 * ${vars.space.large})`,
      maxWidth: `calc(${vars.contentMaxWidth} - 2 * ${vars.space.large})`,
    },
  },
});
