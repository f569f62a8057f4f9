import {
  OPINION_TYPES,
  type Opinion,
  type OpinionInput,
  type OpinionLibrary,
  OpinionType,
  opinionInputSchema,
} from '@atelier/api';
import { Dialog, Select, TextArea, TextField } from '@atelier/ui';
import { useEffect, useState } from 'react';
import type { OpinionBankLocale } from './interface';
import * as styles from './OpinionBank.css';

type Errors = Partial<Record<'comment' | 'type' | 'opinionSpecialty', string>>;

export interface OpinionDialogProps {
  isOpen: boolean;
  /** The opinion edited; none when adding. */
  opinion: Opinion | null;
  /** The library tab the opinion goes into. */
  library: OpinionLibrary;
  t: OpinionBankLocale;
  onClose: () => void;
  /** Resolves true when saved; false (a refusal the shared handling showed) keeps what was typed. */
  onSubmit: (input: OpinionInput) => Promise<boolean>;
}

/** Adds or edits an opinion: its text (required, at most 500), its type and specialty, checked by the shared rule. */
export function OpinionDialog({ isOpen, opinion, library, t, onClose, onSubmit }: OpinionDialogProps) {
  const [comment, setComment] = useState('');
  const [type, setType] = useState<number>(OpinionType.General);
  const [specialty, setSpecialty] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (!isOpen) return;
    setComment(opinion?.comment ?? '');
    setType(opinion?.type ?? OpinionType.General);
    setSpecialty(opinion?.opinionSpecialty ?? '');
    setErrors({});
  }, [isOpen, opinion]);

  const onOk = async () => {
    const parsed = opinionInputSchema.safeParse({ comment, type, opinionCation: library, opinionSpecialty: specialty });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return false;
    }
    return onSubmit(parsed.data);
  };

  return (
    <Dialog
      title={opinion ? t.editTitle : t.addTitle}
      width={560}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      okText={t.ok}
      cancelText={t.cancel}
      onOk={onOk}
    >
      <div className={styles.form}>
        <TextArea
          label={t.comment}
          placeholder={t.commentPlaceholder}
          isRequired
          autoFocus
          value={comment}
          onChange={(value) => {
            setComment(value);
            setErrors((e) => ({ ...e, comment: undefined }));
          }}
          isInvalid={errors.comment !== undefined}
          errorMessage={errors.comment}
        />
        <Select
          label={t.type}
          isRequired
          items={OPINION_TYPES.map((id) => ({ id, label: t.types[id] }))}
          selectedKey={type}
          onSelectionChange={(key) => setType(Number(key ?? OpinionType.General))}
          isInvalid={errors.type !== undefined}
          errorMessage={errors.type}
        />
        <TextField
          label={t.specialty}
          placeholder={t.specialtyPlaceholder}
          value={specialty}
          onChange={setSpecialty}
          isInvalid={errors.opinionSpecialty !== undefined}
          errorMessage={errors.opinionSpecialty}
        />
      </div>
    </Dialog>
  );
}
