import { ProjectMessage, projectBasicInfoSchema } from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { Alert, Button, Dialog, Steps, useConfirm } from '@atelier/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFeatureLocale } from '../locale';
import { useProjectTemplates } from '../ProjectTemplates';
import { BasicInfoStep, type UniqueField } from './BasicInfoStep';
import {
  useCreateOrdinaryProject,
  useEnterpriseDuties,
  useEnterprisePeople,
  useSpecialties,
  useUniquenessChecks,
} from './hooks';
import type { ProjectWizardProps } from './interface';
import {
  type BasicInfoValues,
  emptyDraft,
  fieldOfRefusal,
  forwardBlocker,
  ordinaryDuties,
  previousStep,
  toCreateOrdinaryRequest,
  type WizardDraft,
  WizardStep,
  withDictionaries,
} from './model';
import { PersonnelStep } from './PersonnelStep';
import * as styles from './ProjectCreation.css';
import { SubItemsStep } from './SubItemsStep';

const DIALOG_WIDTH = 800;

/**
 * The ordinary project wizard (001 sections 2.5, 4.4, 5.3-5.5): basic information, sub-items, personnel. Step 1 to 2
 * after the form's rules and the server's uniqueness checks (run on blur too); 2 to 3 after the sub-items pass and
 * the dictionaries have loaded; then create, which the server checks again. Back moves one step; cancel asks to
 * confirm. Every change goes to `onDraftChange`, so a reload resumes where the user was.
 */
export function ProjectWizard({
  enterpriseId,
  isOpen,
  onCreated,
  onCancel,
  draft: initialDraft,
  onDraftChange,
  profiles,
  isCreateDisabled = false,
  locale,
}: ProjectWizardProps) {
  const strings = useFeatureLocale('ProjectWizard', locale);
  const confirm = useConfirm();
  const [draft, setDraftState] = useState<WizardDraft>(() => initialDraft ?? emptyDraft());
  const [attempted, setAttempted] = useState<WizardStep | null>(null);
  const [isChecking, setChecking] = useState(false);

  const specialties = useSpecialties(enterpriseId, isOpen);
  const duties = useEnterpriseDuties(enterpriseId, isOpen);
  const people = useEnterprisePeople(enterpriseId, isOpen);
  const templates = useProjectTemplates(isOpen);
  const checks = useUniquenessChecks();
  const create = useCreateOrdinaryProject();
  const dictionariesLoaded = specialties.isSuccess && duties.isSuccess;
  const offeredDuties = ordinaryDuties(duties.data ?? []);

  const latestDraft = useRef(draft);
  const setDraft = (change: (current: WizardDraft) => WizardDraft) => {
    const next = change(latestDraft.current);
    latestDraft.current = next;
    setDraftState(next);
    onDraftChange?.(next);
  };

  const form = useForm<BasicInfoValues>({
    resolver: zodResolver(projectBasicInfoSchema) as never,
    mode: 'onTouched',
    defaultValues: draft.basic,
  });
  const { control, getValues, setError, trigger, watch } = form;
  // Step 1's values go to the draft as they are typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribes once; setDraft reads the latest draft
  useEffect(() => {
    const subscription = watch((values) =>
      setDraft((d) => ({ ...d, basic: { ...d.basic, ...values } as BasicInfoValues })),
    );
    return () => subscription.unsubscribe();
  }, [watch]);

  // The dictionaries' first load keeps every specialty and ordinary duty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the dictionaries arrive
  useEffect(() => {
    if (!dictionariesLoaded) return;
    if (draft.personnel.specialtyIds !== null && draft.personnel.dutyIds !== null) return;
    setDraft((d) => ({
      ...d,
      personnel: withDictionaries(d.personnel, specialties.data ?? [], duties.data ?? []),
    }));
  }, [dictionariesLoaded]);

  /** The server's check of one unique field; its message goes under the field. Resolves whether it is free. */
  const checkOnServer = async (field: UniqueField): Promise<boolean> => {
    const values = getValues();
    const value = values[field];
    const schema = projectBasicInfoSchema.shape[field];
    if (!schema.safeParse(value).success) return false;
    const answer =
      field === 'name'
        ? await checks.name(value)
        : field === 'simpleName'
          ? await checks.simpleName(value, values.year)
          : await checks.designNum(value);
    if (answer.available) return true;
    if (getValues(field) === value) setError(field, { type: 'server', message: answer.message });
    return false;
  };
  const onUniqueBlur = (field: UniqueField) => {
    checkOnServer(field).catch(() => {
      // Reported by the shared response handling; next checks again.
    });
  };

  const goNext = async () => {
    setAttempted(draft.step);
    if (draft.step === WizardStep.Basic) {
      if (!(await trigger())) return;
      setChecking(true);
      try {
        const free = await Promise.all([
          checkOnServer('name'),
          checkOnServer('simpleName'),
          checkOnServer('designNum'),
        ]);
        if (free.every(Boolean)) setDraft((d) => ({ ...d, step: WizardStep.SubItems }));
      } catch {
        // A failed check was reported by the shared response handling; the user may try again.
      } finally {
        setChecking(false);
      }
      return;
    }
    if (forwardBlocker(latestDraft.current, { dictionariesLoaded }) === null) {
      setDraft((d) => ({ ...d, step: WizardStep.Personnel }));
    }
  };

  const submit = async () => {
    setAttempted(WizardStep.Personnel);
    const current = latestDraft.current;
    if (forwardBlocker(current, { dictionariesLoaded }) !== null) return;
    try {
      const created = await create.mutateAsync(toCreateOrdinaryRequest(current, enterpriseId));
      onCreated(created);
    } catch (error) {
      // The server's message was shown as an error toast (8.3); a taken name goes back to its field.
      const field = isApiError(error) ? fieldOfRefusal(error.message) : null;
      if (field && isApiError(error)) {
        setDraft((d) => ({ ...d, step: WizardStep.Basic }));
        setTimeout(() => setError(field, { type: 'server', message: error.message }), 0);
      }
    }
  };

  const askCancel = async () => {
    const abandon = await confirm({
      title: strings.confirmCancelTitle,
      content: ProjectMessage.ConfirmCancel,
      okText: strings.abandon,
      cancelText: strings.keepEditing,
      danger: true,
    });
    if (abandon) onCancel();
  };

  const loadError = specialties.error ?? duties.error ?? people.error ?? null;
  const stepMessage =
    attempted === draft.step && draft.step === WizardStep.Personnel
      ? forwardBlocker(draft, { dictionariesLoaded })
      : null;
  const missingDictionaries =
    dictionariesLoaded && ((specialties.data ?? []).length === 0 || offeredDuties.length === 0);

  return (
    <Dialog
      title={strings.title}
      width={DIALOG_WIDTH}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) void askCancel();
      }}
      footer={
        <div className={styles.footer}>
          <Button onPress={() => void askCancel()}>{strings.cancel}</Button>
          {draft.step > WizardStep.Basic ? (
            <Button onPress={() => setDraft(previousStep)}>{strings.previous}</Button>
          ) : null}
          {draft.step < WizardStep.Personnel ? (
            <Button
              variant="primary"
              isPending={isChecking}
              isDisabled={draft.step === WizardStep.SubItems && !dictionariesLoaded && !loadError}
              onPress={() => void goNext()}
            >
              {strings.next}
            </Button>
          ) : (
            <Button
              variant="primary"
              isPending={create.isPending}
              isDisabled={isCreateDisabled || missingDictionaries || !dictionariesLoaded}
              onPress={() => void submit()}
            >
              {strings.create}
            </Button>
          )}
        </div>
      }
    >
      <div className={styles.form}>
        <Steps
          aria-label={strings.steps}
          current={draft.step}
          items={[{ title: strings.stepBasic }, { title: strings.stepSubItems }, { title: strings.stepPersonnel }]}
        />
        {draft.step === WizardStep.Basic ? (
          <BasicInfoStep control={control} strings={strings} year={draft.basic.year} onUniqueBlur={onUniqueBlur} />
        ) : draft.step === WizardStep.SubItems ? (
          <SubItemsStep
            rows={draft.subItems}
            onChange={(rows) => setDraft((d) => ({ ...d, subItems: rows }))}
            isAttempted={attempted === WizardStep.SubItems}
            strings={strings}
            templates={templates.data?.list.filter((t) => t.isEnable) ?? []}
            templateId={draft.templateId ?? null}
            onTemplateChange={(templateId) => setDraft((d) => ({ ...d, templateId }))}
          />
        ) : loadError ? (
          <Alert
            tone="error"
            title={strings.loadFailed}
            description={loadError.message}
            action={
              <Button
                size="sm"
                onPress={() => {
                  void specialties.refetch();
                  void duties.refetch();
                  void people.refetch();
                }}
              >
                {strings.retry}
              </Button>
            }
          />
        ) : (
          <PersonnelStep
            personnel={draft.personnel}
            onChange={(personnel) => setDraft((d) => ({ ...d, personnel }))}
            specialties={specialties.data ?? []}
            duties={offeredDuties}
            people={people.data ?? []}
            profiles={profiles}
            message={stepMessage}
            strings={strings}
          />
        )}
      </div>
    </Dialog>
  );
}
