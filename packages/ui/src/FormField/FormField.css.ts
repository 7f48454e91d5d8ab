import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

/** A checkbox: the box left of its label, hint and error below the label. */
export const inlineField = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  alignItems: 'start',
});

/** In an inline field, everything but the control sits in the second column. */
export const inlineText = style({ gridColumn: 2 });

export const label = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.standard,
});

export const inlineLabel = style({
  fontWeight: vars.fontWeight.regular,
  cursor: 'pointer',
});

export const requiredMark = style({
  color: vars.color.critical,
  marginInlineStart: vars.space.xxsmall,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  // The live region stays in the page so that screen readers announce what appears in it;
  // empty, it takes no room.
  selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space.xxsmall})` } },
});

export const errorIcon = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
  marginTop: '0.2em',
});

const invalid = {
  borderColor: vars.color.critical,
  boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
};

/** The box of text inputs, text areas, selects and date inputs. */
export const control = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background,
  color: vars.color.text,
  lineHeight: vars.lineHeight.standard,
  selectors: {
    '&[aria-invalid="true"]': invalid,
    '&:disabled': {
      background: vars.color.surface,
      color: vars.color.textMuted,
      borderColor: vars.color.borderSubtle,
      cursor: 'not-allowed',
      opacity: 1,
    },
  },
});

export const invalidControl = invalid;
