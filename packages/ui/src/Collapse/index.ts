export {
  Collapse,
  type CollapseItem,
  CollapsePanel,
  type CollapsePanelProps,
  type CollapseProps,
  collapseVariants,
} from './Collapse';
