import { Dialog } from '@atelier/ui';
import * as styles from './section.css';

export interface ConfirmDeleteDialogProps<T> {
  /** What is to go; the dialog is open while it is set. */
  target: T | null;
  title: string;
  /** The question under the title, naming the target (which thing goes, and what follows). */
  message: (target: T) => string;
  /** The danger button's label (删除, 移除). */
  okText: string;
  cancelText: string;
  onClose: () => void;
  /** Resolves true when done (the dialog closes); false (a refusal the shared handling showed) keeps it open. The
   * danger button shows pending while the promise runs. */
  onConfirm: (target: T) => Promise<boolean> | boolean;
}

/**
 * Confirms a deletion or a removal (a notice, a label, a project template, a specialty, a duty, a role, a role's
 * person): an alert dialog with the question and a danger button; a refusal keeps it open.
 */
export function ConfirmDeleteDialog<T>({
  target,
  title,
  message,
  okText,
  cancelText,
  onClose,
  onConfirm,
}: ConfirmDeleteDialogProps<T>) {
  return (
    <Dialog
      title={title}
      width={420}
      role="alertdialog"
      isOpen={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger: true }}
      onOk={() => (target === null ? false : onConfirm(target))}
    >
      <p className={styles.hint}>{target === null ? '' : message(target)}</p>
    </Dialog>
  );
}
