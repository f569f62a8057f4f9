import { Dialog, TextArea } from '@atelier/ui';
import { useState } from 'react';
import type { ApprovalDetailDialogLocale } from './interface';
import { isRemarkTooLong } from './model';

interface RemarkDialogProps {
  title: string;
  placeholder: string;
  okText: string;
  danger?: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolves true when the server accepted; the text then clears. */
  onSubmit: (text: string) => Promise<boolean>;
  t: ApprovalDetailDialogLocale;
}

/** Pass or refuse with a remark of at most 256 characters; a refusal by the server keeps what was typed. */
export function RemarkDialog({
  title,
  placeholder,
  okText,
  danger,
  isOpen,
  onOpenChange,
  onSubmit,
  t,
}: RemarkDialogProps) {
  const [text, setText] = useState('');
  const tooLong = isRemarkTooLong(text);
  return (
    <Dialog
      title={title}
      width={520}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      okText={okText}
      cancelText={t.cancel}
      okButtonProps={{ danger: danger ?? false, isDisabled: tooLong }}
      onCancel={() => setText('')}
      onOk={async () => {
        if (tooLong) return false;
        const accepted = await onSubmit(text);
        if (accepted) setText('');
        return accepted;
      }}
    >
      <TextArea
        label={t.remarkLabel}
        placeholder={placeholder}
        value={text}
        onChange={setText}
        autoSize={{ minRows: 3, maxRows: 8 }}
        errorMessage={tooLong ? t.remarkTooLong : undefined}
      />
    </Dialog>
  );
}
