import { ConflictChoice } from '@atelier/api';
import { Dialog, RadioGroup } from '@atelier/ui';
import { useState } from 'react';
import { useFeatureLocale } from '../locale';
import * as styles from './FileManager.css';
import type { ConflictDialogProps } from './interface';

const CHOICES = [ConflictChoice.Replace, ConflictChoice.KeepBoth, ConflictChoice.Skip] as const;

/**
 * Names already taken in the target folder (a move, a copy): replace (a file there gets the incoming one as a new
 * version), keep both ("name (1)"), or skip them. Keep both is chosen first: it loses nothing.
 */
export function ConflictDialog({ names, isOpen, onChoose, onCancel, locale }: ConflictDialogProps) {
  const t = useFeatureLocale('FileManager', locale);
  const [choice, setChoice] = useState<ConflictChoice>(ConflictChoice.KeepBoth);
  return (
    <Dialog
      title={t.conflictTitle}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      onOk={() => onChoose(choice)}
      okText={t.ok}
      cancelText={t.cancel}
    >
      <div className={styles.section}>
        <p className={styles.muted}>{t.conflictIntro(names.length)}</p>
        <ul className={styles.names}>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        <RadioGroup
          label={t.conflictChoice}
          value={choice}
          onChange={(value) => setChoice(value as ConflictChoice)}
          options={CHOICES.map((value) => ({ value, label: t.choiceLabels[value] }))}
        />
      </div>
    </Dialog>
  );
}
