import { Dialog, useToast } from '@atelier/ui';
import { useFeatureLocale } from '../locale';
import * as styles from './FileManager.css';
import { ownerOf, useDeleteResources } from './hooks';
import type { DeleteDialogProps } from './interface';

/** 删除 asks first (001 section 5.8): what is deleted goes to the recycle bin and stays there 30 days. */
export function DeleteDialog(props: DeleteDialogProps) {
  const { parentId, resources, isOpen, onOpenChange, onDone, locale } = props;
  const t = useFeatureLocale('FileManager', locale);
  const toast = useToast();
  const remove = useDeleteResources(ownerOf(props));
  const onOk = async (): Promise<boolean> => {
    try {
      await remove.mutateAsync({ parentId, resIds: resources.map((r) => r.resId) });
      toast.success(t.deleted(resources.length));
      onDone?.();
      return true;
    } catch {
      return false;
    }
  };
  return (
    <Dialog
      title={t.deleteTitle}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onOk={onOk}
      okText={t.delete}
      okButtonProps={{ variant: 'primary', danger: true }}
      cancelText={t.cancel}
    >
      <div className={styles.section}>
        <p>{t.deleteConfirm(resources.length, resources[0]?.resName ?? '')}</p>
        <p className={styles.muted}>{t.deleteHint}</p>
      </div>
    </Dialog>
  );
}
