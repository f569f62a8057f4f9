import { ButtonPermission, type CheckedFile } from '@atelier/api';
import { QuickStampWizard } from '@atelier/features';
import { useNavigate } from 'react-router';
import { usePermissions, useProjectDetail } from '../../queries/hooks';
import { launchedApprovalPath, projectDirPath } from '../../router/paths';

/**
 * 发起快速签章 from the workbench (000 section 2): the chosen project's name looked up, then the wizard with no
 * drawings yet; its first step's 继续添加文件 picks them from the project. 去处理 opens the first faulty drawing's
 * folder, as from the directory.
 */
export function QuickStampLauncher({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const { keys } = usePermissions();
  const detail = useProjectDetail(projectId);
  if (!detail.data) return null;
  const openFolder = (parentId: string) => void navigate(projectDirPath({ projectId, resId: parentId }));
  return (
    <QuickStampWizard
      projectId={projectId}
      projectName={detail.data.name}
      initialFiles={[]}
      canUseCa={keys.has(ButtonPermission.StampSaveOnCloud)}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onOpenApproval={(actId) => void navigate(launchedApprovalPath(actId))}
      onOpenFolder={(parentId) => window.open(projectDirPath({ projectId, resId: parentId }), '_blank', 'noopener')}
      onGoHandle={(checked: CheckedFile[]) => {
        const folder = checked.find((file) => file.parentId)?.parentId;
        if (folder) openFolder(folder);
      }}
    />
  );
}
