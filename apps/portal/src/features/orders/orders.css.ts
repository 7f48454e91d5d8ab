import { globalStyle, style } from '@vanilla-extract/css';
import { print, vars } from '@lindner/ui';
import { badge as cardBadge, card as cardBox } from '../../shared/personalArea/cards.css';

export {
  actions,
  cardHeader,
  cardList as list,
  factValue,
  facts,
} from '../../shared/personalArea/cards.css';

/** A card that prints as plain text (the confirmation). */
export const card = style([cardBox, { '@media': { [print]: { border: 'none', padding: 0 } } }]);

export const badge = style([
  cardBadge,
  { color: vars.color.textMuted, background: vars.color.surface },
]);

export const history = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
});

export const address = style({ fontStyle: 'normal' });

export const totalRow = style({ fontWeight: vars.fontWeight.strong });

/** Screen only: the Print button and other controls. */
export const noPrint = style({
  '@media': { [print]: { display: 'none' } },
});

/**
 * While the confirmation is printed, only it goes on paper: the frame around it (side
 * navigation, header tabs, back link, the bottom area's banners) stays on screen.
 */
export const printRoot = style({});
globalStyle(`body:has(${printRoot}) :is(nav, aside, header, [data-bottom-area])`, {
  '@media': { [print]: { display: 'none' } },
});
/** Links lead nowhere on paper: the back link stays on screen too. */
globalStyle(`${printRoot} a`, {
  '@media': { [print]: { display: 'none' } },
});
