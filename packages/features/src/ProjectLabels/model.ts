import { type Label, LabelLimit, LabelMessage, labelNameSchema, sameLabelName } from '@atelier/api';

/**
 * The label forms' checks before anything is sent (the server checks the same again): the name rule, then a name
 * another of the person's labels has. Null when the name may be saved.
 */
export function labelNameError(name: string, labels: readonly Label[], editingId?: string): string | null {
  const parsed = labelNameSchema.safeParse(name);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? LabelMessage.NameRequired;
  return labels.some((l) => l.id !== editingId && sameLabelName(l.name, parsed.data)) ? LabelMessage.NameTaken : null;
}

/** Whether a label may still be chosen for a project: chosen already, or fewer than five are. */
export function labelChoosable(chosen: readonly string[], id: string): boolean {
  return chosen.includes(id) || chosen.length < LabelLimit.PerProject;
}

/** Whether the person may create one more label. */
export const canAddLabel = (labels: readonly Label[]) => labels.length < LabelLimit.PerPerson;
