import { calcRuleFields } from '@atelier/api';
import { Dialog, TextArea, TextField, useToast } from '@atelier/ui';
import { FormField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useController, useForm } from 'react-hook-form';
import * as styles from './Catalog.css';
import {
  fillRowFromBase,
  gridOf,
  type PriceRuleFormOutput,
  type PriceRuleFormValues,
  priceRuleFormSchema,
} from './catalogModel';
import { useCatalogNameCheck, useSaveCalcRule } from './hooks';
import type { PriceRuleListLocale } from './interface';
import { PriceGrid } from './PriceGrid';

type Rule = { id: string; ruleName: string; remarks?: string | null; rows?: { sizeName: string; price: number }[] };

export interface PriceRuleEditorProps {
  /** The rule being edited; null adds one. */
  rule: Rule | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  t: PriceRuleListLocale;
}

const valuesOf = (rule: Rule | null): PriceRuleFormValues => ({
  ruleName: rule?.ruleName ?? '',
  remarks: rule?.remarks ?? '',
  grid: gridOf(rule?.rows),
});

/**
 * 新增 / 编辑计费规则: the name (the name rule, at most 256, unique in the enterprise), remarks, and a price per sheet
 * size and lengthening in the grid (000 section 9). Launched approvals keep the prices they were launched with; new
 * quotes use these. A refused save keeps everything typed.
 */
export function PriceRuleEditor({ rule, isOpen, onOpenChange, t }: PriceRuleEditorProps) {
  const toast = useToast();
  const save = useSaveCalcRule();
  const checkName = useCatalogNameCheck('calcRule');
  const form = useForm<PriceRuleFormValues, unknown, PriceRuleFormOutput>({
    resolver: zodResolver(priceRuleFormSchema),
    defaultValues: valuesOf(rule),
  });
  const { control, handleSubmit, reset, setError, getValues, formState, clearErrors } = form;
  const grid = useController({ control, name: 'grid' });
  useEffect(() => {
    if (isOpen) reset(valuesOf(rule));
  }, [isOpen, rule, reset]);

  const nameIsFree = async () => {
    const name = getValues('ruleName');
    if (!name || !calcRuleFields.ruleName.safeParse(name).success) return true;
    const answer = await checkName(name, rule?.id);
    if (!answer.available) setError('ruleName', { type: 'server', message: answer.message });
    return answer.available;
  };

  const onOk = async (): Promise<boolean> => {
    let values: PriceRuleFormOutput | undefined;
    await handleSubmit((v) => {
      values = v;
    })();
    if (!values || !(await nameIsFree())) return false;
    try {
      await save.mutateAsync({ ...values, ...(rule ? { id: rule.id } : {}) });
    } catch {
      return false;
    }
    toast.success(t.saved);
    onOpenChange(false);
    return true;
  };

  const gridErrors = formState.errors.grid as
    | (Record<string, { message?: string } | undefined> & { message?: string })
    | undefined;
  const cellErrors: Record<string, string> = {};
  for (const [size, error] of Object.entries(gridErrors ?? {})) {
    if (error && typeof error === 'object' && 'message' in error && error.message && size !== 'root') {
      cellErrors[size] = error.message;
    }
  }
  const gridMessage = typeof gridErrors?.message === 'string' ? gridErrors.message : gridErrors?.root?.message;

  return (
    <Dialog
      title={rule ? t.editTitle : t.addTitle}
      width={880}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onOk={onOk}
      okText={t.save}
      cancelText={t.cancel}
    >
      <div className={styles.form}>
        <FormField
          control={control}
          name="ruleName"
          label={t.ruleName}
          isRequired
          render={({ value, onChange, onBlur, ...field }) => (
            <TextField
              {...field}
              value={value}
              onChange={onChange}
              onBlur={() => {
                onBlur();
                void nameIsFree();
              }}
              placeholder={t.ruleNamePlaceholder}
            />
          )}
        />
        <FormField
          control={control}
          name="remarks"
          label={t.remarks}
          render={({ value, onChange, ...field }) => (
            <TextArea {...field} value={value ?? ''} onChange={onChange} placeholder={t.remarksPlaceholder} rows={2} />
          )}
        />
        <PriceGrid
          value={grid.field.value}
          onChange={(next) => {
            grid.field.onChange(next);
            if (formState.isSubmitted) clearErrors('grid');
          }}
          errors={cellErrors}
          gridError={Object.keys(cellErrors).length === 0 ? gridMessage : undefined}
          onFillRow={(base) => grid.field.onChange(fillRowFromBase(grid.field.value, base))}
          t={t}
        />
      </div>
    </Dialog>
  );
}
