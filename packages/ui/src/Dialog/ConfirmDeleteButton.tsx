import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { DeleteIcon } from '../Icon/icons';
import { useConfirm } from './ConfirmProvider';

export interface ConfirmDeleteButtonProps extends Omit<ButtonProps, 'onPress' | 'danger' | 'icon'> {
  /** The question the confirm dialog asks (names the alertdialog), e.g. 确定删除模板“A1”？ */
  confirmTitle: ReactNode;
  /** More detail under the question, e.g. what becomes of the drawings that used it. */
  confirmContent?: ReactNode;
  /**
   * Deletes, once confirmed: the dialog's ok button is pending while it runs, and the dialog stays open if it
   * rejects (the caller shows why).
   */
  onDelete: () => unknown;
}

/** A red delete button (a table row's 删除) that asks first, with the kit's confirm dialog. */
export function ConfirmDeleteButton({
  confirmTitle,
  confirmContent,
  onDelete,
  variant = 'link',
  size = 'sm',
  ...props
}: ConfirmDeleteButtonProps) {
  const confirm = useConfirm();
  return (
    <Button
      {...props}
      variant={variant}
      size={size}
      danger
      icon={<DeleteIcon />}
      onPress={() => void confirm({ title: confirmTitle, content: confirmContent, danger: true, onOk: onDelete })}
    />
  );
}
