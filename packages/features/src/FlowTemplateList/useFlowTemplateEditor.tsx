import { useCallback, useState } from 'react';
import { FlowTemplateDialog, type FlowTemplateSaved, type FlowTemplateTarget } from '../FlowTemplateDialog';

interface Editing {
  target: FlowTemplateTarget;
  isOpen: boolean;
}

/**
 * The FlowTemplateDialog behind a list's add and edit buttons: `edit(target)` opens it, `dialog` is the element to
 * render. Kept mounted once opened: react-aria's announcement of the pending ok button references the dialog's
 * label, which must outlive the modal (see @atelier/ui Dialog).
 */
export function useFlowTemplateEditor({
  projectId,
  projectName,
  enterpriseId,
  onSaved,
}: {
  projectId: string;
  projectName?: string | undefined;
  enterpriseId?: string | undefined;
  onSaved: (saved: FlowTemplateSaved) => void;
}) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const edit = useCallback((target: FlowTemplateTarget) => setEditing({ target, isOpen: true }), []);
  const dialog = editing ? (
    <FlowTemplateDialog
      // A fresh form for each template opened.
      key={editing.target.mode === 'edit' ? editing.target.actId : editing.target.mode}
      {...editing.target}
      projectId={projectId}
      {...(projectName !== undefined ? { projectName } : {})}
      {...(enterpriseId !== undefined ? { enterpriseId } : {})}
      isOpen={editing.isOpen}
      onOpenChange={(isOpen) => setEditing((current) => (current ? { ...current, isOpen } : current))}
      onSuccess={onSaved}
    />
  ) : null;
  return { edit, dialog };
}
