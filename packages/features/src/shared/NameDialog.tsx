import { Dialog, TextField } from '@atelier/ui';
import { type ReactNode, useEffect, useState } from 'react';
import * as styles from './section.css';

export interface NameDialogProps {
  isOpen: boolean;
  title: string;
  label: string;
  placeholder: string;
  maxLength: number;
  /** The name being changed; none when adding. */
  initial?: string | undefined;
  /** The rule's message for this name, or null when it may be saved. */
  check: (name: string) => string | null;
  okText: string;
  cancelText: string;
  onClose: () => void;
  /** Called with the trimmed name; resolves true when done, false (a refusal the shared handling showed) keeps the
   * dialog and what was typed. */
  onSubmit: (name: string) => Promise<boolean> | boolean;
  /** Fields under the name (a duty's signing checkbox); their state is the caller's. */
  children?: ReactNode;
}

/**
 * Adds or renames a named thing (a specialty, a duty, a role, a project template or one of its folders): the rule's
 * message under the field on 确定, cleared as the name is typed; what was typed kept on a refusal.
 */
export function NameDialog(props: NameDialogProps) {
  const { isOpen, initial } = props;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!isOpen) return;
    setName(initial ?? '');
    setError(undefined);
  }, [isOpen, initial]);

  const onOk = async () => {
    const message = props.check(name);
    if (message !== null) {
      setError(message);
      return false;
    }
    return props.onSubmit(name.trim());
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
          maxLength={props.maxLength}
          onChange={(value) => {
            setName(value);
            setError(undefined);
          }}
          isInvalid={error !== undefined}
          errorMessage={error}
        />
        {props.children}
      </div>
    </Dialog>
  );
}
