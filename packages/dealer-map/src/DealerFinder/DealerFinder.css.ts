import { createContainer, globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { breakpoints, vars, type Breakpoint } from '@lindner/ui';

/**
 * The finder lays itself out by its own width, not the viewport's: in a CMS page's 340 px
 * column of a wide screen it is as narrow as on a phone.
 */
const finderContainer = createContainer();

/** Styles for a finder at least as wide as the breakpoint. */
function fromWidth(breakpoint: Breakpoint, rule: StyleRule): StyleRule {
  return {
    '@container': { [`${finderContainer} (min-width: ${breakpoints[breakpoint]}px)`]: rule },
  } as StyleRule;
}

export const finder = style({
  display: 'grid',
  gap: vars.space.large,
  fontFamily: vars.font.text,
  color: vars.color.text,
  containerName: finderContainer,
  containerType: 'inline-size',
  minWidth: 0,
  // A long e-mail address or web address wraps rather than push the column wider.
  overflowWrap: 'anywhere',
});

export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'end',
  gridTemplateColumns: '1fr',
  ...fromWidth('md', {
    gridTemplateColumns: 'minmax(192px, 2fr) repeat(3, minmax(128px, 1fr))',
  }),
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  ...fromWidth('md', { gridColumn: '1 / -1' }),
});

export const field = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const input = style({
  // A select is as wide as its longest option (French ones are long): the column sets it.
  width: '100%',
  minWidth: 0,
  font: 'inherit',
  minHeight: vars.size.touchTarget,
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

export const status = style({ margin: 0 });

export const notice = style({
  margin: 0,
  padding: vars.space.medium,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
});

export const problem = style({
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'start',
  margin: 0,
  padding: vars.space.medium,
  borderLeft: `4px solid ${vars.color.critical}`,
  background: vars.color.criticalSurface,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

/** The legend's title a small gap above its symbols. */
export const legendBlock = style({ display: 'grid', gap: vars.space.xsmall });

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxsmall });

export const symbol = style({ display: 'inline-flex', flexShrink: 0, lineHeight: 0 });

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  ...fromWidth('lg', {
    gridTemplateColumns: 'minmax(320px, 2fr) minmax(0, 3fr)',
    alignItems: 'start',
  }),
});

export const results = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

/** The search's live region; focused after Retry, so its focus is visible. */
export const outcome = style({
  display: 'grid',
  gap: vars.space.small,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const list = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  ...fromWidth('lg', { maxHeight: '672px', overflowY: 'auto', paddingRight: vars.space.xxsmall }),
});

export const item = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderLeft: `4px solid transparent`,
  borderRadius: vars.radius.standard,
  background: vars.color.background,
});

export const itemSelected = style({
  borderColor: vars.color.brand,
  borderLeftColor: vars.color.brand,
  background: vars.color.brandLight,
});

export const selectButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  textAlign: 'left',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brandDark },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const types = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

globalStyle(`${links} a, ${finder} address a`, {
  color: vars.color.brandDark,
  textUnderlineOffset: '0.2em',
});

export const address = style({ fontStyle: 'normal' });

export const side = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

/** Map and consent placeholder share one size, so accepting does not shift the page. */
export const mapArea = style({
  minHeight: '352px',
  height: '416px',
  borderRadius: vars.radius.standard,
  overflow: 'hidden',
  ...fromWidth('lg', { height: '512px' }),
});

export const details = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const detailsHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'start',
  gap: vars.space.small,
});

export const definitions = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
});

globalStyle(`${definitions} dd`, { margin: 0 });

export const contacts = style({
  display: 'grid',
  gap: vars.space.medium,
  ...fromWidth('md', { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }),
});

export const definitionRow = style({ display: 'contents' });
