import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

/** The state badge's colours: fine, due soon, overdue. */
export const stateTone = styleVariants({
  ok: { background: vars.color.successSurface, color: vars.color.success },
  dueSoon: { background: vars.color.warningSurface, color: vars.color.warning },
  overdue: { background: vars.color.criticalSurface, color: vars.color.critical },
});

/** The form of an item done: the item's whole width, under its text. */
export const doneForm = style({ flex: '1 1 100%', minWidth: 0 });
