import { type Notice, NoticeLimit } from '@atelier/api';
import { Dialog, TextArea, TextField } from '@atelier/ui';
import { useEffect, useState } from 'react';
import type { NoticesLocale } from './interface';
import { type NoticeDraft, type NoticeDraftErrors, noticeDraftErrors, noticeToSend } from './model';
import * as styles from './Notices.css';

export interface NoticeEditorProps {
  isOpen: boolean;
  /** The notice being edited; none when publishing a new one. */
  notice?: Notice | undefined;
  t: NoticesLocale;
  onClose: () => void;
  /** Sends the draft; resolves true when done, false (a refusal already shown) keeps the dialog and what was typed. */
  onSubmit: (draft: NoticeDraft) => Promise<boolean>;
}

/**
 * 发布公告 / 编辑公告: the title and the text, each with the shared rule's message under it on 确定 (cleared as the
 * field is typed in), counts against the limits, and everything typed kept when the server refuses.
 */
export function NoticeEditor({ isOpen, notice, t, onClose, onSubmit }: NoticeEditorProps) {
  const [draft, setDraft] = useState<NoticeDraft>({ title: '', content: '' });
  const [errors, setErrors] = useState<NoticeDraftErrors>({});

  useEffect(() => {
    if (!isOpen) return;
    setDraft({ title: notice?.title ?? '', content: notice?.content ?? '' });
    setErrors({});
  }, [isOpen, notice]);

  const change = (field: keyof NoticeDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  return (
    <Dialog
      title={notice ? t.editTitle : t.addTitle}
      width={640}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      okText={t.ok}
      cancelText={t.cancel}
      onOk={async () => {
        const found = noticeDraftErrors(draft);
        if (found.title || found.content) {
          setErrors(found);
          return false;
        }
        return onSubmit(noticeToSend(draft));
      }}
    >
      <div className={styles.form}>
        <TextField
          label={t.noticeTitle}
          placeholder={t.titlePlaceholder}
          isRequired
          autoFocus
          value={draft.title}
          onChange={change('title')}
          maxLength={NoticeLimit.TitleMax}
          showCount
          isInvalid={errors.title !== undefined}
          errorMessage={errors.title}
        />
        <TextArea
          label={t.content}
          placeholder={t.contentPlaceholder}
          isRequired
          autoSize={{ minRows: 6, maxRows: 14 }}
          value={draft.content}
          onChange={change('content')}
          maxLength={NoticeLimit.ContentMax}
          showCount
          isInvalid={errors.content !== undefined}
          errorMessage={errors.content}
        />
      </div>
    </Dialog>
  );
}
