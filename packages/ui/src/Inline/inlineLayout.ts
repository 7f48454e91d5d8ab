import { flexAlign, flexAlignY, type Align, type AlignY } from '../Stack/alignment';
import type { Sprinkles } from '../theme/sprinkles.css';
import type { Breakpoint } from '../theme/tokens';

export interface InlineLayout {
  align?: Align;
  alignY?: AlignY;
  /** Below this breakpoint the items stand one below the other. */
  collapseBelow?: Breakpoint;
}

/** The flex layout of an Inline, as sprinkles properties. */
export function inlineLayout({
  align = 'left',
  alignY = 'top',
  collapseBelow,
}: InlineLayout): Sprinkles {
  const row = {
    flexDirection: 'row',
    justifyContent: flexAlign(align),
    alignItems: flexAlignY(alignY),
  } as const;
  if (!collapseBelow) return { display: 'flex', flexWrap: 'wrap', ...row };
  return {
    display: 'flex',
    flexWrap: 'wrap',
    // In a column the horizontal alignment moves from justify-content to align-items.
    flexDirection: { xs: 'column', [collapseBelow]: row.flexDirection },
    justifyContent: { xs: 'flex-start', [collapseBelow]: row.justifyContent },
    alignItems: { xs: flexAlign(align), [collapseBelow]: row.alignItems },
  };
}
