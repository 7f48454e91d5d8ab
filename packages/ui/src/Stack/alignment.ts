/** Horizontal alignment in the product's words, as layout components take it. */
export type Align = 'left' | 'center' | 'right';
/** Vertical alignment of items in a row. */
export type AlignY = 'top' | 'center' | 'bottom';

type FlexPosition = 'flex-start' | 'center' | 'flex-end';

const horizontal: Record<Align, FlexPosition> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
};

const vertical: Record<AlignY, FlexPosition> = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
};

export function flexAlign(align: Align): FlexPosition {
  return horizontal[align];
}

export function flexAlignY(alignY: AlignY): FlexPosition {
  return vertical[alignY];
}
