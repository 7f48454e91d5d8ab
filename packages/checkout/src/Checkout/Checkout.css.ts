import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@lindner/ui';

/** The checkout lays itself out by its own width (a CMS column or a page), not the viewport's. */
const checkoutContainer = createContainer();

/** Narrower than a small phone's screen: a CMS page's side column. */
const narrow = `${checkoutContainer} (max-width: ${breakpoints.sm - 1}px)`;

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const checkout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  fontFamily: vars.font.text,
  color: vars.color.text,
  maxWidth: '768px',
  minWidth: 0,
  containerName: checkoutContainer,
  containerType: 'inline-size',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@container': { [narrow]: { fontSize: vars.fontSize.h4 } },
});

export const section = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space.xsmall,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.fontWeight.medium,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(224px, 1fr))',
  gap: vars.space.small,
  '@container': { [narrow]: { gridTemplateColumns: '1fr' } },
});

/** A radio card: the whole card is the radio's label, so all of it can be clicked. */
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  minHeight: vars.size.touchTarget,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
  cursor: 'pointer',
  minWidth: 0,
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    '&:has(input:focus-visible)': focusRing,
  },
});

export const cardBody = style({
  gridColumn: 2,
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

/** What a card says below its title, under the title beside the radio. */
export const cardDetail = style({ gridColumn: 2, minWidth: 0, overflowWrap: 'anywhere' });

export const cardTitle = style({ fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' });

export const radio = style({
  width: '20px',
  height: '20px',
  margin: '2px 0 0',
  accentColor: vars.color.brand,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const field = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const input = style({
  font: 'inherit',
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
  },
});

export const couponRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const couponField = style([field, { flex: '1 1 192px' }]);

export const fieldError = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const couponValid = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
});

export const checkbox = style({
  flexShrink: 0,
  width: '24px',
  height: '24px',
  margin: 0,
  accentColor: vars.color.brand,
  selectors: { '&:focus-visible': focusRing },
});

export const address = style({ margin: 0, fontStyle: 'normal', whiteSpace: 'pre-line' });

export const summary = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const line = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const lineTitle = style({ margin: 0, fontWeight: vars.fontWeight.strong });

export const amounts = style({ display: 'grid', gap: vars.space.xxsmall, margin: 0 });

export const amountRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${vars.space.small}`,
});

globalStyle(`${amountRow} > dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });

export const totalRow = style([
  amountRow,
  {
    paddingTop: vars.space.xsmall,
    borderTop: `2px solid ${vars.color.text}`,
    fontWeight: vars.fontWeight.strong,
  },
]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.brandDark,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': focusRing },
});

/** A link inside running text: the 44 px target comes from its line. */
export const inlineLink = style({
  color: vars.color.brandDark,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': focusRing },
});

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});
