import { isApiError } from '@atelier/api/client';
import { Alert, Button, Dialog, Link, useToast } from '@atelier/ui';
import { Form, FormMultiSelect, FormRadioGroup, FormSelect, FormTextField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Control, useFieldArray, useForm, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useFeatureLocale } from '../locale';
import { defaultApprovalName } from '../shared/approvalName';
import {
  useFilesInProofreading,
  useLaunchProofreading,
  useProofreadingNameCheck,
  useProofreadingPeople,
} from './hooks';
import type { ProofreadingLaunchDialogProps, ProofreadingLaunchLocale } from './interface';
import {
  initialProofreadingValues,
  insertTaskAt,
  localizeProofreadingRule,
  nextProofreadingRole,
  PROOFREADING_ROLES,
  type ProofreadingFileChoice,
  type ProofreadingLaunchOutput,
  type ProofreadingLaunchValues,
  proofreadingLaunchFormSchema,
  proofreadingRefusalField,
  toProofreadingLaunch,
} from './launch';
import * as styles from './Proofreading.css';

type LaunchControl = Control<ProofreadingLaunchValues, unknown, ProofreadingLaunchOutput>;

/**
 * 发起校审 (000 section 7 "Proofreading"): the files chosen in the directory go through proofreading tasks, each a
 * role (设计, 校对, 审核, 审定) with its people, run one after another (线性: 设计 first, 审定 last) or all at once
 * (并行). Files already in a proofreading in progress are named and cannot start another. The name is checked by the
 * server on blur and on submit; a refusal keeps everything chosen.
 */
export function ProofreadingLaunchDialog({
  projectId,
  projectName,
  parentId,
  files,
  isOpen,
  onOpenChange,
  onLaunched,
  onOpenApproval,
  locale,
}: ProofreadingLaunchDialogProps) {
  const t = useFeatureLocale('ProofreadingLaunchDialog', locale);
  const formId = useId();
  const [isSubmitting, setSubmitting] = useState(false);
  const busy = useFilesInProofreading(files.map((file) => file.resId));
  const busyNames = useMemo(() => {
    const ids = new Set(busy.data?.inProofreading ?? []);
    return files.filter((file) => ids.has(file.resId)).map((file) => file.resName);
  }, [busy.data, files]);
  // A fresh form each time the dialog opens (the files may have changed).
  const [session, setSession] = useState(0);
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (isOpen && !wasOpen.current) setSession((n) => n + 1);
    wasOpen.current = isOpen;
  }, [isOpen]);

  const footer = (
    <div className={styles.launchFooter}>
      <Button onPress={() => onOpenChange(false)}>{t.cancel}</Button>
      <Button variant="primary" type="submit" form={formId} isPending={isSubmitting} isDisabled={busyNames.length > 0}>
        {t.submit}
      </Button>
    </div>
  );

  return (
    <Dialog title={t.title} width={760} isOpen={isOpen} onOpenChange={onOpenChange} footer={footer}>
      {busyNames.length > 0 ? (
        <Alert tone="warning" showIcon title={t.filesBusy(busyNames.join('、'))} className={styles.launchAlert} />
      ) : null}
      <LaunchForm
        key={session}
        id={formId}
        projectId={projectId}
        projectName={projectName}
        parentId={parentId}
        files={files}
        onSubmittingChange={setSubmitting}
        onLaunched={(actId) => {
          onLaunched?.(actId);
          onOpenChange(false);
        }}
        onOpenApproval={onOpenApproval}
        t={t}
      />
    </Dialog>
  );
}

interface LaunchFormProps {
  id: string;
  projectId: string;
  projectName: string;
  parentId: string;
  files: readonly ProofreadingFileChoice[];
  onSubmittingChange: (isSubmitting: boolean) => void;
  onLaunched: (actId: string) => void;
  onOpenApproval?: (actId: string) => void;
  t: ProofreadingLaunchLocale;
}

function LaunchForm({
  id,
  projectId,
  projectName,
  parentId,
  files,
  onSubmittingChange,
  onLaunched,
  onOpenApproval,
  t,
}: LaunchFormProps) {
  const toast = useToast();
  const people = useProofreadingPeople(projectId);
  const checkName = useProofreadingNameCheck(projectId);
  const launch = useLaunchProofreading();
  const [initialValues] = useState(() =>
    initialProofreadingValues(defaultApprovalName(`${projectName}${t.defaultNameSuffix}`)),
  );
  const form = useForm<ProofreadingLaunchValues, unknown, ProofreadingLaunchOutput>({
    resolver: zodResolver(proofreadingLaunchFormSchema),
    mode: 'onChange',
    defaultValues: initialValues,
  });
  const { control, getValues, setError, formState } = form;

  useEffect(() => {
    onSubmittingChange(formState.isSubmitting);
  }, [formState.isSubmitting, onSubmittingChange]);

  const errorText = (message: string) => localizeProofreadingRule(message, t.rules);

  const checkNameOnServer = async (actName: string): Promise<boolean> => {
    const result = await checkName(actName);
    if (result.available) return true;
    if (getValues('actName').trim() === actName) {
      setError('actName', { type: 'server', message: result.message }, { shouldFocus: true });
    }
    return false;
  };

  const onBlurName = () => {
    const actName = getValues('actName').trim();
    if (!proofreadingLaunchFormSchema.shape.actName.safeParse(actName).success) return;
    checkNameOnServer(actName).catch(() => {
      // Reported by the shared response handling; submit checks again.
    });
  };

  const submit = async (output: ProofreadingLaunchOutput) => {
    try {
      if (!(await checkNameOnServer(output.actName))) return;
    } catch {
      return;
    }
    try {
      const { actId } = await launch.mutateAsync(toProofreadingLaunch(projectId, parentId, files, output));
      if (onOpenApproval) {
        const close = toast.success(
          <span>
            {t.launched}{' '}
            <Link
              onPress={() => {
                close();
                onOpenApproval(actId);
              }}
            >
              {t.openApproval}
            </Link>
          </span>,
        );
      } else {
        toast.success(t.launched);
      }
      onLaunched(actId);
    } catch (error) {
      // Nothing chosen is lost: a refusal that names a field shows under it, the rest as the server's message.
      const message = error instanceof Error ? error.message : '';
      const field = isApiError(error) && error.kind === 'response' ? proofreadingRefusalField(message) : null;
      if (field) {
        setError(field, { type: 'server', message }, { shouldFocus: field === 'actName' });
        return;
      }
      if (!(isApiError(error) && error.handled)) toast.error(message ? errorText(message) : t.submitFailed);
    }
  };

  const personOptions = useMemo(
    () =>
      (people.data ?? []).map((person) => ({
        id: person.userId,
        label: person.realname,
        description: person.entDutyName ?? person.phone,
      })),
    [people.data],
  );

  return (
    <Form
      form={form}
      onSubmit={submit}
      id={id}
      aria-label={t.formLabel}
      className={styles.launchForm}
      errorText={errorText}
    >
      {people.isError ? (
        <Alert
          tone="error"
          title={t.loadFailed}
          description={people.error.message}
          action={
            <Button size="sm" onPress={() => void people.refetch()}>
              {t.retry}
            </Button>
          }
        />
      ) : null}
      <FormTextField
        control={control}
        name="actName"
        label={t.nameLabel}
        isRequired
        placeholder={t.namePlaceholder}
        onBlur={onBlurName}
      />
      <FormRadioGroup
        control={control}
        name="isLinear"
        label={t.modeLabel}
        isRequired
        variant="button"
        description={t.linearHint}
        options={[
          { value: '1', label: t.linear },
          { value: '0', label: t.parallel },
        ]}
      />
      <TaskList control={control} options={personOptions} t={t} />
      <FileList files={files} t={t} />
    </Form>
  );
}

interface TaskListProps {
  control: LaunchControl;
  options: readonly { id: string; label: string; description?: string }[];
  t: ProofreadingLaunchLocale;
}

/** The tasks: a role and its people each, reordered with 上移 / 下移, added in the place a linear flow needs. */
function TaskList({ control, options, t }: TaskListProps) {
  const headingId = useId();
  const { fields, insert, remove, swap } = useFieldArray({ control, name: 'tasks' });
  const tasks = useWatch({ control, name: 'tasks' });
  const isLinear = useWatch({ control, name: 'isLinear' });
  const { errors, isSubmitted } = useFormState({ control, name: 'tasks' });
  const { trigger } = useFormContext<ProofreadingLaunchValues, unknown, ProofreadingLaunchOutput>();
  // The task rules read the whole list and the mode: once shown, the message follows every change to either.
  const ruleInput = JSON.stringify([tasks, isLinear]);
  useEffect(() => {
    if (isSubmitted && ruleInput) void trigger('tasks');
  }, [isSubmitted, ruleInput, trigger]);
  const listError = errors.tasks?.message ?? errors.tasks?.root?.message;
  const nextRole = nextProofreadingRole(tasks);
  const roleText = (role: string) => t.roles[Number(role) as keyof ProofreadingLaunchLocale['roles']] ?? role;

  return (
    <section className={styles.launchSection} aria-labelledby={headingId}>
      <div className={styles.launchSectionHeader}>
        <h3 id={headingId} className={styles.launchSectionTitle}>
          {t.tasksLabel}
          <span className={styles.launchMuted}>{` ${t.taskCount(fields.length)}`}</span>
        </h3>
        <Button
          size="sm"
          isDisabled={nextRole === null}
          onPress={() => {
            if (nextRole === null) return;
            insert(insertTaskAt(tasks, nextRole, isLinear), { prooType: nextRole, userIdList: [] });
          }}
        >
          {t.addTask}
        </Button>
      </div>
      {isSubmitted && listError ? (
        <p role="alert" className={styles.launchError}>
          {localizeProofreadingRule(listError, t.rules)}
        </p>
      ) : null}
      <ol className={styles.taskList} aria-labelledby={headingId}>
        {fields.map((field, index) => {
          const role = tasks[index]?.prooType ?? field.prooType;
          const used = new Set(tasks.filter((_, other) => other !== index).map((task) => task.prooType));
          const roleItems = PROOFREADING_ROLES.map((r) => ({ id: String(r), label: t.roles[r] })).filter(
            (item) => !used.has(item.id),
          );
          return (
            <li key={field.id} className={styles.taskRow}>
              <span className={styles.taskNumber} aria-hidden>
                {index + 1}
              </span>
              <FormSelect
                control={control}
                name={`tasks.${index}.prooType`}
                label={t.roleLabel(index + 1)}
                items={roleItems}
                className={styles.taskRole}
              />
              <FormMultiSelect
                control={control}
                name={`tasks.${index}.userIdList`}
                label={t.peopleLabel(roleText(role))}
                items={options}
                placeholder={t.peoplePlaceholder}
                searchPlaceholder={t.peopleSearch}
                emptyText={t.noPeople}
                className={styles.taskPeople}
              />
              <div className={styles.taskActions}>
                <Button
                  size="sm"
                  variant="text"
                  aria-label={t.moveUp(roleText(role))}
                  isDisabled={index === 0}
                  onPress={() => swap(index, index - 1)}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="text"
                  aria-label={t.moveDown(roleText(role))}
                  isDisabled={index === fields.length - 1}
                  onPress={() => swap(index, index + 1)}
                >
                  ↓
                </Button>
                <Button
                  size="sm"
                  variant="text"
                  aria-label={t.removeTask(roleText(role))}
                  onPress={() => remove(index)}
                >
                  ✕
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The files that will be proofread. */
function FileList({ files, t }: { files: readonly ProofreadingFileChoice[]; t: ProofreadingLaunchLocale }) {
  const headingId = useId();
  return (
    <section className={styles.launchSection} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.launchSectionTitle}>
        {t.filesLabel}
        <span className={styles.launchMuted}>{` ${t.fileCount(files.length)}`}</span>
      </h3>
      <ul className={styles.launchFiles} aria-labelledby={headingId}>
        {files.map((file) => (
          <li key={file.resId}>{file.resName}</li>
        ))}
      </ul>
    </section>
  );
}
