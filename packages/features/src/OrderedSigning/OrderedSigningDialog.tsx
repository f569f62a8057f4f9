import type { DrawingRef, FlowTemplate, Stamp } from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { Button, Dialog, Select, Switch, useConfirm, useToast } from '@atelier/ui';
import { useCallback, useId, useMemo, useState } from 'react';
import { useDrawingCheck } from '../DrawingCheck';
import { useDefaultFlowTemplate, useFlowTemplate } from '../FlowTemplateDialog';
import { type FlowTemplateChoice, FlowTemplateStrip } from '../FlowTemplateList';
import { useFeatureLocale } from '../locale';
import { useApiClient } from '../provider';
import { type QuickApprovalInfo, QuickApprovalInfoForm } from '../QuickApproval';
import { RecognitionFileList } from '../RecognitionFileList';
import { useRegistrationStamps } from '../StampBatchPicker';
import { uploadAttachments as uploadAttachmentsWith } from '../shared/attachments';
import { stampOptions } from '../shared/stampOptions';
import { defaultMd5Hasher } from '../UploadPanel';
import { useStampConfigurations } from './hooks';
import type { OrderedSigningDialogProps } from './interface';
import {
  buildOrderedSubmission,
  canUseDefaultTemplate,
  type FileStamps,
  fileStampsAsBatches,
  isConfigurable,
  orderedApprovalName,
  orderedSubmissionProblem,
} from './model';
import * as styles from './OrderedSigningDialog.css';

const NO_STAMP = '__none__';
const NO_STAMPS: Stamp[] = [];

/**
 * 发起按序签章 (000 sections 2, 3 and 5): the flow-template strip, the chosen files grouped by folder with their
 * recognition status and a registration stamp each (and, in text-signature mode, their configuration on the
 * text-signature page), and the approval's other info. Launching checks the rules, the server's file check and
 * offers the drawing check; the approval's steps follow the template's nodes.
 */
export function OrderedSigningDialog({
  projectId,
  projectName,
  enterpriseId,
  projectType,
  defaultTemplate,
  initialFiles,
  canUseCa,
  isOpen,
  onOpenChange,
  onSubmitted,
  onOpenFolder,
  onOpenTextSignature,
  onGoHandle,
  uploadAttachments,
  recognitionPollInterval,
  locale,
}: OrderedSigningDialogProps) {
  const t = useFeatureLocale('OrderedSigningDialog', locale);
  const client = useApiClient();
  // Without an app's own uploader, attachments go through the client's multipart flow (hashed in a Worker).
  const uploadThroughClient = (files: File[]) => uploadAttachmentsWith(client, files, { hash: defaultMd5Hasher() });
  const toast = useToast();
  const confirm = useConfirm();
  const formId = useId();
  const offersDefault = canUseDefaultTemplate(projectType) && defaultTemplate !== undefined;
  const [choice, setChoice] = useState<FlowTemplateChoice | null>(offersDefault ? { kind: 'default' } : null);
  const [files, setFiles] = useState<DrawingRef[]>(() => [...initialFiles]);
  const [filesReady, setFilesReady] = useState(false);
  const [stamps, setStamps] = useState<FileStamps>({});
  const [textSignature, setTextSignature] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const chosenTemplate = useFlowTemplate(choice?.kind === 'template' ? choice.id : undefined);
  const defaultDetail = useDefaultFlowTemplate(
    choice?.kind === 'default' && defaultTemplate ? { projectId, ...defaultTemplate } : undefined,
  );
  const template: FlowTemplate | undefined =
    choice?.kind === 'default' ? defaultDetail.data : choice?.kind === 'template' ? chosenTemplate.data : undefined;
  const suggestedName = useMemo(
    () => orderedApprovalName(choice?.kind === 'template' ? (template?.actInfo.actName ?? null) : null),
    [choice?.kind, template?.actInfo.actName],
  );

  const registration = useRegistrationStamps();
  const stampList = registration.data ?? NO_STAMPS;
  const options = useMemo(
    () => [{ id: NO_STAMP, label: t.noStamp }, ...stampOptions(stampList, t.caExpired)],
    [stampList, t.noStamp, t.caExpired],
  );
  const recordIds = useMemo(() => files.map((file) => file.recordId), [files]);
  const configurations = useStampConfigurations(recordIds, textSignature);
  const configured = useMemo(
    () => new Set((configurations.data ?? []).filter((match) => match.matched).map((match) => match.recordId)),
    [configurations.data],
  );
  const batches = useMemo(() => fileStampsAsBatches(files, stamps), [files, stamps]);

  const check = useDrawingCheck({
    projectId,
    ...(enterpriseId ? { enterpriseId } : {}),
    isFastApproval: false,
    onGoHandle: (checked) => {
      if (!onGoHandle) return;
      onOpenChange(false);
      onGoHandle(checked);
    },
  });

  const renderFileExtra = useCallback(
    (file: DrawingRef) => (
      <>
        <Select
          aria-label={t.stampLabel(file.resName)}
          className={styles.stampSelect}
          size="sm"
          items={options}
          selectedKey={stamps[file.recordId] ?? NO_STAMP}
          placeholder={t.stampPlaceholder}
          onSelectionChange={(key) =>
            setStamps((current) => ({
              ...current,
              [file.recordId]: key === null || key === NO_STAMP ? null : String(key),
            }))
          }
        />
        {textSignature && onOpenTextSignature ? (
          <>
            <span className={styles.configStatus} data-configured={configured.has(file.recordId) || undefined}>
              {configured.has(file.recordId) ? t.configured : t.notConfigured}
            </span>
            <Button
              size="sm"
              variant="link"
              aria-label={t.configure(file.resName)}
              isDisabled={!isConfigurable(file)}
              onPress={() =>
                onOpenTextSignature({
                  projectId,
                  recordId: file.recordId,
                  templateId: configurations.data?.find((m) => m.recordId === file.recordId)?.templateId ?? null,
                  resName: file.resName,
                  files: files.map((f) => ({ recordId: f.recordId, resName: f.resName })),
                })
              }
            >
              {t.configureText}
            </Button>
          </>
        ) : null}
      </>
    ),
    [options, stamps, textSignature, onOpenTextSignature, configured, configurations.data, projectId, t, files],
  );

  const submit = async (info: QuickApprovalInfo) => {
    const problem = orderedSubmissionProblem({ choice, projectType, files, textSignature, configured });
    if (problem || !choice) {
      toast.warning(problem ?? t.templateLoading);
      return;
    }
    if (!template) {
      toast.warning(t.templateLoading);
      return;
    }
    setSubmitting(true);
    try {
      const fileCheck = await client.quickApproval.checkFiles({ recordIdList: recordIds });
      if (!fileCheck.passed) {
        toast.warning(t.filesRefused(fileCheck.errorFileList.length));
        return;
      }
      if (!(await check.run(files))) return;
      const uid = await client.quickApproval.uid({});
      const attachmentIdList =
        info.attachments.length > 0
          ? await (uploadAttachments ?? uploadThroughClient)(info.attachments, uid)
          : undefined;
      const calculationTemplate = textSignature
        ? (configurations.data?.find((match) => match.templateId)?.templateId ?? 'custom')
        : undefined;
      const { actId } = await client.orderedSigning.submit(
        buildOrderedSubmission({
          uid,
          projectId,
          projectName,
          choice,
          template,
          files,
          stamps,
          info,
          calculationTemplate,
          ...(attachmentIdList ? { attachmentIdList } : {}),
        }),
      );
      toast.success(t.launched);
      onSubmitted?.(actId);
      onOpenChange(false);
    } catch (error) {
      // The form shows a taken name under its field; the shared response handling has shown the rest.
      if (isApiError(error) && error.endpoint === 'orderedSigning.submit') throw error;
    } finally {
      setSubmitting(false);
    }
  };

  const abandon = async () => {
    const ok = await confirm({ title: t.abandonTitle, content: t.abandonText, danger: true, okText: t.abandon });
    if (ok) onOpenChange(false);
  };

  const templateState =
    choice && !template
      ? chosenTemplate.isError || defaultDetail.isError
        ? t.templateFailed
        : t.templateLoading
      : null;

  return (
    <Dialog
      title={t.title}
      width={1040}
      isOpen={isOpen}
      isDismissable={false}
      isKeyboardDismissDisabled
      onOpenChange={(open) => {
        if (!open) void abandon();
      }}
      footer={
        <div className={styles.footer}>
          <Button onPress={() => void abandon()}>{t.cancel}</Button>
          <Button
            variant="primary"
            type="submit"
            form={formId}
            isDisabled={!filesReady || files.length === 0 || submitting}
          >
            {t.submit}
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        <section className={styles.section}>
          <FlowTemplateStrip
            projectId={projectId}
            projectName={projectName}
            {...(enterpriseId ? { enterpriseId } : {})}
            defaultTemplate={offersDefault ? defaultTemplate : undefined}
            value={choice}
            onChange={setChoice}
          />
          {templateState ? <span className={styles.configStatus}>{templateState}</span> : null}
        </section>
        <section className={styles.section} aria-label={t.filesSection}>
          <div className={styles.sectionHeader}>
            <h3 className={styles.sectionTitle}>{t.filesSection}</h3>
            {onOpenTextSignature ? (
              <Switch size="sm" isSelected={textSignature} onChange={setTextSignature}>
                {t.textSignature}
              </Switch>
            ) : null}
          </div>
          <RecognitionFileList
            projectId={projectId}
            files={files}
            onFilesChange={setFiles}
            onReadyChange={setFilesReady}
            renderFileExtra={renderFileExtra}
            listHeight={300}
            {...(onOpenFolder ? { onOpenFolder } : {})}
            {...(recognitionPollInterval ? { pollInterval: recognitionPollInterval } : {})}
          />
        </section>
        <section className={styles.section} aria-label={t.infoSection}>
          <h3 className={styles.sectionTitle}>{t.infoSection}</h3>
          <QuickApprovalInfoForm
            id={formId}
            hideSubmit
            projectId={projectId}
            {...(enterpriseId ? { enterpriseId } : {})}
            canUseCa={canUseCa}
            batches={batches}
            suggestedName={suggestedName}
            onSubmit={submit}
          />
        </section>
      </div>
      {check.element}
    </Dialog>
  );
}
