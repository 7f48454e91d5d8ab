import { minWidth, vars } from '@lindner/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  paddingTop: vars.space.xlarge,
  paddingBottom: vars.space.xxlarge,
});

/** A reading width: long lines of legal text are hard to follow. */
export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  maxWidth: '48rem',
});

export const intro = style({ fontSize: vars.fontSize.large });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

/** The points of a section: the markers inside the reading width, a little air between them. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
  overflowWrap: 'break-word',
});

/** The model withdrawal form: a text to copy, set apart from the explanation around it. */
export const modelForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.standard,
  overflowWrap: 'anywhere',
});

export const modelFormFields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The line to write on after each field of the model form. */
export const fillLine = style({
  display: 'block',
  height: '1.5em',
  borderBottom: `1px dotted ${vars.color.textMuted}`,
});

/** Label and value side by side from md, one below the other on a phone. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
  },
});

globalStyle(`${facts} > dt, ${facts} > dd`, {
  margin: 0,
  paddingBlock: vars.space.xsmall,
  overflowWrap: 'anywhere',
});

globalStyle(`${facts} > dt`, {
  fontWeight: vars.fontWeight.medium,
  '@media': {
    [minWidth('md')]: { borderBottom: `1px solid ${vars.color.borderSubtle}` },
  },
});

globalStyle(`${facts} > dd`, {
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  paddingTop: 0,
  '@media': {
    [minWidth('md')]: { paddingTop: vars.space.xsmall },
  },
});

export const consentForm = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
});

export const consentList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  alignSelf: 'stretch',
});

export const consentCategory = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  padding: vars.space.small,
  background: vars.color.background,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.standard,
});

export const consentCheckbox = style({
  width: 24,
  height: 24,
  margin: '0',
  accentColor: vars.color.brandDark,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const consentName = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 24,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
});

export const consentDescription = style({
  gridColumn: 2,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const consentActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
