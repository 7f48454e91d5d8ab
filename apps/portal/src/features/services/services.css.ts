import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';
import { card as cardBox } from '../../shared/personalArea/cards.css';

// The services page: the offers as cards, the external sites as large links, the contacts.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  minWidth: 0,
});

export const intro = style({ maxWidth: '70ch' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

/** The contacts are reached by the #GvlContact anchor: the heading stays clear of the top. */
export const contactSection = style([section, { scrollMarginBlockStart: vars.space.xlarge }]);

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth('xl')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style([cardBox, { height: '100%' }]);

/** An external site: the link is a large target of its own, its line below it. */
export const externalLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.large,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.small,
  margin: 0,
});

export const factValue = style({ margin: 0, minWidth: 0 });

/** Phone and e-mail: at least a finger's height, and long addresses wrap. */
export const contactLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.large,
});

/** The GVL contact form below the contacts. */
export const gvlContact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  marginBlockStart: vars.space.large,
});
