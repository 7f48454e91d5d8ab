import { vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

// Staff's news editor: the list of articles and the form's language groups.

export const language = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  minWidth: 0,
});

export const legend = style({
  paddingInline: vars.space.xsmall,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
});

export const articles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** A draft stands out by its border and by its state's words, not by colour alone. */
export const draftEntry = style({ borderInlineStart: `4px solid ${vars.color.border}` });

export const entryTitle = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const confirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  background: vars.color.surface,
  borderRadius: vars.radius.standard,
});

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});
