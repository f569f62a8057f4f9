import { PublishPlanMessage, ResponseCode } from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { Dialog, Select, TextField, useToast } from '@atelier/ui';
import { useEffect, useRef, useState } from 'react';
import * as styles from './Catalog.css';
import type { PublishPlansLocale } from './interface';
import { usePlanNameCheck, useSavePlan } from './planHooks';
import { PLAN_TYPES, planNameError } from './planModel';

export interface EditedPlan {
  id: string;
  planName: string;
  planType: number;
}

export interface PlanDialogProps {
  projectId: string;
  /** The plan being edited; null adds one. */
  plan: EditedPlan | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  t: PublishPlansLocale;
}

/**
 * 新建 / 编辑发布计划: the name (the name rule, at most 256, unique in the project: the server's checkPlanName on
 * blur and again on 确定, its message under the field) and the type. A refusal keeps everything typed.
 */
export function PlanDialog({ projectId, plan, isOpen, onOpenChange, t }: PlanDialogProps) {
  const toast = useToast();
  const save = useSavePlan(projectId);
  const checkName = usePlanNameCheck(projectId, plan?.id);
  const [name, setName] = useState('');
  const [type, setType] = useState<number>(PLAN_TYPES[0] ?? 1);
  const [error, setError] = useState<string | undefined>();
  // What is in the field now: a check answered late must not mark a name typed since.
  const current = useRef(name);
  current.current = name;

  useEffect(() => {
    if (!isOpen) return;
    setName(plan?.planName ?? '');
    setType(plan?.planType ?? PLAN_TYPES[0] ?? 1);
    setError(undefined);
  }, [isOpen, plan]);

  /** The rule, then the server's check; the message goes under the field. */
  const nameIsFree = async (): Promise<boolean> => {
    const message = planNameError(name);
    if (message !== null) {
      setError(message);
      return false;
    }
    const typed = name.trim();
    const answer = await checkName(typed);
    if (answer.available) return true;
    if (current.current.trim() === typed) setError(answer.message);
    return false;
  };

  const onOk = async (): Promise<boolean> => {
    if (!(await nameIsFree())) return false;
    try {
      await save.mutateAsync({ planName: name.trim(), planType: type, ...(plan ? { id: plan.id } : {}) });
    } catch (error) {
      // The shared response handling has said why; the dialog keeps what was typed. A name taken meanwhile (40007)
      // is also said under the field.
      if (isApiError(error) && error.kind === 'response' && error.code === ResponseCode.Warning) {
        setError(error.message || PublishPlanMessage.PlanNameTaken);
      }
      return false;
    }
    toast.success(plan ? t.saved : t.created);
    onOpenChange(false);
    return true;
  };

  return (
    <Dialog
      title={plan ? t.editTitle : t.addTitle}
      width={480}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onOk={onOk}
      okText={t.save}
      cancelText={t.cancel}
    >
      <div className={styles.form}>
        <TextField
          label={t.planName}
          placeholder={t.namePlaceholder}
          isRequired
          autoFocus
          value={name}
          onChange={(value) => {
            setName(value);
            setError(undefined);
          }}
          onBlur={() => {
            if (name.trim() !== '') void nameIsFree();
          }}
          isInvalid={error !== undefined}
          errorMessage={error}
        />
        <Select
          label={t.planType}
          isRequired
          items={PLAN_TYPES.map((id) => ({ id, label: t.types[id] ?? String(id) }))}
          selectedKey={type}
          onSelectionChange={(key) => {
            if (key !== null) setType(Number(key));
          }}
        />
      </div>
    </Dialog>
  );
}
