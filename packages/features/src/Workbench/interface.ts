import type { ApprovalListEntry, NavigationShortcut, Notification } from '@atelier/api';

/** Which approvals the workbench lists (001 section 7.1's operation filter). */
export type WorkbenchOperation = 'pending' | 'launched' | 'done';

export interface WorkbenchLocale {
  counts: string;
  participatedProjects: string;
  todayTodos: string;
  launched: string;
  approvals: string;
  /** The operation filter's label and options. */
  operation: string;
  operations: Record<WorkbenchOperation, string>;
  /** The status filter's label and its "all" option. */
  status: string;
  allStatuses: string;
  approvalName: string;
  project: string;
  launchedBy: string;
  time: string;
  noApprovals: string;
  unread: string;
  noUnread: string;
  shortcuts: string;
  noShortcuts: string;
  editShortcuts: string;
  editTitle: string;
  search: string;
  /** How many are chosen of the limit: 已选 3/12. */
  chosen: (count: number, limit: number) => string;
  noMatches: string;
  save: string;
  cancel: string;
  saved: string;
  removeShortcut: (name: string) => string;
  goneTitle: string;
  goneText: (name: string) => string;
  remove: string;
  removed: string;
  loadFailed: string;
  retry: string;
}

export interface WorkbenchPanelsProps {
  /** Follows a shortcut (the portal navigates to its path). */
  onOpenShortcut: (shortcut: NavigationShortcut) => void;
  /** Opens an approval of the lists (the portal opens its detail). */
  onOpenApproval?: ((entry: ApprovalListEntry) => void) | undefined;
  /** Opens an unread notification (the portal acts as the notification centre does). */
  onOpenNotification?: ((notification: Notification) => void) | undefined;
  /** Room below the panels for the schedule's tasks and meetings panels, when they come. */
  extraPanels?: React.ReactNode;
  locale?: Partial<WorkbenchLocale>;
}
