import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  paddingTop: vars.space.xlarge,
  paddingBottom: vars.space.xxlarge,
});

/** The form beside its hints from lg, below them on a phone. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  '@media': {
    [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

/** The form, with what the page says about it above. */
export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: '48rem',
  marginBottom: vars.space.large,
});

export const intro = style({ fontSize: vars.fontSize.large });

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  alignSelf: 'start',
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
});

export const figures = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  background: vars.color.surface,
});

export const priceShown = style({
  display: 'block',
  marginTop: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

// The form itself is shared with the other public forms (a used machine's inquiry).
export { actions, form, fullRow, thanks } from '../../shared/publicForm/PublicForm.css';

/** The three desired dates side by side from md, one below the other on a phone. */
export const dates = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const datesLegend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.fontWeight.medium,
});
