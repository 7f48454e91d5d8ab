import { vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

// The look of @lindner/ui's form fields (FormField.css, Select.css, Checkbox.css, RadioGroup.css)
// for the form islands' browser-native controls: those fields need react-final-form and Radix,
// which a public page's script budget has no room for.

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

/** A checkbox: the box left of its label, the error below the label. */
export const inlineField = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  alignItems: 'start',
});

export const inlineText = style({ gridColumn: 2 });

export const label = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.standard,
});

export const inlineLabel = style({ fontWeight: vars.fontWeight.regular, cursor: 'pointer' });

export const requiredMark = style({
  color: vars.color.critical,
  marginInlineStart: vars.space.xxsmall,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space.xxsmall})` } },
});

export const errorIcon = style({ flexShrink: 0, width: '1em', height: '1em', marginTop: '0.2em' });

const invalid = {
  borderColor: vars.color.critical,
  boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
};

export const control = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background,
  color: vars.color.text,
  lineHeight: vars.lineHeight.standard,
  selectors: { '&[aria-invalid="true"]': invalid },
});

export const textArea = style({ resize: 'vertical', minHeight: 88 });

export const selectWrapper = style({ position: 'relative', display: 'flex' });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: vars.space.xlarge,
  cursor: 'pointer',
});

/** Drawn with borders, so a strict Content-Security-Policy needs no data: URLs. */
export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.small,
  top: '50%',
  width: 8,
  height: 8,
  marginTop: -6,
  borderRight: `2px solid ${vars.color.text}`,
  borderBottom: `2px solid ${vars.color.text}`,
  transform: 'rotate(45deg)',
  pointerEvents: 'none',
});

/**
 * A checkbox's or radio's place: the browser's control, invisible and 44 px square, lies over
 * the 24 px box or circle it shows, so that the whole touch target takes a tap.
 */
export const markFrame = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: 24,
  height: 24,
});

export const markInput = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  margin: 0,
  transform: 'translate(-50%, -50%)',
  opacity: 0,
  cursor: 'pointer',
  zIndex: 1,
});

const markLook = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.background,
  pointerEvents: 'none',
} as const;

const focused = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const box = style({
  ...markLook,
  borderRadius: vars.radius.standard,
  color: vars.color.textOnBrand,
  selectors: {
    [`${markInput}:checked + &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${markInput}[aria-invalid="true"]:not(:checked) + &`]: invalid,
    [`${markInput}:focus-visible + &`]: focused,
  },
});

export const tick = style({
  width: 16,
  height: 16,
  visibility: 'hidden',
  selectors: { [`${markInput}:checked + ${box} &`]: { visibility: 'visible' } },
});

export const circle = style({
  ...markLook,
  borderRadius: vars.radius.full,
  selectors: {
    [`${markInput}:checked + &`]: { borderColor: vars.color.brand },
    [`${markInput}[aria-invalid="true"] + &`]: invalid,
    [`${markInput}:focus-visible + &`]: focused,
  },
});

export const dot = style({
  width: 12,
  height: 12,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  visibility: 'hidden',
  selectors: { [`${markInput}:checked + ${circle} &`]: { visibility: 'visible' } },
});

export const radioGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const radioLegend = style({ padding: 0, marginBottom: vars.space.xxsmall });

export const radioOption = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const optionLabel = style({ cursor: 'pointer' });
