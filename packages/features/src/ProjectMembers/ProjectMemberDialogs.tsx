import type { ProjectUser } from '@atelier/api';
import { Alert, Dialog, Select, TextField, useToast } from '@atelier/ui';
import { useEffect, useState } from 'react';
import { useDeleteProject, useQuitProject, useTransferProject } from './hooks';
import type { ProjectMembersLocale } from './interface';
import { deleteEnabled } from './model';
import * as styles from './ProjectMembers.css';

interface BaseProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  projectId: string;
  locale: ProjectMembersLocale;
}

/** 转让项目 (001 section 6): choose a member, then confirm; the creator stays as a project manager. */
export function TransferProjectDialog({
  isOpen,
  onOpenChange,
  projectId,
  members,
  locale: t,
}: BaseProps & { members: readonly ProjectUser[] }) {
  const toast = useToast();
  const transfer = useTransferProject(projectId);
  const [userId, setUserId] = useState<string | null>(null);
  useEffect(() => {
    if (!isOpen) setUserId(null);
  }, [isOpen]);
  const chosen = members.find((m) => m.userId === userId);
  return (
    <Dialog
      title={t.transferTitle}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      okText={t.ok}
      cancelText={t.cancel}
      okButtonProps={{ isDisabled: !chosen }}
      onOk={async () => {
        if (!chosen) return false;
        try {
          await transfer.mutateAsync(chosen.userId);
          toast.success(t.transferred);
          return true;
        } catch {
          return false;
        }
      }}
    >
      <div className={styles.form}>
        <Select
          label={t.transferTo}
          items={members.map((m) => ({ id: m.userId, label: m.realname, description: m.phone }))}
          selectedKey={userId}
          onSelectionChange={(key) => setUserId(key === null ? null : String(key))}
        />
        {chosen ? <Alert tone="warning" title={t.transferQuestion(chosen.realname)} /> : null}
      </div>
    </Dialog>
  );
}

/** 退出项目: asks first. */
export function QuitProjectDialog({
  isOpen,
  onOpenChange,
  projectId,
  projectName,
  onDone,
  locale: t,
}: BaseProps & { projectName: string; onDone: () => void }) {
  const toast = useToast();
  const quit = useQuitProject(projectId);
  return (
    <Dialog
      title={t.quitTitle}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      okText={t.quit}
      cancelText={t.cancel}
      okButtonProps={{ variant: 'primary', danger: true }}
      onOk={async () => {
        try {
          await quit.mutateAsync();
          toast.success(t.quitted);
          onDone();
          return true;
        } catch {
          return false;
        }
      }}
    >
      <p className={styles.text}>{t.quitQuestion(projectName)}</p>
    </Dialog>
  );
}

/** 删除项目 (001 section 6): the project's name typed (confirmName); 删除 is enabled only when it matches. */
export function DeleteProjectDialog({
  isOpen,
  onOpenChange,
  projectId,
  projectName,
  onDone,
  locale: t,
}: BaseProps & { projectName: string; onDone: () => void }) {
  const toast = useToast();
  const remove = useDeleteProject(projectId);
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (!isOpen) setTyped('');
  }, [isOpen]);
  const matches = deleteEnabled(typed, projectName);
  return (
    <Dialog
      title={t.deleteTitle}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      okText={t.deleteProject}
      cancelText={t.cancel}
      okButtonProps={{ variant: 'primary', danger: true, isDisabled: !matches }}
      onOk={async () => {
        try {
          await remove.mutateAsync(typed);
          toast.success(t.deleted);
          onDone();
          return true;
        } catch {
          return false;
        }
      }}
    >
      <div className={styles.form}>
        <p className={styles.text}>{t.deleteQuestion(projectName)}</p>
        <TextField
          label={t.typeName}
          value={typed}
          onChange={setTyped}
          placeholder={projectName}
          errorMessage={typed.trim() && !matches ? t.nameMismatch : undefined}
        />
      </div>
    </Dialog>
  );
}
