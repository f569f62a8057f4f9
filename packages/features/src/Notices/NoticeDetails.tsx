import { Button, Dialog, UserText } from '@atelier/ui';
import { useNotice } from './hooks';
import type { NoticesLocale } from './interface';
import * as styles from './Notices.css';

export interface NoticeDetailsProps {
  /** The notice to show; null when closed. */
  id: string | null;
  t: NoticesLocale;
  onClose: () => void;
}

/** A notice opened (noticeDetails): its title, who published it and when, and its text as written. */
export function NoticeDetails({ id, t, onClose }: NoticeDetailsProps) {
  const notice = useNotice(id);
  const data = notice.data;
  return (
    <Dialog
      title={data ? <UserText>{data.title}</UserText> : t.title}
      width={640}
      isOpen={id !== null}
      isPending={notice.isPending && id !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Button variant="primary" onPress={onClose}>
          {t.close}
        </Button>
      }
    >
      {data ? (
        <div className={styles.details}>
          <p className={styles.meta}>
            <UserText>{data.createBy}</UserText> {t.publishedAt(data.createTime)}
            {data.updateTime ? t.editedAt(data.updateTime) : null}
          </p>
          <p className={styles.content}>
            <UserText>{data.content}</UserText>
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
