import type { CheckedFile, CheckReason, DrawingCheckResult } from '@atelier/api';
import { Alert, Button, Collapse, Dialog, DownloadIcon, useToast } from '@atelier/ui';
import { useMemo, useState } from 'react';
import { reportFileName, saveBlob } from '../download';
import { useFeatureLocale } from '../locale';
import { useDownloadReport } from '../RecognitionFileList';
import { type CorrectionTarget, CorrectSignerDialog } from './CorrectSignerDialog';
import * as styles from './DrawingCheck.css';
import type { DrawingCheckDialogProps, DrawingCheckLocale } from './interface';
import {
  applyCorrection,
  CheckListKind,
  checkListKinds,
  errorLists,
  type SignerCorrection,
  sameSignerFiles,
} from './model';

function listTitle(kind: CheckListKind, count: number, isFastApproval: boolean, t: DrawingCheckLocale): string {
  if (kind === CheckListKind.TitleBlock) return t.titleBlockList(count);
  if (kind === CheckListKind.Unit) return t.unitList(count);
  return isFastApproval ? t.signerListQuick(count) : t.signerListOther(count);
}

/**
 * The drawing check's result (000 section 2, "Drawing check result dialog"): the drawings missing printed
 * title-block info, missing signers and not drawn in millimetres, each with its reasons. A signer's name (or
 * 未识别) corrects the recognition; the lists update without losing the rest. Footer: the error report, 去处理,
 * 继续发起.
 */
export function DrawingCheckDialog({
  projectId,
  enterpriseId,
  result,
  isFastApproval,
  isOpen,
  onOpenChange,
  onGoHandle,
  onContinue,
  onResultChange,
  locale,
}: DrawingCheckDialogProps) {
  const t = useFeatureLocale('DrawingCheck', locale);
  const toast = useToast();
  // Corrections update a copy of the server's answer; a new answer starts over.
  const [edited, setEdited] = useState<{ base: DrawingCheckResult; value: DrawingCheckResult } | null>(null);
  const current = edited && edited.base === result ? edited.value : result;
  const [target, setTarget] = useState<CorrectionTarget | null>(null);
  const [correcting, setCorrecting] = useState(false);
  const download = useDownloadReport();

  const lists = useMemo(() => (current ? errorLists(current) : []), [current]);
  const allFiles = useMemo(() => lists.flatMap((list) => list.files), [lists]);

  const startCorrection = (file: CheckedFile, reason: CheckReason) => {
    if (!current || !reason.dutyId) return;
    setTarget({
      dutyId: reason.dutyId,
      dutyName: reason.dutyName ?? '',
      files: sameSignerFiles(current, { resId: file.resId, dutyId: reason.dutyId, realname: reason.realname }),
    });
    setCorrecting(true);
  };

  const corrected = (correction: SignerCorrection) => {
    if (!current) return;
    const next = applyCorrection(current, correction);
    if (result) setEdited({ base: result, value: next });
    onResultChange?.(next);
    toast.success(t.corrected);
  };

  const downloadReport = async () => {
    const uuid = current?.downLoadURL;
    if (!uuid) return;
    const blob = await download.mutateAsync(uuid);
    saveBlob(blob, reportFileName(t.reportFileName, blob.type));
  };

  const reasonView = (file: CheckedFile, reason: CheckReason, index: number) => {
    if (!reason.dutyId) {
      return <li key={index}>{reason.errorReason}</li>;
    }
    const name = reason.realname ?? t.unrecognisedName;
    return (
      <li key={index} className={styles.reason}>
        <span>{reason.errorReason}</span>
        <Button
          size="sm"
          variant="link"
          aria-label={t.correctName(reason.dutyName ?? '', name)}
          onPress={() => startCorrection(file, reason)}
        >
          {name}
        </Button>
      </li>
    );
  };

  return (
    <>
      <Dialog
        title={t.resultTitle}
        width={880}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        footer={
          <div className={styles.footer}>
            {current?.downLoadURL ? (
              <Button
                className={styles.footerStart}
                icon={<DownloadIcon />}
                onPress={() => void downloadReport().catch(() => undefined)}
              >
                {t.downloadReport}
              </Button>
            ) : null}
            <Button
              onPress={() => {
                onGoHandle(allFiles);
                onOpenChange(false);
              }}
            >
              {t.goHandle}
            </Button>
            <Button variant="primary" onPress={onContinue}>
              {t.continueLaunch}
            </Button>
          </div>
        }
      >
        <div className={styles.body}>
          <Alert tone="warning" title={t.hint} />
          <Collapse
            aria-label={t.listsLabel}
            defaultExpandedKeys={checkListKinds}
            items={lists.map((list) => ({
              id: list.kind,
              header: listTitle(list.kind, list.files.length, isFastApproval, t),
              content: (
                <ul className={styles.files} aria-label={listTitle(list.kind, list.files.length, isFastApproval, t)}>
                  {list.files.map((file) => (
                    <li key={file.resId} className={styles.file}>
                      <span className={styles.fileName}>
                        {file.resName}
                        {file.pathName ? <span className={styles.path}>{file.pathName}</span> : null}
                        {file.drawingName || file.drawingNumber ? (
                          <span className={styles.path} data-drawing-info="">
                            {t.drawingInfo(file.drawingNumber ?? '', file.drawingName ?? '')}
                          </span>
                        ) : null}
                      </span>
                      <ul className={styles.reasons}>
                        {file.errorReason.map((reason, index) => reasonView(file, reason, index))}
                      </ul>
                    </li>
                  ))}
                </ul>
              ),
            }))}
          />
        </div>
      </Dialog>
      <CorrectSignerDialog
        projectId={projectId}
        enterpriseId={enterpriseId}
        target={target}
        isOpen={correcting}
        onOpenChange={setCorrecting}
        onCorrected={corrected}
        t={t}
      />
    </>
  );
}
