import { type TemplateGroup, templateGroupNameSchema } from '@atelier/api';
import {
  AddIcon,
  Alert,
  Button,
  Checkbox,
  ConfirmDeleteButton,
  Dialog,
  EditIcon,
  Empty,
  Spinner,
  TextField,
  useToast,
} from '@atelier/ui';
import { useId, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { SectionTitle } from '../shared/SectionTitle';
import * as styles from './FrameTemplateEditor.css';
import { useDeleteGroup, useFrameTemplates, useSaveGroup, useTemplateGroups } from './hooks';
import type { TemplateGroupSettingsProps } from './interface';

interface Draft {
  id?: string;
  name: string;
  templateIds: string[];
}

/** Named groups of the enterprise's frame templates (模板组设置, issue 23): add, rename, choose templates, delete. */
export function TemplateGroupSettings({ showTitle = true, locale }: TemplateGroupSettingsProps) {
  const t = useFeatureLocale('FrameTemplateEditor', locale);
  const titleId = useId();
  const toast = useToast();
  const groups = useTemplateGroups();
  const templates = useFrameTemplates();
  const save = useSaveGroup();
  const remove = useDeleteGroup();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  // '' until the templates have loaded (left out of the list, not shown as a lone 、).
  const nameOf = (id: string) => templates.data?.find((x) => x.id === id)?.templateName ?? '';

  /** The dialog's 确定: false (a bad name) or a rejection (the server refused; the toast says why) keeps it open. */
  const submit = async () => {
    if (!draft) return;
    const name = templateGroupNameSchema.safeParse(draft.name);
    if (!name.success) {
      setError(name.error.issues[0]?.message ?? null);
      return false;
    }
    await save.mutateAsync({ ...draft, name: name.data });
    toast.success(t.groupSaved);
    setDraft(null);
  };
  const open = (group?: TemplateGroup) => {
    setError(null);
    setDraft(
      group ? { id: group.id, name: group.name, templateIds: group.templateIds } : { name: '', templateIds: [] },
    );
  };

  return (
    <section className={styles.editor} aria-labelledby={titleId}>
      <div className={styles.toolbar}>
        <SectionTitle id={titleId} show={showTitle} className={styles.sideTitle}>
          {t.groupsTitle}
        </SectionTitle>
        <span className={styles.spacer} />
        <Button variant="primary" icon={<AddIcon />} onPress={() => open()}>
          {t.addGroup}
        </Button>
      </div>
      {groups.isError && !groups.data ? (
        <Alert
          tone="error"
          showIcon
          title={t.groupsLoadFailed}
          action={
            <Button size="sm" onPress={() => void groups.refetch()}>
              {t.retry}
            </Button>
          }
        />
      ) : null}
      {groups.isPending ? <Spinner tip={t.loading} /> : null}
      {groups.data && groups.data.length === 0 ? <Empty description={t.noGroups} /> : null}
      <ul className={styles.list}>
        {(groups.data ?? []).map((group) => (
          <li key={group.id} className={styles.item}>
            <div className={styles.itemHead}>
              <strong>{group.name}</strong>
              <div className={styles.actions}>
                <Button
                  variant="link"
                  size="sm"
                  icon={<EditIcon />}
                  aria-label={t.editGroup(group.name)}
                  onPress={() => open(group)}
                >
                  {t.groupEdit}
                </Button>
                <ConfirmDeleteButton
                  aria-label={t.deleteGroup(group.name)}
                  confirmTitle={t.confirmDeleteGroup(group.name)}
                  onDelete={async () => {
                    await remove.mutateAsync(group.id);
                    toast.success(t.groupDeleted);
                  }}
                >
                  {t.groupDelete}
                </ConfirmDeleteButton>
              </div>
            </div>
            <span className={styles.meta}>{group.templateIds.map(nameOf).filter(Boolean).join('、')}</span>
          </li>
        ))}
      </ul>
      <Dialog
        title={draft?.id ? t.editGroupTitle(groups.data?.find((g) => g.id === draft.id)?.name ?? '') : t.addGroup}
        isOpen={draft !== null}
        onOpenChange={(isOpen) => !isOpen && setDraft(null)}
        onOk={submit}
        okText={t.confirm}
        cancelText={t.cancel}
        isPending={save.isPending}
      >
        {draft ? (
          <div className={styles.editor}>
            <TextField
              label={t.groupName}
              value={draft.name}
              onChange={(name) => {
                setDraft({ ...draft, name });
                setError(null);
              }}
              errorMessage={error ?? undefined}
              isInvalid={error !== null}
              autoFocus
            />
            <fieldset className={styles.item}>
              <legend>{t.groupTemplates}</legend>
              {/* The templates may still be loading when the dialog opens (they load beside the groups). */}
              {templates.isPending ? <Spinner size="sm" tip={t.loading} /> : null}
              {(templates.data ?? []).map((template) => (
                <Checkbox
                  key={template.id}
                  isSelected={draft.templateIds.includes(template.id)}
                  onChange={(on) =>
                    setDraft({
                      ...draft,
                      templateIds: on
                        ? [...draft.templateIds, template.id]
                        : draft.templateIds.filter((id) => id !== template.id),
                    })
                  }
                >
                  {template.templateName}
                </Checkbox>
              ))}
            </fieldset>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
