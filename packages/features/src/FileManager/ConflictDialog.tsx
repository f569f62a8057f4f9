import { ConflictChoice } from '@atelier/api';
import { Checkbox, Dialog, RadioGroup } from '@atelier/ui';
import { useEffect, useState } from 'react';
import { useFeatureLocale } from '../locale';
import * as styles from './FileManager.css';
import type { ConflictDialogProps } from './interface';
import { chooseConflict, conflictsLeft, startConflictSteps } from './model';

const CHOICES = [ConflictChoice.Replace, ConflictChoice.KeepBoth, ConflictChoice.Skip] as const;

/**
 * Names already taken in the target folder (a move, a copy, an upload), asked about one by one: replace (a file
 * there gets the incoming one as a new version), keep both ("name (1)"), or skip; "apply to all" gives the choice
 * to every name left. Keep both is chosen first: it loses nothing. Done, `onChoose` gets the choices per name and
 * the one applied to the rest; cancelling at any step sends nothing.
 */
export function ConflictDialog({ names, isOpen, onChoose, onCancel, locale }: ConflictDialogProps) {
  const t = useFeatureLocale('FileManager', locale);
  const [steps, setSteps] = useState(() => startConflictSteps(names));
  const [choice, setChoice] = useState<ConflictChoice>(ConflictChoice.KeepBoth);
  const [applyToAll, setApplyToAll] = useState(false);

  // A new set of names (or the dialog opened again) starts from the first name.
  useEffect(() => {
    if (!isOpen) return;
    setSteps(startConflictSteps(names));
    setChoice(ConflictChoice.KeepBoth);
    setApplyToAll(false);
  }, [names, isOpen]);

  const current = steps.names[steps.index] ?? names[0] ?? '';
  const left = conflictsLeft(steps);
  const many = steps.names.length > 1;

  return (
    <Dialog
      title={t.conflictTitle}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      onOk={() => {
        const result = chooseConflict(steps, choice, applyToAll && left > 0);
        if (!result.done) {
          // The next name is asked about with the same choice ready.
          setSteps(result.steps);
          setApplyToAll(false);
          return false;
        }
        onChoose(result.resolution);
        return true;
      }}
      okText={left > 0 && !applyToAll ? t.nextConflict : t.ok}
      cancelText={t.cancel}
    >
      <div className={styles.section}>
        <p className={styles.muted}>{t.conflictIntro(steps.names.length)}</p>
        {many ? (
          <ul className={styles.names} aria-label={t.conflictNames}>
            {steps.names.map((name, index) => (
              <li key={name} aria-current={index === steps.index ? 'step' : undefined}>
                {index === steps.index ? <strong>{name}</strong> : name}
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.current} aria-live="polite">
          {many ? t.conflictProgress(steps.index + 1, steps.names.length) : null}
          <strong>{current}</strong>
          {t.conflictExists}
        </p>
        <RadioGroup
          label={t.conflictChoice}
          value={choice}
          onChange={(value) => setChoice(value as ConflictChoice)}
          options={CHOICES.map((value) => ({ value, label: t.choiceLabels[value] }))}
        />
        {left > 0 ? (
          <Checkbox isSelected={applyToAll} onChange={setApplyToAll}>
            {t.applyToAll(left)}
          </Checkbox>
        ) : null}
      </div>
    </Dialog>
  );
}
