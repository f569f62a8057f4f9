import type { CheckedFile } from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { Alert, Checkbox, ComboBox, Dialog } from '@atelier/ui';
import { useEffect, useMemo, useState } from 'react';
import { useProjectUsers } from '../FlowTemplateDialog';
import { useCorrectSigner } from './hooks';
import type { DrawingCheckLocale } from './interface';
import type { SignerCorrection } from './model';

/** What the user clicked: a signer field of a drawing and the drawings recognised the same way. */
export interface CorrectionTarget {
  dutyId: string;
  dutyName: string;
  /** The clicked drawing first, then the others with the same duty and recognised name. */
  files: CheckedFile[];
}

interface CorrectSignerDialogProps {
  projectId: string;
  enterpriseId?: string | undefined;
  target: CorrectionTarget | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCorrected: (correction: SignerCorrection) => void;
  t: DrawingCheckLocale;
}

/**
 * Picks the project member who really signs (placeholder 请更正) and saves the correction for the clicked drawing,
 * and, when chosen, the others recognised the same way. A refusal is shown in the dialog; the choice stays.
 */
export function CorrectSignerDialog({
  projectId,
  enterpriseId,
  target,
  isOpen,
  onOpenChange,
  onCorrected,
  t,
}: CorrectSignerDialogProps) {
  const users = useProjectUsers(projectId, enterpriseId, isOpen);
  const correct = useCorrectSigner(projectId);
  const [userId, setUserId] = useState<string | null>(null);
  const [includeOthers, setIncludeOthers] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  // A new target starts clean.
  useEffect(() => {
    setUserId(null);
    setIncludeOthers(true);
    setError(null);
    setMissing(false);
    correct.reset();
  }, [correct.reset]);

  const people = useMemo(
    () =>
      (users.data ?? []).map((user) => ({
        id: user.userId,
        label: user.realname,
        description: [user.entDutyName, user.phone].filter(Boolean).join(' · '),
      })),
    [users.data],
  );
  const others = target ? target.files.length - 1 : 0;

  const save = async () => {
    if (!target) return false;
    if (!userId) {
      setMissing(true);
      return false;
    }
    const files = includeOthers ? target.files : target.files.slice(0, 1);
    const resIds = files.map((file) => file.resId);
    setError(null);
    try {
      await correct.mutateAsync({ resIds, dutyId: target.dutyId, userId });
    } catch (failure) {
      setError(isApiError(failure) || failure instanceof Error ? failure.message : String(failure));
      return false;
    }
    const person = users.data?.find((user) => user.userId === userId);
    onCorrected({ resIds, dutyId: target.dutyId, realname: person?.realname ?? '' });
    return true;
  };

  const first = target?.files[0];
  return (
    <Dialog
      title={t.correctTitle}
      width={480}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      okText={t.save}
      cancelText={t.cancel}
      onOk={save}
    >
      {target && first ? (
        <>
          <p>
            {t.correctDrawing}：{first.resName}
          </p>
          <ComboBox
            label={target.dutyName}
            placeholder={t.correctPlaceholder}
            items={people}
            isLoading={users.isLoading}
            selectedKey={userId}
            onSelectionChange={(key) => {
              setUserId(key === null ? null : String(key));
              setMissing(false);
            }}
            isRequired
            isInvalid={missing}
            errorMessage={missing ? t.correctRequired : undefined}
          />
          {others > 0 ? (
            <Checkbox isSelected={includeOthers} onChange={setIncludeOthers}>
              {t.correctAlso(others)}
            </Checkbox>
          ) : null}
          {error ? <Alert tone="error" title={error} /> : null}
        </>
      ) : null}
    </Dialog>
  );
}
