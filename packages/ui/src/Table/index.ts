export {
  Table,
  TableCell,
  TableHeaderCell,
  type TableCellProps,
  type TableHeaderCellProps,
  type TableProps,
} from './Table';
