import { vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  paddingTop: vars.space.xlarge,
  paddingBottom: vars.space.xxlarge,
});

/** A reading width: the page is a short text and two ways on. */
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

export const offers = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
  overflowWrap: 'break-word',
});

/** The two ways on, side by side where they fit, stacked on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

/** The dealer's address: lines as on an envelope, long addresses wrapping on a phone. */
export const dealer = style({
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  overflowWrap: 'anywhere',
});

/** Texts of the settings' "Meine Daten" tab at a reading width. */
export const readable = style({ maxWidth: '48rem', overflowWrap: 'break-word' });

/** The download's progress, announced; it keeps its line so nothing jumps. */
export const statusLine = style({ minHeight: '1.5em' });
