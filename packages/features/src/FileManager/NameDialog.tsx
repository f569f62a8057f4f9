import { Dialog, TextField, useToast } from '@atelier/ui';
import { FormField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useFeatureLocale } from '../locale';
import * as styles from './FileManager.css';
import { ownerOf, useCreateFolder, useRename } from './hooks';
import type { NameDialogProps } from './interface';
import { initialName, keptExtension, type NameFormInput, nameFormSchema } from './model';

/**
 * 新建文件夹 and 重命名 (001 sections 5.7, 7.4): the name rule with its messages under the field; a file is renamed
 * without touching its extension (the field holds the base name). A refusal of the server (a name taken: 40007)
 * is shown by the shared handling and the dialog stays open with what was typed.
 */
export function NameDialog(props: NameDialogProps) {
  const { mode, isOpen, onOpenChange, onDone, locale } = props;
  const owner = ownerOf(props);
  const t = useFeatureLocale('FileManager', locale);
  const toast = useToast();
  const create = useCreateFolder(owner);
  const rename = useRename(owner);
  const resource = mode.kind === 'rename' ? mode.resource : null;
  const ext = resource ? keptExtension(resource) : '';
  const schema = useMemo(() => nameFormSchema(ext, resource?.isFolder ?? true), [ext, resource]);
  const start: NameFormInput = { name: resource ? initialName(resource) : '' };
  const { control, handleSubmit, reset } = useForm<NameFormInput, unknown, { name: string }>({
    resolver: zodResolver(schema),
    defaultValues: start,
  });

  const close = () => {
    reset(start);
    onOpenChange(false);
  };

  const onOk = async (): Promise<boolean> => {
    let name: string | undefined;
    await handleSubmit((values) => {
      name = values.name;
    })();
    if (name === undefined) return false;
    try {
      if (mode.kind === 'create') {
        await create.mutateAsync({ parentId: mode.parentId, resName: name });
        toast.success(t.created);
      } else {
        await rename.mutateAsync({ resId: mode.resource.resId, resName: name });
        toast.success(t.renamed);
      }
      reset({ name: '' });
      onOpenChange(false);
      onDone?.();
      return true;
    } catch {
      return false;
    }
  };

  const label = mode.kind === 'create' ? t.folderName : t.newName;
  return (
    <Dialog
      title={mode.kind === 'create' ? t.newFolder : t.renameFile(mode.resource.resName)}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      onOk={onOk}
      okText={t.ok}
      cancelText={t.cancel}
    >
      <div className={styles.form}>
        <FormField
          control={control}
          name="name"
          label={label}
          isRequired
          render={({ value, onChange, onBlur, isInvalid, errorMessage }) => (
            <TextField
              label={label}
              isRequired
              autoFocus
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              isInvalid={isInvalid}
              errorMessage={errorMessage}
              description={ext ? t.extensionKept(ext) : undefined}
            />
          )}
        />
      </div>
    </Dialog>
  );
}
