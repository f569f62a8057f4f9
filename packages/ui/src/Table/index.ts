export {
  Table,
  type TableAlign,
  type TableColumn,
  type TableProps,
  type TableRowSelection,
  type TableSize,
  tableAligns,
  tableSizes,
} from './Table';
