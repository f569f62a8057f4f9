import { markInputSchema, OPINION_TYPES, OpinionType } from '@atelier/api';
import { Button, Select, TextArea, TextField } from '@atelier/ui';
import { FormField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ProofreadingLocale } from './interface';
import * as styles from './Proofreading.css';

/** The opinion of a mark: the shared schema's fields (type, text of at most 500 characters, specialty). */
const opinionSchema = markInputSchema.pick({ opinionType: true, comment: true, specialty: true });
export type OpinionValues = z.output<typeof opinionSchema>;
type OpinionInput = z.input<typeof opinionSchema>;

const EMPTY: OpinionInput = { opinionType: OpinionType.General, comment: '', specialty: '' };

export interface OpinionFormProps {
  strings: ProofreadingLocale;
  isPending: boolean;
  /** Saves the opinion; a refusal keeps the form open with what was typed. */
  onSave: (values: OpinionValues) => Promise<boolean>;
  onCancel: () => void;
}

/** The opinion of a mark just drawn: its type, its text and the specialty; nothing typed is lost on a refusal. */
export function OpinionForm({ strings, isPending, onSave, onCancel }: OpinionFormProps) {
  const { control, handleSubmit } = useForm<OpinionInput, unknown, OpinionValues>({
    resolver: zodResolver(opinionSchema),
    defaultValues: EMPTY,
  });
  const submit = handleSubmit(async (values) => {
    await onSave(values);
  });
  return (
    <form
      className={styles.form}
      aria-label={strings.opinionForm}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormField
        control={control}
        name="opinionType"
        label={strings.opinionType}
        isRequired
        render={({ value, onChange, isInvalid, errorMessage }) => (
          <Select
            label={strings.opinionType}
            isRequired
            isInvalid={isInvalid}
            errorMessage={errorMessage}
            items={OPINION_TYPES.map((type) => ({ id: type, label: strings.opinionTypes[type] }))}
            selectedKey={value ?? null}
            onSelectionChange={(key) => onChange((key === null ? OpinionType.General : Number(key)) as OpinionType)}
          />
        )}
      />
      <FormField
        control={control}
        name="comment"
        label={strings.opinion}
        isRequired
        render={({ value, onChange, ...field }) => (
          <TextArea {...field} isRequired autoFocus value={value ?? ''} onChange={onChange} />
        )}
      />
      <FormField
        control={control}
        name="specialty"
        label={strings.specialty}
        render={({ value, onChange, ...field }) => <TextField {...field} value={value ?? ''} onChange={onChange} />}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={isPending}>
          {strings.save}
        </Button>
        <Button onPress={onCancel}>{strings.cancel}</Button>
      </div>
    </form>
  );
}
