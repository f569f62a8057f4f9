import { Dialog, TextField } from '@atelier/ui';
import { useEffect, useState } from 'react';

interface NameDialogProps {
  isOpen: boolean;
  title: string;
  label: string;
  placeholder: string;
  maxLength: number;
  initial?: string | undefined;
  /** The rule's message for this name, or null when it may be saved. */
  check: (name: string) => string | null;
  okText: string;
  cancelText: string;
  onClose: () => void;
  /** Resolves true when done; false (a refusal the shared handling showed) keeps the dialog and what was typed. */
  onSubmit: (name: string) => Promise<boolean> | boolean;
}

/** Names a template or a folder: the rule's message under the field, what was typed kept on a refusal. */
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
    </Dialog>
  );
}
