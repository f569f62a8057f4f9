import type { DrawingCheckResult, DrawingRef } from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { Alert, Button, Dialog, Spinner, useConfirm, useToast } from '@atelier/ui';
import { useRef, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { useApiClient } from '../provider';
import * as styles from './DrawingCheck.css';
import { DrawingCheckDialog } from './DrawingCheckDialog';
import type { DrawingCheck, UseDrawingCheckOptions } from './interface';
import { afterCheck, type DrawingCheckPhase } from './model';

/**
 * The drawing check before a launch (000 sections 2 and 5): offers it (是否对图纸进行校验？), runs it behind a
 * progress dialog (the call's 30 s timeout; a timeout or a network failure says so and offers a retry), goes on
 * when there are no errors and otherwise shows the result dialog. The quick stamp wizard and the ordered-signing
 * dialog both run it.
 */
export function useDrawingCheck({
  projectId,
  enterpriseId,
  isFastApproval,
  onGoHandle,
  timeout,
  locale,
}: UseDrawingCheckOptions): DrawingCheck {
  const t = useFeatureLocale('DrawingCheck', locale);
  const client = useApiClient();
  const confirm = useConfirm();
  const toast = useToast();
  const [phase, setPhase] = useState<DrawingCheckPhase>({ kind: 'idle' });
  // The last result stays for the result dialog's closing animation and for a reopen.
  const [result, setResult] = useState<DrawingCheckResult | null>(null);
  const pending = useRef<{ files: readonly DrawingRef[]; resolve: (goOn: boolean) => void } | null>(null);
  const abort = useRef<AbortController | null>(null);

  const finish = (goOn: boolean) => {
    abort.current?.abort();
    abort.current = null;
    setPhase({ kind: 'idle' });
    const current = pending.current;
    pending.current = null;
    current?.resolve(goOn);
  };

  const check = async (attempt: number) => {
    const current = pending.current;
    if (!current) return;
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'checking', attempt });
    try {
      const answer = await client.drawingCheck.check(
        { projectId, fileList: [...current.files], isFastApproval, ...(enterpriseId ? { enterpriseId } : {}) },
        { signal: controller.signal, ...(timeout ? { timeout } : {}) },
      );
      if (controller.signal.aborted) return;
      const next = afterCheck(answer);
      if (next.outcome === 'continue') {
        toast.success(t.passed(current.files.length));
        finish(true);
        return;
      }
      setResult(answer);
      setPhase(next.phase);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (isApiError(error) && (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'http')) {
        setPhase({ kind: 'failed', reason: error.kind === 'timeout' ? 'timeout' : 'network' });
        return;
      }
      // The server refused (its message was shown by the shared response handling): stay.
      finish(false);
    }
  };

  const run = (files: readonly DrawingRef[]) =>
    new Promise<boolean>((resolve) => {
      pending.current?.resolve(false);
      pending.current = { files, resolve };
      setPhase({ kind: 'asking' });
      void confirm({
        title: t.askTitle,
        content: t.askContent,
        okText: t.check,
        cancelText: t.skip,
        tone: 'info',
      }).then((wanted) => {
        if (wanted) void check(1);
        else finish(true);
      });
    });

  const progressOpen = phase.kind === 'checking' || phase.kind === 'failed';
  const element = (
    <>
      <Dialog
        title={t.progressTitle}
        width={420}
        isOpen={progressOpen}
        isKeyboardDismissDisabled={phase.kind === 'checking'}
        onOpenChange={(open) => {
          if (!open) finish(false);
        }}
        footer={
          <div className={styles.footer}>
            <Button onPress={() => finish(false)}>{t.cancel}</Button>
            {phase.kind === 'failed' ? (
              <Button variant="primary" onPress={() => void check(2)}>
                {t.retry}
              </Button>
            ) : null}
          </div>
        }
      >
        {phase.kind === 'failed' ? (
          <Alert tone="error" title={phase.reason === 'timeout' ? t.timedOut : t.networkFailed} />
        ) : (
          <div className={styles.progress}>
            <Spinner size="lg" tip={t.checking} />
          </div>
        )}
      </Dialog>
      <DrawingCheckDialog
        projectId={projectId}
        {...(enterpriseId ? { enterpriseId } : {})}
        result={result}
        isFastApproval={isFastApproval}
        isOpen={phase.kind === 'result'}
        onOpenChange={(open) => {
          if (!open && phase.kind === 'result') finish(false);
        }}
        onGoHandle={(files) => {
          onGoHandle?.(files);
          finish(false);
        }}
        onContinue={() => finish(true)}
        locale={locale}
      />
    </>
  );
  return { run, element };
}
