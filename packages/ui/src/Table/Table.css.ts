import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { print } from '../theme/media';
import { vars } from '../theme/theme.css';

/**
 * The region the table scrolls in. Inline-size containment keeps the table's width out of the
 * page's layout: however wide the table, its parents never grow and the page never scrolls
 * sideways; the region scrolls instead.
 */
export const scrollRegion = style({
  contain: 'inline-size',
  maxWidth: '100%',
  overflowX: 'auto',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  // Paper does not scroll: a printed table shows all its columns.
  '@media': { [print]: { overflowX: 'visible' } },
});

export const table = recipe({
  base: {
    width: '100%',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    nowrap: {
      true: {},
    },
  },
});

export type TableVariants = NonNullable<RecipeVariants<typeof table>>;

const tableClass = table.classNames.base;

export const caption = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  paddingBottom: vars.space.xsmall,
});

globalStyle(`${tableClass} :where(th, td)`, {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'left',
});

globalStyle(`${table.classNames.variants.nowrap.true} :where(th, td)`, { whiteSpace: 'nowrap' });

globalStyle(`${tableClass} :where(thead th)`, { borderBottom: `2px solid ${vars.color.border}` });

globalStyle(`${tableClass} :where(tfoot th, tfoot td)`, {
  fontWeight: vars.fontWeight.strong,
  borderBottom: 'none',
});

export const cell = recipe({
  variants: {
    align: {
      start: { textAlign: 'left' },
      end: { textAlign: 'right' },
    },
  },
});

export type CellVariants = NonNullable<RecipeVariants<typeof cell>>;
