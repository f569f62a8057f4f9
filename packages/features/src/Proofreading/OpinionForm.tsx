import { markInputSchema, OPINION_TYPES, OpinionType } from '@atelier/api';
import { Button, Select } from '@atelier/ui';
import { Form, FormField, FormTextArea, FormTextField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ProofreadingLocale } from './interface';
import { OpinionPicker } from './OpinionPicker';
import * as styles from './Proofreading.css';

/** The opinion of a mark: the shared schema's fields (type, text of at most 500 characters, specialty). */
const opinionSchema = markInputSchema.pick({ opinionType: true, comment: true, specialty: true });
export type OpinionValues = z.output<typeof opinionSchema>;
type OpinionInput = z.input<typeof opinionSchema>;

const EMPTY: OpinionInput = { opinionType: OpinionType.General, comment: '', specialty: '' };

export interface OpinionFormProps {
  strings: ProofreadingLocale;
  isPending: boolean;
  /** Saves the opinion; a refusal keeps the form open with what was typed. (Save is disabled, not "pending", while
   * it runs: the form closes on success, and a pending button's announcement would name a button gone.) */
  onSave: (values: OpinionValues) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * The opinion of a mark just drawn: its type, its text and the specialty, typed or picked from the opinion banks;
 * nothing typed is lost on a refusal.
 */
export function OpinionForm({ strings, isPending, onSave, onCancel }: OpinionFormProps) {
  const form = useForm<OpinionInput, unknown, OpinionValues>({
    resolver: zodResolver(opinionSchema),
    defaultValues: EMPTY,
  });
  return (
    <Form
      form={form}
      className={styles.form}
      aria-label={strings.opinionForm}
      onSubmit={async (values) => {
        await onSave(values);
      }}
    >
      <OpinionPicker
        strings={strings}
        onPick={(opinion) => {
          const type = OPINION_TYPES.find((t) => t === opinion.type) ?? OpinionType.General;
          form.setValue('opinionType', type, { shouldValidate: true });
          form.setValue('comment', opinion.comment, { shouldValidate: true });
          form.setValue('specialty', opinion.opinionSpecialty ?? '');
        }}
      />
      <FormField
        control={form.control}
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
      <FormTextArea control={form.control} name="comment" label={strings.opinion} isRequired />
      <FormTextField control={form.control} name="specialty" label={strings.specialty} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isDisabled={isPending}>
          {strings.save}
        </Button>
        <Button onPress={onCancel}>{strings.cancel}</Button>
      </div>
    </Form>
  );
}
