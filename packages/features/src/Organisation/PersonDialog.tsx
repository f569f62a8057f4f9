import { Alert, Button, Dialog, MultiSelect, Select, TextField, useToast } from '@atelier/ui';
import { Form, FormField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFeatureLocale } from '../locale';
import { useAddPerson, useDepartmentTree, useDictionaries, useUpdatePerson } from './hooks';
import type { OrganisationLocale, PersonDialogProps } from './interface';
import {
  departmentOptions,
  type PersonFormOutput,
  type PersonFormValues,
  personFormSchema,
  personFormValues,
} from './model';
import * as styles from './Organisation.css';

/** The department select's 未分组. */
const NO_DEPARTMENT = '__none__';

/**
 * 添加人员 / 编辑人员 (issue 24): real name, mobile number, department, specialties and duties. A new mobile number
 * creates an account, 未激活 until its first login; a known one joins the enterprise. The 5.11 rules are checked as
 * typed and again by the server; a refusal keeps everything typed.
 */
export function PersonDialog({ isOpen, onOpenChange, person, departId, onSaved, locale }: PersonDialogProps) {
  const t = useFeatureLocale('Organisation', locale);
  const formId = useId();
  const submitLabelId = useId();
  const [isSubmitting, setSubmitting] = useState(false);
  // A fresh form each time the dialog opens.
  const [session, setSession] = useState(0);
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (isOpen && !wasOpen.current) setSession((n) => n + 1);
    wasOpen.current = isOpen;
  }, [isOpen]);

  const footer = (
    <div className={styles.actions}>
      <Button onPress={() => onOpenChange(false)}>{t.cancel}</Button>
      <Button variant="primary" type="submit" form={formId} aria-labelledby={submitLabelId} isPending={isSubmitting}>
        {t.save}
      </Button>
    </div>
  );
  return (
    <>
      {/* The submit button's name outside the dialog: see ShareLinkDialog (react-aria's pending announcement). */}
      <span id={submitLabelId} hidden>
        {t.save}
      </span>
      <Dialog
        title={person ? t.editPersonTitle : t.addPersonTitle}
        width={560}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        footer={footer}
      >
        <PersonForm
          key={session}
          id={formId}
          person={person}
          departId={departId ?? null}
          onSubmittingChange={setSubmitting}
          onSaved={(userId) => {
            onSaved?.(userId);
            onOpenChange(false);
          }}
          t={t}
        />
      </Dialog>
    </>
  );
}

interface PersonFormProps {
  id: string;
  person: PersonDialogProps['person'];
  departId: string | null;
  onSubmittingChange: (submitting: boolean) => void;
  onSaved: (userId: string) => void;
  t: OrganisationLocale;
}

function PersonForm({ id, person, departId, onSubmittingChange, onSaved, t }: PersonFormProps) {
  const toast = useToast();
  const tree = useDepartmentTree();
  const { specialties, duties } = useDictionaries();
  const add = useAddPerson();
  const update = useUpdatePerson();
  const [defaultValues] = useState(() => personFormValues(person, departId));
  const form = useForm<PersonFormValues, unknown, PersonFormOutput>({
    resolver: zodResolver(personFormSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const { control, formState } = form;
  useEffect(() => onSubmittingChange(formState.isSubmitting), [formState.isSubmitting, onSubmittingChange]);

  const departmentItems = useMemo(
    () => [
      { id: NO_DEPARTMENT, label: t.notGrouped },
      ...departmentOptions(tree.data ?? []).map((o) => ({ id: o.id, label: o.label })),
    ],
    [tree.data, t.notGrouped],
  );
  const specialtyItems = useMemo(
    () => (specialties.data ?? []).map((s) => ({ id: s.id, label: s.alias || s.dictName })),
    [specialties.data],
  );
  const dutyItems = useMemo(
    () => (duties.data?.list ?? []).map((d) => ({ id: d.id, label: d.alias || d.dictName })),
    [duties.data],
  );
  const failed = [specialties, duties].filter((q) => q.isError);

  const submit = async (values: PersonFormOutput) => {
    const input = {
      realname: values.realname,
      departId: values.departId,
      specialtyIds: values.specialtyIds,
      dutyIds: values.dutyIds,
    };
    try {
      if (person) {
        await update.mutateAsync({ ...input, userId: person.userId });
        toast.success(t.personUpdated);
        onSaved(person.userId);
      } else {
        const result = await add.mutateAsync({ ...input, phone: values.phone });
        toast.success(result.created ? t.personAdded : t.personJoined);
        onSaved(result.userId);
      }
    } catch {
      // The shared response handling showed the server's message; everything typed stays.
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      id={id}
      aria-label={person ? t.editPersonTitle : t.addPersonTitle}
      className={styles.form}
    >
      {failed.length > 0 ? (
        <Alert
          tone="error"
          showIcon
          title={t.dictionariesFailed}
          action={
            <Button
              size="sm"
              onPress={() => {
                for (const query of failed) void query.refetch();
              }}
            >
              {t.retry}
            </Button>
          }
        />
      ) : null}
      <FormField
        control={control}
        name="realname"
        label={t.realnameLabel}
        isRequired
        render={({ value, onChange, ...field }) => (
          <TextField {...field} value={value} onChange={onChange} placeholder={t.realnamePlaceholder} />
        )}
      />
      <FormField
        control={control}
        name="phone"
        label={t.phoneLabel}
        isRequired
        render={({ value, onChange, ...field }) => (
          <TextField
            {...field}
            type="tel"
            value={value}
            onChange={onChange}
            isReadOnly={person !== null}
            placeholder={t.phonePlaceholder}
            description={person ? undefined : t.phoneHint}
          />
        )}
      />
      <FormField
        control={control}
        name="departId"
        label={t.departmentLabel}
        render={({ value, onChange, onBlur, ref: _ref, name: _name, ...field }) => (
          <Select
            {...field}
            items={departmentItems}
            selectedKey={value ?? NO_DEPARTMENT}
            onSelectionChange={(key) => onChange(key === null || key === NO_DEPARTMENT ? null : String(key))}
            onBlur={onBlur}
          />
        )}
      />
      <FormField
        control={control}
        name="specialtyIds"
        label={t.specialtyLabel}
        render={({ value, onChange, ref: _ref, onBlur: _onBlur, ...field }) => (
          <MultiSelect
            {...field}
            items={specialtyItems}
            value={value}
            onChange={(keys) => onChange(keys.map(String))}
            placeholder={t.choose}
          />
        )}
      />
      <FormField
        control={control}
        name="dutyIds"
        label={t.dutyLabel}
        render={({ value, onChange, ref: _ref, onBlur: _onBlur, ...field }) => (
          <MultiSelect
            {...field}
            items={dutyItems}
            value={value}
            onChange={(keys) => onChange(keys.map(String))}
            placeholder={t.choose}
          />
        )}
      />
    </Form>
  );
}
