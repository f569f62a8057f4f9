import type { DrawingRef } from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { Button, Dialog, Link, Steps, useConfirm, useToast } from '@atelier/ui';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useDrawingCheck } from '../DrawingCheck';
import { useFeatureLocale } from '../locale';
import { useApiClient } from '../provider';
import { RecognitionFileList } from '../RecognitionFileList';
import { type BatchChoice, StampBatchPicker } from '../StampBatchPicker';
import { uploadAttachments as uploadAttachmentsWith } from '../shared/attachments';
import { defaultMd5Hasher } from '../UploadPanel';
import type { QuickStampWizardProps } from './interface';
import { buildQuickSubmission, type QuickApprovalInfo } from './model';
import { QuickApprovalInfoForm } from './QuickApprovalInfoForm';
import * as styles from './QuickApprovalInfoForm.css';
import {
  canGoBack,
  canGoNext,
  canSubmit,
  type QuickWizardState,
  QuickWizardStep,
  shouldConfirmAbandon,
  templateChangeAction,
} from './wizard';

/**
 * The quick stamp approval (000 section 2): 1 the drawings, recognised on the server; 2 the batches of identical
 * signers with their approvers and registration stamps; 3 the approval's other info, then launch. Steps stay
 * mounted once reached, so going back loses nothing and recognition is not started twice.
 */
export function QuickStampWizard({
  projectId,
  projectName,
  enterpriseId,
  initialFiles,
  canUseCa,
  isOpen,
  onOpenChange,
  onSubmitted,
  onOpenApproval,
  onOpenFolder,
  drawingCheck = true,
  onGoHandle,
  uploadAttachments,
  recognitionPollInterval,
  locale,
}: QuickStampWizardProps) {
  const t = useFeatureLocale('QuickStampWizard', locale);
  const client = useApiClient();
  // Without an app's own uploader, attachments go through the client's multipart flow (hashed in a Worker).
  const uploadThroughClient = (files: File[]) => uploadAttachmentsWith(client, files, { hash: defaultMd5Hasher() });
  const confirm = useConfirm();
  const toast = useToast();
  const formId = useId();
  const [step, setStep] = useState<QuickWizardStep>(QuickWizardStep.Files);
  const [reached, setReached] = useState<QuickWizardStep>(QuickWizardStep.Files);
  const [files, setFiles] = useState<DrawingRef[]>(() => [...initialFiles]);
  const [filesReady, setFilesReady] = useState(false);
  const [choices, setChoices] = useState<BatchChoice[]>([]);
  const [batchesValid, setBatchesValid] = useState(false);
  const [checking, setChecking] = useState(false);
  const state: QuickWizardState = { step, files, filesReady, batchesValid };
  const check = useDrawingCheck({
    projectId,
    ...(enterpriseId ? { enterpriseId } : {}),
    isFastApproval: true,
    onGoHandle: (checked) => {
      if (!onGoHandle) return;
      // 去处理 leaves the wizard for the drawings' folders.
      onOpenChange(false);
      onGoHandle(checked);
    },
  });

  // Each step's panel takes the focus when the step changes (not on open): a second Enter on 下一步 must not land on
  // 发起审批 of a step not yet seen, and a screen reader hears where it is.
  const panels = useRef<(HTMLElement | null)[]>([]);
  const nextButton = useRef<HTMLButtonElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    panels.current[step]?.focus({ preventScroll: true });
  }, [step]);

  const goTo = (next: QuickWizardStep) => {
    setStep(next);
    setReached((current) => (next > current ? next : current));
  };

  /** Step 1 → 2: the optional drawing check, then the template-change check (re-match or re-recognise). */
  const leaveFiles = async () => {
    setChecking(true);
    try {
      if (drawingCheck && !(await check.run(files))) return;
      const answer = await client.quickApproval.checkTemplateChanges({
        fileList: files,
        ...(enterpriseId ? { enterpriseId } : {}),
      });
      const action = templateChangeAction(answer);
      if (action.kind === 'rerecognise') {
        await client.quickApproval.reOcr({ recordIdList: action.recordIds, projectId });
        toast.warning(t.reRecognising);
        return;
      }
      if (action.kind === 'rematch') {
        const rematch = await confirm({ title: t.templateChanged, okText: t.rematch, cancelText: t.keepGoing });
        if (rematch) {
          await client.quickApproval.reOcr({ recordIdList: action.recordIds, projectId });
          // Finished stamp configs no longer hold for re-matched drawings.
          setChoices([]);
          return;
        }
      }
      goTo(QuickWizardStep.Batches);
    } catch (error) {
      // The shared response handling has shown the server's message; a network failure says so here.
      if (!isApiError(error)) toast.error(t.checkFailed);
    } finally {
      setChecking(false);
      // Still on step 1 (the check stopped it, the prompt was dismissed): back to 下一步, not to the page body.
      requestAnimationFrame(() => {
        if (shownStep.current === QuickWizardStep.Files && !document.querySelector('[role="alertdialog"]')) {
          nextButton.current?.focus();
        }
      });
    }
  };

  const next = () => {
    if (!canGoNext(state)) return;
    if (step === QuickWizardStep.Files) void leaveFiles();
    else goTo(QuickWizardStep.Info);
  };

  const abandon = async () => {
    if (shouldConfirmAbandon(state, initialFiles.length, reached)) {
      const ok = await confirm({ title: t.abandonTitle, content: t.abandonText, danger: true, okText: t.abandon });
      if (!ok) return;
    }
    onOpenChange(false);
  };

  const submit = async (info: QuickApprovalInfo) => {
    const uid = await client.quickApproval.uid({});
    const attachmentIdList =
      info.attachments.length > 0 ? await (uploadAttachments ?? uploadThroughClient)(info.attachments, uid) : undefined;
    const { actId } = await client.quickApproval.submit(
      buildQuickSubmission({
        uid,
        projectId,
        projectName,
        batches: choices,
        info,
        ...(attachmentIdList ? { attachmentIdList } : {}),
      }),
    );
    if (onOpenApproval) {
      // Long enough to reach the link (a toast waits while hovered or focused).
      const close = toast.success(
        <span className={styles.launchedMessage}>
          {t.launched}
          <Link
            onPress={() => {
              close();
              onOpenApproval(actId);
            }}
          >
            {t.viewApproval}
          </Link>
        </span>,
        { duration: 8000 },
      );
    } else {
      toast.success(t.launched);
    }
    onSubmitted?.(actId);
    onOpenChange(false);
  };

  const steps = [{ title: t.stepFiles }, { title: t.stepBatches }, { title: t.stepInfo }];
  return (
    <Dialog
      title={t.title}
      width={1040}
      isOpen={isOpen}
      // Every way out asks first when something was chosen.
      isDismissable={false}
      isKeyboardDismissDisabled
      onOpenChange={(open) => {
        if (!open) void abandon();
      }}
      footer={
        <div className={styles.wizardFooter}>
          <Button onPress={() => void abandon()}>{t.cancel}</Button>
          {canGoBack(state) ? (
            <Button onPress={() => setStep((s) => (s - 1) as QuickWizardStep)}>{t.back}</Button>
          ) : null}
          {/* Keys: two buttons, not one relabelled, so a press on 下一步 never becomes one on 发起审批. */}
          {step < QuickWizardStep.Info ? (
            <Button
              key="next"
              ref={nextButton}
              variant="primary"
              isDisabled={!canGoNext(state) || checking}
              onPress={next}
            >
              {t.next}
            </Button>
          ) : (
            <Button key="submit" variant="primary" type="submit" form={formId} isDisabled={!canSubmit(state)}>
              {t.submit}
            </Button>
          )}
        </div>
      }
    >
      <Steps items={steps} current={step} aria-label={t.stepsLabel} className={styles.wizardSteps} />
      <StepPanel step={QuickWizardStep.Files} label={t.stepFiles} current={step} panels={panels}>
        <RecognitionFileList
          projectId={projectId}
          files={files}
          onFilesChange={setFiles}
          onReadyChange={setFilesReady}
          {...(onOpenFolder ? { onOpenFolder } : {})}
          {...(recognitionPollInterval ? { pollInterval: recognitionPollInterval } : {})}
        />
      </StepPanel>
      {reached >= QuickWizardStep.Batches ? (
        <StepPanel step={QuickWizardStep.Batches} label={t.stepBatches} current={step} panels={panels}>
          <StampBatchPicker
            projectId={projectId}
            {...(enterpriseId ? { enterpriseId } : {})}
            files={files}
            value={choices}
            onChange={setChoices}
            onValidityChange={setBatchesValid}
          />
        </StepPanel>
      ) : null}
      {reached >= QuickWizardStep.Info ? (
        <StepPanel step={QuickWizardStep.Info} label={t.stepInfo} current={step} panels={panels}>
          <QuickApprovalInfoForm
            id={formId}
            hideSubmit
            projectId={projectId}
            {...(enterpriseId ? { enterpriseId } : {})}
            canUseCa={canUseCa}
            batches={choices}
            onSubmit={submit}
          />
        </StepPanel>
      ) : null}
      {check.element}
    </Dialog>
  );
}

/** A step's content: shown on its step, named after it, and focusable so that it takes the focus when it opens. */
function StepPanel({
  step,
  label,
  current,
  panels,
  children,
}: {
  step: QuickWizardStep;
  label: string;
  current: QuickWizardStep;
  panels: RefObject<(HTMLElement | null)[]>;
  children: ReactNode;
}) {
  return (
    <section
      ref={(node) => {
        panels.current[step] = node;
      }}
      tabIndex={-1}
      aria-label={label}
      className={styles.wizardPanel}
      hidden={step !== current}
    >
      {children}
    </section>
  );
}
