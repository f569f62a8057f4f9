export {
  useShortcutChanges,
  useShortcutCheck,
  useShortcuts,
  useShortcutTree,
  useUnreadList,
  useWorkbenchApprovals,
  useWorkbenchCounts,
} from './hooks';
export type { WorkbenchLocale, WorkbenchOperation, WorkbenchPanelsProps } from './interface';
export { workbenchEn, workbenchZh } from './locale';
export { WorkbenchPanels } from './WorkbenchPanels';
