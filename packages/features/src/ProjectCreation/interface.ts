import type { ProjectListEntry } from '@atelier/api';
import type { WizardDraft } from './model';

/**
 * What the creation dialogs take and the strings they show. The rules' messages are the shared ones of
 * `@atelier/api` (ProjectMessage); the strings here are the dialogs' own.
 */

interface CreationBaseProps {
  /** Sent as `enterpriseId` (the X-Ent header carries it when omitted). */
  enterpriseId?: string;
  isOpen: boolean;
  /** Called after the creation with the new project, before the dialog closes: open its directory. */
  onCreated: (project: ProjectListEntry) => void;
  /** Called when the user abandons the creation (confirmed for the wizard). */
  onCancel: () => void;
}

export interface QuickProjectDialogProps extends CreationBaseProps {
  /** The signed-in user: the creator, not offered among the people. */
  currentUserId?: string;
  locale?: Partial<QuickProjectDialogLocale>;
}

export interface ProjectWizardProps extends CreationBaseProps {
  /** The draft to start from (kept by the portal in the session); an empty one when unset. */
  draft?: WizardDraft | null;
  /** Called on every change, to keep the draft across reloads. */
  onDraftChange?: (draft: WizardDraft) => void;
  /**
   * People's enterprise-level specialties and duties by user id, where the enterprise records them: a person
   * lacking a cell's specialty or duty is disabled there with 无权限 (5.5). Unset: nobody is disabled.
   */
  profiles?: Readonly<Record<string, PersonProfile>>;
  /** The creation is prohibited (001 section 2.5): the create button is disabled. */
  isCreateDisabled?: boolean;
  locale?: Partial<ProjectWizardLocale>;
}

/** A person's enterprise specialties and duties (null or unset: not recorded). */
export interface PersonProfile {
  specialtyIds?: readonly string[] | null;
  dutyIds?: readonly string[] | null;
}

export interface QuickProjectDialogLocale {
  /** 新建快捷项目 */
  title: string;
  nameLabel: string;
  namePlaceholder: string;
  simpleNameLabel: string;
  simpleNamePlaceholder: string;
  /** The short name is stored as X{year}-{input}. */
  simpleNameHelp: (year: number) => string;
  peopleLabel: string;
  peoplePlaceholder: string;
  ok: string;
  cancel: string;
  loadFailed: string;
  retry: string;
}

export interface ProjectWizardLocale {
  /** 新建普通项目 */
  title: string;
  steps: string;
  stepBasic: string;
  stepSubItems: string;
  templateLabel: string;
  templateHelp: string;
  noTemplate: string;
  templateOption: (name: string, folders: number) => string;
  stepPersonnel: string;
  nameLabel: string;
  simpleNameLabel: string;
  simpleNameHelp: (year: number) => string;
  designNumLabel: string;
  buildUnitLabel: string;
  yearLabel: string;
  addressLabel: string;
  scaleLabel: string;
  cooperationLabel: string;
  typeLabel: string;
  typeOptions: Record<string, string>;
  subItemsHeading: (count: number, max: number) => string;
  subItemName: (position: number) => string;
  subItemDesignNum: (position: number) => string;
  removeSubItem: (position: number) => string;
  addSubItem: string;
  managersLabel: string;
  leadersLabel: string;
  specialtiesLabel: string;
  dutiesLabel: string;
  cellLabel: (specialty: string, duty: string) => string;
  noPermission: string;
  previous: string;
  next: string;
  create: string;
  cancel: string;
  confirmRemove: string;
  confirmCancelTitle: string;
  abandon: string;
  keepEditing: string;
  loadFailed: string;
  retry: string;
}
