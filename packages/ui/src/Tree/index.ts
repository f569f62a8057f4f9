export { Tree, type TreeCheckInfo, type TreeNode, type TreeProps } from './Tree';
export {
  type CheckableNode as TreeCheckableNode,
  type CheckState as TreeCheckState,
  conductCheck as conductTreeCheck,
  toggleCheck as toggleTreeCheck,
} from './treeModel';
