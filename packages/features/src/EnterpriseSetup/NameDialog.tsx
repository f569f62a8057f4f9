import { SETUP_NAME_MAX } from '@atelier/api';
import { Checkbox, Dialog, TextField } from '@atelier/ui';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import * as styles from './EnterpriseSetup.css';

export interface NameDialogValue {
  name: string;
  isSign: boolean;
}

interface NameDialogProps {
  isOpen: boolean;
  title: string;
  label: string;
  placeholder: string;
  /** The name rule (required, at most 30): its message shows under the field. */
  schema: z.ZodType<string, string>;
  initial?: NameDialogValue | undefined;
  /** The signing checkbox of a duty. */
  sign?: { label: string; help: string } | undefined;
  okText: string;
  cancelText: string;
  onClose: () => void;
  /** Resolves true when saved; false (a refusal the shared handling showed) keeps the dialog and what was typed. */
  onSubmit: (value: NameDialogValue) => Promise<boolean>;
}

/** Adds or renames a specialty, a duty (with its signing flag) or a role. */
export function NameDialog(props: NameDialogProps) {
  const { isOpen, initial, schema } = props;
  const [name, setName] = useState('');
  const [isSign, setIsSign] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!isOpen) return;
    setName(initial?.name ?? '');
    setIsSign(initial?.isSign ?? false);
    setError(undefined);
  }, [isOpen, initial]);

  const onOk = async () => {
    const parsed = schema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return false;
    }
    return props.onSubmit({ name: parsed.data, isSign });
  };

  return (
    <Dialog
      title={props.title}
      width={480}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      okText={props.okText}
      cancelText={props.cancelText}
      onOk={onOk}
    >
      <div className={styles.form}>
        <TextField
          label={props.label}
          placeholder={props.placeholder}
          isRequired
          autoFocus
          value={name}
          maxLength={SETUP_NAME_MAX}
          onChange={(value) => {
            setName(value);
            setError(undefined);
          }}
          isInvalid={error !== undefined}
          errorMessage={error}
        />
        {props.sign ? (
          <Checkbox isSelected={isSign} onChange={setIsSign} description={props.sign.help}>
            {props.sign.label}
          </Checkbox>
        ) : null}
      </div>
    </Dialog>
  );
}

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  text: string;
  okText: string;
  cancelText: string;
  onClose: () => void;
  onConfirm: () => Promise<boolean>;
}

/** Confirms a deletion or a removal; a refusal keeps it open (the shared handling showed why). */
export function ConfirmDialog({ isOpen, title, text, okText, cancelText, onClose, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      width={420}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger: true }}
      onOk={onConfirm}
    >
      <p className={styles.hint}>{text}</p>
    </Dialog>
  );
}
