import { createContainer, style, globalStyle } from '@vanilla-extract/css';
import { breakpoints, vars } from '@lindner/ui';

/** The calculator lays itself out by its own width (a CMS column), not the viewport's. */
const calculatorContainer = createContainer();

/** Narrower than a small phone's screen: a CMS page's side column. */
const narrow = `${calculatorContainer} (max-width: ${breakpoints.sm - 1}px)`;

export const calculator = style({
  display: 'grid',
  gap: vars.space.large,
  fontFamily: vars.font.text,
  color: vars.color.text,
  maxWidth: '768px',
  minWidth: 0,
  containerName: calculatorContainer,
  containerType: 'inline-size',
});

export const inputs = style({ display: 'grid', gap: vars.space.large });

export const field = style({ display: 'grid', gap: vars.space.xxsmall, maxWidth: '320px' });

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
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.color.brand,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const ended = style({
  margin: 0,
  padding: vars.space.medium,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
});

export const results = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

// In a narrow column the schedule's five columns close up and its headings may wrap, so that
// most of it is read without scrolling; the rest scrolls inside the table's own region.
globalStyle(`${results} :is(th, td)`, {
  '@container': {
    [narrow]: {
      paddingInline: vars.space.xxsmall,
      fontSize: vars.fontSize.small,
    },
  },
});

globalStyle(`${results} thead th`, {
  '@container': { [narrow]: { whiteSpace: 'normal', verticalAlign: 'bottom' } },
});

export const totals = style({ display: 'grid', gap: vars.space.xxsmall, margin: 0 });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  maxWidth: '448px',
});

globalStyle(`${totalRow} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });

/** The enquiry link keeps its own width in the results' grid. */
export const enquiry = style({ justifySelf: 'start' });

/** The notes' heading sits a small gap above its list. */
export const notes = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  fontSize: vars.fontSize.small,
});

export const noteList = style({ margin: 0, paddingLeft: vars.space.large });
