export {
  Table,
  type TableAlign,
  type TableColumn,
  type TablePagination,
  type TableProps,
  type TableRowSelection,
  type TableSize,
  tableAligns,
  tableSizes,
} from './Table';
