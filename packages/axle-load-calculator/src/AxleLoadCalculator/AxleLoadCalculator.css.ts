import { createContainer, style } from '@vanilla-extract/css';
import { breakpoints, print, vars } from '@lindner/ui';

/** The calculator lays itself out by its own width (a CMS column), not the viewport's. */
const calculatorContainer = createContainer();

export const calculator = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  color: vars.color.text,
  fontFamily: vars.font.text,
  containerName: calculatorContainer,
  containerType: 'inline-size',
  minWidth: 0,
});

export const groups = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@container': {
    [`${calculatorContainer} (min-width: ${breakpoints.md}px)`]: { gridTemplateColumns: '1fr 1fr' },
  },
  '@media': { [print]: { gridTemplateColumns: '1fr 1fr' } },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  breakInside: 'avoid',
});

export const legend = style({
  padding: `0 ${vars.space.xxsmall}`,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const inputRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

const control = {
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': {
    outline: `3px solid ${vars.color.focus}`,
    outlineOffset: '1px',
  },
} as const;

export const input = style({
  ...control,
  flex: 1,
  minWidth: 0,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
  '@media': { [print]: { border: 'none', padding: 0, minHeight: 0 } },
});

export const select = style({
  ...control,
  maxWidth: '384px',
  '@media': { [print]: { border: 'none', padding: 0, appearance: 'none' } },
});

export const unit = style({
  minWidth: '24px',
  color: vars.color.textMuted,
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  breakInside: 'avoid',
});

export const tooHigh = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.strong,
});

export const verdict = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const list = style({ margin: 0, paddingLeft: vars.space.large });

export const diagram = style({
  width: '100%',
  maxWidth: '640px',
  height: 'auto',
  breakInside: 'avoid',
});

export const diagramGround = style({ stroke: vars.color.border, strokeWidth: 2 });
export const diagramTractor = style({ fill: vars.color.brand });
export const diagramWheel = style({
  fill: vars.color.text,
  stroke: vars.color.surfaceStrong,
  strokeWidth: 6,
});
export const diagramAttachment = style({
  fill: vars.color.surfaceStrong,
  stroke: vars.color.text,
  strokeWidth: 2,
});
export const diagramLoad = style({ fill: vars.color.text, fontSize: '16px' });
export const diagramLoadTooHigh = style({
  fill: vars.color.critical,
  fontSize: '16px',
  fontWeight: vars.fontWeight.strong,
});

export const printButton = style({
  alignSelf: 'flex-start',
  '@media': { [print]: { display: 'none' } },
});
