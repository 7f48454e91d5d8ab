import {
  forwardRef,
  useId,
  type ReactNode,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import { cx } from '../classNames';
import {
  caption as captionClass,
  cell,
  scrollRegion,
  table,
  type CellVariants,
  type TableVariants,
} from './Table.css';

interface TableBaseProps
  extends
    Omit<TableHTMLAttributes<HTMLTableElement>, 'aria-label' | 'aria-labelledby'>,
    TableVariants {
  /** `thead`, `tbody` and `tfoot` with their rows, as plain elements. */
  children: ReactNode;
}

/** The table's name: a caption above it, or a label when the text around it names it already. */
export type TableProps = TableBaseProps &
  (
    | { caption: ReactNode; 'aria-label'?: never; 'aria-labelledby'?: never }
    | { caption?: never; 'aria-label': string; 'aria-labelledby'?: never }
    | { caption?: never; 'aria-label'?: never; 'aria-labelledby': string }
  );

/**
 * A data table that stays readable on a 360 px phone: it scrolls sideways inside a region of its
 * own (focusable, so keyboard users can scroll it too, and named like the table), and the page
 * around it never does. Rows and groups are plain `thead`, `tbody`, `tfoot` and `tr`; cells are
 * `TableHeaderCell` and `TableCell`. `nowrap` keeps every cell on one line.
 */
export const Table = forwardRef<HTMLTableElement, TableProps>(function Table(
  {
    caption,
    'aria-label': label,
    'aria-labelledby': labelledBy,
    nowrap,
    className,
    children,
    ...rest
  },
  ref,
) {
  const captionId = useId();
  const name =
    caption === undefined
      ? { 'aria-label': label, 'aria-labelledby': labelledBy }
      : { 'aria-labelledby': captionId };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region (axe: scrollable-region-focusable)
    <div role="region" tabIndex={0} className={scrollRegion} {...name}>
      <table
        ref={ref}
        className={cx(table({ nowrap }), className)}
        {...(caption === undefined ? name : {})}
        {...rest}
      >
        {caption === undefined ? null : (
          <caption id={captionId} className={captionClass}>
            {caption}
          </caption>
        )}
        {children}
      </table>
    </div>
  );
});

export interface TableHeaderCellProps
  extends Omit<ThHTMLAttributes<HTMLTableCellElement>, 'align'>, CellVariants {
  /** Whether the cell heads its column or its row; screen readers read it with each cell. */
  scope: 'col' | 'row';
}

export const TableHeaderCell = forwardRef<HTMLTableCellElement, TableHeaderCellProps>(
  function TableHeaderCell({ align, className, ...rest }, ref) {
    return <th ref={ref} className={cx(cell({ align }), className)} {...rest} />;
  },
);

export interface TableCellProps
  extends Omit<TdHTMLAttributes<HTMLTableCellElement>, 'align'>, CellVariants {}

/** A data cell; `align="end"` for amounts, so that their digits line up. */
export const TableCell = forwardRef<HTMLTableCellElement, TableCellProps>(function TableCell(
  { align, className, ...rest },
  ref,
) {
  return <td ref={ref} className={cx(cell({ align }), className)} {...rest} />;
});
