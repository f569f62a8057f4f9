export { useCreateOrdinaryProject, useCreateQuickProject, useEnterprisePeople, useUniquenessChecks } from './hooks';
export type {
  PersonProfile,
  ProjectWizardLocale,
  ProjectWizardProps,
  QuickProjectDialogLocale,
  QuickProjectDialogProps,
} from './interface';
export { emptyDraft, parseDraft, type WizardDraft, WizardStep } from './model';
export { ProjectWizard } from './ProjectWizard';
export { QuickProjectDialog } from './QuickProjectDialog';
