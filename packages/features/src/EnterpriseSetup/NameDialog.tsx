import { SETUP_NAME_MAX } from '@atelier/api';
import { Checkbox } from '@atelier/ui';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { NameDialog as SharedNameDialog } from '../shared/NameDialog';

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

/** Adds or renames a specialty, a duty (with its signing flag) or a role: the shared name dialog with the setup's rule. */
export function NameDialog({ schema, initial, sign, onSubmit, ...props }: NameDialogProps) {
  const { isOpen } = props;
  const [isSign, setIsSign] = useState(false);
  const initialSign = initial?.isSign ?? false;

  useEffect(() => {
    if (isOpen) setIsSign(initialSign);
  }, [isOpen, initialSign]);

  return (
    <SharedNameDialog
      {...props}
      maxLength={SETUP_NAME_MAX}
      initial={initial?.name}
      check={(name) => schema.safeParse(name).error?.issues[0]?.message ?? null}
      onSubmit={(name) => onSubmit({ name, isSign })}
    >
      {sign ? (
        <Checkbox isSelected={isSign} onChange={setIsSign} description={sign.help}>
          {sign.label}
        </Checkbox>
      ) : null}
    </SharedNameDialog>
  );
}
