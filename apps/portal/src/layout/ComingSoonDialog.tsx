import { Dialog } from '@atelier/ui';
import { useT } from '../i18n';

/** For actions whose dialogs later issues build (create or join an enterprise, project wizards). */
export function ComingSoonDialog({
  title,
  isOpen,
  onOpenChange,
}: {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const t = useT();
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange} footer={null} isDismissable>
      <p>{t.comingSoon.dialogText}</p>
    </Dialog>
  );
}
