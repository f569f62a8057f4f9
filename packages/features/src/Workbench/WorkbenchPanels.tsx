import { useFeatureLocale } from '../locale';
import type { WorkbenchPanelsProps } from './interface';
import { ApprovalsPanel, CountsPanel, UnreadPanel } from './Panels';
import { ShortcutsPanel } from './Shortcuts';
import * as styles from './Workbench.css';

/**
 * The workbench's panels (issue 28; 001 sections 1, 3.7, 7.1): the counts, the approvals with their filters, the
 * unread messages and the person's shortcuts. `extraPanels` are laid in the grid after them (the schedule's tasks
 * and meetings, when they come).
 */
export function WorkbenchPanels({
  onOpenShortcut,
  onOpenApproval,
  onOpenNotification,
  extraPanels,
  locale,
}: WorkbenchPanelsProps) {
  const t = useFeatureLocale('Workbench', locale);
  return (
    <div className={styles.grid}>
      <CountsPanel t={t} />
      <ApprovalsPanel t={t} onOpen={onOpenApproval} />
      <div className={styles.column}>
        <ShortcutsPanel t={t} onOpen={onOpenShortcut} />
        <UnreadPanel t={t} onOpen={onOpenNotification} />
      </div>
      {extraPanels}
    </div>
  );
}
