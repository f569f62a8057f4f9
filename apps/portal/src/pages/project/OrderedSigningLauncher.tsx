import { ButtonPermission, type CheckedFile, type DrawingRef } from '@atelier/api';
import { OrderedSigningDialog, useProjectUsers } from '@atelier/features';
import { usePermissions, useProjectDetail, useUserInfo } from '../../queries/hooks';
import { projectDirPath, textSignatureFilesKey, textSignaturePath } from '../../router/paths';

/**
 * 发起按序签章 for a project (000 section 2): the project's type and the user's specialty in it (whose default
 * template is offered) looked up, then the dialog. A file's text-signature page opens in a new tab; the dialog's
 * files are handed to it through the origin's storage (the route's query names one file).
 */
export function OrderedSigningLauncher({
  projectId,
  initialFiles,
  onClose,
  onGoHandle,
}: {
  projectId: string;
  initialFiles: readonly DrawingRef[];
  onClose: () => void;
  onGoHandle?: (files: CheckedFile[]) => void;
}) {
  const user = useUserInfo();
  const { keys } = usePermissions();
  const detail = useProjectDetail(projectId);
  const users = useProjectUsers(projectId);
  if (!detail.data || !users.data) return null;
  const specialty = users.data.find((member) => member.userId === user.userId)?.dictSpecialtyId;
  return (
    <OrderedSigningDialog
      projectId={projectId}
      projectName={detail.data.name}
      projectType={detail.data.proType}
      defaultTemplate={specialty ? { dictSpecialtyId: specialty } : undefined}
      initialFiles={initialFiles}
      canUseCa={keys.has(ButtonPermission.StampSaveOnCloud)}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onOpenFolder={(parentId) => window.open(projectDirPath({ projectId, resId: parentId }), '_blank', 'noopener')}
      onOpenTextSignature={(target) => {
        try {
          window.localStorage.setItem(textSignatureFilesKey(target.recordId), JSON.stringify(target.files));
        } catch {
          // Storage full or denied: the page then lists the one file.
        }
        window.open(textSignaturePath(target), '_blank', 'noopener');
      }}
      {...(onGoHandle ? { onGoHandle } : {})}
    />
  );
}
