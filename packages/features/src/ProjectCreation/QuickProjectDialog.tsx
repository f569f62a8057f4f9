import { projectNameSchema, shortNameInputSchema } from '@atelier/api';
import { Alert, Button, Dialog, MultiSelect, TextField } from '@atelier/ui';
import { FormField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useFeatureLocale } from '../locale';
import { useCreateQuickProject, useEnterprisePeople, useUniquenessChecks } from './hooks';
import type { QuickProjectDialogProps } from './interface';
import { type QuickProjectValues, toCreateQuickRequest } from './model';
import * as styles from './ProjectCreation.css';

const quickSchema = z.object({
  name: projectNameSchema,
  simpleName: shortNameInputSchema,
  userIds: z.array(z.string()),
});

const DIALOG_WIDTH = 560;

/**
 * The quick-project dialog (001 sections 2.5 and 5.6): name, short name and the people of the enterprise. The name
 * and the short name follow the name rule and are unique in the enterprise: checked on blur and again by the
 * server on create. The caller is the project's creator; the people chosen are ordinary members.
 */
export function QuickProjectDialog({
  enterpriseId,
  isOpen,
  onCreated,
  onCancel,
  currentUserId,
  locale,
}: QuickProjectDialogProps) {
  const strings = useFeatureLocale('QuickProjectDialog', locale);
  const people = useEnterprisePeople(enterpriseId, isOpen);
  const checks = useUniquenessChecks();
  const create = useCreateQuickProject();
  const year = new Date().getFullYear();
  const form = useForm<QuickProjectValues>({
    resolver: zodResolver(quickSchema),
    mode: 'onTouched',
    defaultValues: { name: '', simpleName: '', userIds: [] },
  });
  const { control, getValues, setError, handleSubmit } = form;

  const options = useMemo(
    () =>
      (people.data ?? [])
        .filter((p) => p.userId !== currentUserId)
        .map((p) => ({ id: p.userId, label: p.realname, description: p.phone })),
    [people.data, currentUserId],
  );

  /** The server's uniqueness check of one field; its message goes under the field. */
  const checkOnServer = async (field: 'name' | 'simpleName'): Promise<boolean> => {
    const value = getValues(field);
    const schema = field === 'name' ? projectNameSchema : shortNameInputSchema;
    if (!schema.safeParse(value).success) return false;
    const answer = field === 'name' ? await checks.name(value) : await checks.simpleName(value, year);
    if (answer.available) return true;
    if (getValues(field) === value) setError(field, { type: 'server', message: answer.message });
    return false;
  };
  const onBlurCheck = (field: 'name' | 'simpleName') => {
    checkOnServer(field).catch(() => {
      // A failed check was reported by the shared response handling; create checks again.
    });
  };

  const onOk = async (): Promise<boolean> => {
    const submitted: { values?: QuickProjectValues } = {};
    await handleSubmit((values) => {
      submitted.values = values;
    })();
    const { values } = submitted;
    if (!values) return false;
    try {
      const [nameFree, shortFree] = await Promise.all([checkOnServer('name'), checkOnServer('simpleName')]);
      if (!nameFree || !shortFree) return false;
      const created = await create.mutateAsync(toCreateQuickRequest(values, enterpriseId));
      onCreated(created);
      return true;
    } catch {
      // The server's message was shown as an error toast by the shared handling (8.3); everything typed stays.
      return false;
    }
  };

  return (
    <Dialog
      title={strings.title}
      width={DIALOG_WIDTH}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      onOk={onOk}
      okText={strings.ok}
      cancelText={strings.cancel}
      okButtonProps={{ isDisabled: people.isError }}
    >
      <div className={styles.form}>
        <FormField
          control={control}
          name="name"
          label={strings.nameLabel}
          isRequired
          render={({ onBlur, ...field }) => (
            <TextField
              {...field}
              placeholder={strings.namePlaceholder}
              onBlur={() => {
                onBlur();
                onBlurCheck('name');
              }}
            />
          )}
        />
        <FormField
          control={control}
          name="simpleName"
          label={strings.simpleNameLabel}
          isRequired
          description={strings.simpleNameHelp(year)}
          render={({ onBlur, ...field }) => (
            <TextField
              {...field}
              placeholder={strings.simpleNamePlaceholder}
              onBlur={() => {
                onBlur();
                onBlurCheck('simpleName');
              }}
            />
          )}
        />
        {people.isError ? (
          <Alert
            tone="error"
            title={strings.loadFailed}
            action={
              <Button size="sm" onPress={() => void people.refetch()}>
                {strings.retry}
              </Button>
            }
          />
        ) : (
          <FormField
            control={control}
            name="userIds"
            label={strings.peopleLabel}
            render={({ value, onChange, ref: _ref, isInvalid: _invalid, ...field }) => (
              <MultiSelect
                {...field}
                items={options}
                value={value}
                onChange={(keys) => onChange(keys.map(String))}
                placeholder={strings.peoplePlaceholder}
              />
            )}
          />
        )}
      </div>
    </Dialog>
  );
}
