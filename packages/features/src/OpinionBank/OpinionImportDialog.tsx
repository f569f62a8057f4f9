import {
  OPINION_ERROR_FILE_NAME,
  type OpinionBankState,
  type OpinionImportResult,
  type OpinionLibrary,
  opinionTemplateName,
} from '@atelier/api';
import { Alert, Button, Dialog, FilePicker } from '@atelier/ui';
import { useEffect, useState } from 'react';
import { saveBlob } from '../download';
import { useOpinionChanges, useOpinionFiles } from './hooks';
import type { OpinionBankLocale } from './interface';
import * as styles from './OpinionBank.css';

export interface OpinionImportDialogProps {
  isOpen: boolean;
  state: OpinionBankState;
  library: OpinionLibrary;
  t: OpinionBankLocale;
  onClose: () => void;
}

/**
 * Imports a filled-in template into a bank's tab: the template to download, the sheet to pick, then what was added
 * and refused, with the refused rows as a file to download (the row, the reason).
 */
export function OpinionImportDialog({ isOpen, state, library, t, onClose }: OpinionImportDialogProps) {
  const changes = useOpinionChanges(state);
  const files = useOpinionFiles(state);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<OpinionImportResult | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    setFile(null);
    setMissing(false);
    setResult(null);
  }, [isOpen]);

  const start = async () => {
    if (!file) {
      setMissing(true);
      return;
    }
    try {
      setResult(await changes.import.mutateAsync({ option: library, file }));
    } catch {
      // The shared handling showed the refusal (not a spreadsheet, other columns...); the file may be picked again.
    }
  };

  const footer = result ? (
    <Button variant="primary" onPress={onClose}>
      {t.close}
    </Button>
  ) : (
    <>
      <Button onPress={onClose}>{t.cancel}</Button>
      <Button variant="primary" isPending={changes.import.isPending} onPress={() => void start()}>
        {t.startImport}
      </Button>
    </>
  );

  return (
    <Dialog
      title={t.importTitle(t.libraries[library])}
      width={560}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={footer}
    >
      {result ? (
        <div className={styles.form}>
          <Alert
            tone={result.failed ? 'warning' : 'success'}
            showIcon
            title={t.importDone(result.success, result.failed)}
          />
          {result.errorId ? (
            <div>
              <Button
                isPending={files.errors.isPending}
                onPress={async () => {
                  const blob = await files.errors.mutateAsync(result.errorId ?? '');
                  saveBlob(blob, OPINION_ERROR_FILE_NAME);
                }}
              >
                {t.downloadErrors}
              </Button>
            </div>
          ) : null}
        </div>
      ) : (
        <div className={styles.steps}>
          <p className={styles.hint}>{t.importStep1}</p>
          <div>
            <Button
              isPending={files.template.isPending}
              onPress={async () => {
                const blob = await files.template.mutateAsync(library);
                saveBlob(blob, opinionTemplateName(state, library));
              }}
            >
              {t.downloadTemplate}
            </Button>
          </div>
          <p className={styles.hint}>{t.importStep2}</p>
          <FilePicker
            accept={['.xlsx']}
            allowsMultiple={false}
            allowsDirectories={false}
            description={t.fileTypes}
            onSelect={(picked) => {
              const first = picked[0];
              if (!first) return;
              setFile(first.file);
              setMissing(false);
            }}
          />
          {file ? <p>{t.picked(file.name)}</p> : null}
          {missing ? <Alert tone="error" showIcon title={t.noFile} /> : null}
        </div>
      )}
    </Dialog>
  );
}
