import {
  type BuildingType,
  type Duty,
  DutyRole,
  type PersonnelAssignment,
  ProjectMessage,
  personnelError,
  projectBasicInfoSchema,
  projectYears,
  removalQuestion,
  type Specialty,
  StaffType,
  subItemCountError,
  subItemErrors,
} from '@atelier/api';
import type { ApiClient } from '@atelier/api/client';

/**
 * The creation wizards' pure parts (001 sections 4.4, 5.3-5.6): the ordinary wizard's draft, the step guard, the
 * personnel grid's changes and the requests; the quick dialog's request. No DOM, no client calls.
 */

export const WizardStep = { Basic: 0, SubItems: 1, Personnel: 2 } as const;
export type WizardStep = (typeof WizardStep)[keyof typeof WizardStep];
export const WIZARD_STEPS: readonly WizardStep[] = [WizardStep.Basic, WizardStep.SubItems, WizardStep.Personnel];

/** Step 1 as typed: every field a string or a number, nothing missing (empty is ''). */
export interface BasicInfoValues {
  name: string;
  simpleName: string;
  designNum: string;
  Development: string;
  year: number;
  address: string;
  /** Empty (null) or a number. */
  scale: number | null;
  cooOrg: string;
  type: BuildingType | null;
}

export interface SubItemRow {
  /** A stable key for the row (not sent). */
  key: string;
  name: string;
  designNum: string;
}

/** The personnel step: kept specialties and duties, managers, persons in charge, people by cell. */
export interface PersonnelValues {
  /** Null until the dictionaries have loaded once (then every specialty is kept by default). */
  specialtyIds: string[] | null;
  dutyIds: string[] | null;
  managerIds: string[];
  leaderIds: string[];
  /** People per specialty and duty, keyed by {@link cellKey}. */
  cells: Record<string, string[]>;
}

/** The whole wizard, as kept in the session between reloads. */
export interface WizardDraft {
  step: WizardStep;
  basic: BasicInfoValues;
  subItems: SubItemRow[];
  personnel: PersonnelValues;
  /** The project template chosen on step 2 (createProPro?templateId=); absent in drafts kept before templates. */
  templateId?: string | null;
}

export const cellKey = (specialtyId: string, dutyId: string) => `${specialtyId}|${dutyId}`;

let rowSequence = 0;
export const newSubItemRow = (): SubItemRow => {
  rowSequence += 1;
  return { key: `row-${Date.now().toString(36)}-${rowSequence}`, name: '', designNum: '' };
};

export function emptyDraft(now: Date = new Date()): WizardDraft {
  return {
    step: WizardStep.Basic,
    basic: {
      name: '',
      simpleName: '',
      designNum: '',
      Development: '',
      year: projectYears(now)[0] ?? now.getFullYear(),
      address: '',
      scale: null,
      cooOrg: '',
      type: null,
    },
    subItems: [newSubItemRow()],
    personnel: { specialtyIds: null, dutyIds: null, managerIds: [], leaderIds: [], cells: {} },
    templateId: null,
  };
}

/** A draft read back from storage, or null when it is not one (an older shape, a broken string). */
export function parseDraft(text: string | null): WizardDraft | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<WizardDraft>;
    if (
      typeof value !== 'object' ||
      value === null ||
      !WIZARD_STEPS.includes(value.step as WizardStep) ||
      typeof value.basic?.name !== 'string' ||
      !Array.isArray(value.subItems) ||
      typeof value.personnel?.cells !== 'object'
    ) {
      return null;
    }
    return value as WizardDraft;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The step guard (001 section 4.4)
// ---------------------------------------------------------------------------------------------------------------

/** Step 1 passes the form's rules (uniqueness is the server's, checked by the wizard before moving on). */
export function basicInfoError(basic: BasicInfoValues): string | null {
  const parsed = projectBasicInfoSchema.safeParse(toBasicInfo(basic));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** Step 2 passes: 1 to 20 sub-items, each valid and unique. */
export function subItemsError(rows: readonly SubItemRow[]): string | null {
  const count = subItemCountError(rows.length);
  if (count) return count;
  for (const errors of subItemErrors(rows)) {
    const message = errors.name ?? errors.designNum;
    if (message) return message;
  }
  return null;
}

export interface StepFacts {
  /** The specialty and duty dictionaries have loaded (4.4: step 2 to 3 waits for them). */
  dictionariesLoaded: boolean;
}

/**
 * Whether the wizard may move from `step` to the next one: the message that stops it, or null. Step 1 to 2 after
 * the form's rules; 2 to 3 after at least one sub-item and the dictionaries; 3 creates (personnel rules).
 */
export function forwardBlocker(draft: WizardDraft, facts: StepFacts): string | null {
  switch (draft.step) {
    case WizardStep.Basic:
      return basicInfoError(draft.basic);
    case WizardStep.SubItems:
      return subItemsError(draft.subItems) ?? (facts.dictionariesLoaded ? null : DICTIONARIES_LOADING);
    default:
      return personnelError(personnelStep(draft.personnel));
  }
}

/** The step-guard's message while the dictionaries load (not shown as an error: the button waits). */
export const DICTIONARIES_LOADING = 'dictionaries-loading';

/** The next step, when the guard allows (the same step otherwise; the last step stays). */
export function nextStep(draft: WizardDraft, facts: StepFacts): WizardDraft {
  if (draft.step === WizardStep.Personnel || forwardBlocker(draft, facts) !== null) return draft;
  return { ...draft, step: (draft.step + 1) as WizardStep };
}

/** Back moves one step (nothing typed is lost). */
export function previousStep(draft: WizardDraft): WizardDraft {
  return draft.step === WizardStep.Basic ? draft : { ...draft, step: (draft.step - 1) as WizardStep };
}

// ---------------------------------------------------------------------------------------------------------------
// Sub-items
// ---------------------------------------------------------------------------------------------------------------

export function addSubItem(rows: readonly SubItemRow[]): SubItemRow[] {
  return rows.length >= 20 ? [...rows] : [...rows, newSubItemRow()];
}
export function removeSubItem(rows: readonly SubItemRow[], key: string): SubItemRow[] {
  return rows.filter((r) => r.key !== key);
}
export function changeSubItem(
  rows: readonly SubItemRow[],
  key: string,
  field: 'name' | 'designNum',
  value: string,
): SubItemRow[] {
  return rows.map((r) => (r.key === key ? { ...r, [field]: value } : r));
}

// ---------------------------------------------------------------------------------------------------------------
// Personnel
// ---------------------------------------------------------------------------------------------------------------

/** The duties offered for the grid: the enterprise's, without the manager duties (5.10) and disabled ones. */
export function ordinaryDuties(duties: readonly Duty[]): Duty[] {
  return duties.filter((d) => !d.disabled && d.dutyRole !== DutyRole.Manager);
}

/** The first time the dictionaries load: every specialty and every ordinary duty is kept. */
export function withDictionaries(
  personnel: PersonnelValues,
  specialties: readonly Specialty[],
  duties: readonly Duty[],
): PersonnelValues {
  return {
    ...personnel,
    specialtyIds: personnel.specialtyIds ?? specialties.map((s) => s.id),
    dutyIds: personnel.dutyIds ?? ordinaryDuties(duties).map((d) => d.id),
  };
}

/** Who is placed where, from the grid's cells (kept specialties and duties only). */
export function assignmentsOf(personnel: PersonnelValues): PersonnelAssignment[] {
  const specialties = personnel.specialtyIds ?? [];
  const duties = personnel.dutyIds ?? [];
  const found: PersonnelAssignment[] = [];
  for (const dictSpecialtyId of specialties) {
    for (const dictDutyId of duties) {
      for (const userId of personnel.cells[cellKey(dictSpecialtyId, dictDutyId)] ?? []) {
        found.push({ userId, dictSpecialtyId, dictDutyId });
      }
    }
  }
  return found;
}

function personnelStep(personnel: PersonnelValues) {
  return {
    specialtyIds: personnel.specialtyIds ?? [],
    dutyIds: personnel.dutyIds ?? [],
    assignments: assignmentsOf(personnel),
  };
}

/** What changing the kept specialties (or duties) to `next` means. */
export type KeptChange =
  /** Refused: none would remain; the message to show. */
  | { kind: 'refused'; message: string }
  /** Removing some that have people: ask `question` first, then apply `personnel`. */
  | { kind: 'confirm'; question: string; personnel: PersonnelValues }
  | { kind: 'apply'; personnel: PersonnelValues };

export function changeKept(
  personnel: PersonnelValues,
  kind: 'specialty' | 'duty',
  next: readonly string[],
): KeptChange {
  if (next.length === 0) {
    return {
      kind: 'refused',
      message: kind === 'specialty' ? ProjectMessage.SpecialtyRequired : ProjectMessage.DutyRequired,
    };
  }
  const before = (kind === 'specialty' ? personnel.specialtyIds : personnel.dutyIds) ?? [];
  const removed = before.filter((id) => !next.includes(id));
  const assignments = assignmentsOf(personnel);
  const question = removed.map((id) => removalQuestion(kind, id, assignments)).find((q) => q !== null) ?? null;
  // The cells of what is removed go with it.
  const cells = Object.fromEntries(
    Object.entries(personnel.cells).filter(([key]) => {
      const [specialtyId = '', dutyId = ''] = key.split('|');
      return !removed.includes(kind === 'specialty' ? specialtyId : dutyId);
    }),
  );
  const changed: PersonnelValues = {
    ...personnel,
    cells,
    ...(kind === 'specialty' ? { specialtyIds: [...next] } : { dutyIds: [...next] }),
  };
  return question ? { kind: 'confirm', question, personnel: changed } : { kind: 'apply', personnel: changed };
}

export function setCell(personnel: PersonnelValues, specialtyId: string, dutyId: string, userIds: readonly string[]) {
  return { ...personnel, cells: { ...personnel.cells, [cellKey(specialtyId, dutyId)]: [...userIds] } };
}

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

/** Step 1 as the contract takes it: optional texts left empty are not sent. */
export function toBasicInfo(basic: BasicInfoValues) {
  return {
    name: basic.name,
    simpleName: basic.simpleName,
    designNum: basic.designNum,
    Development: basic.Development,
    year: basic.year,
    ...(basic.address ? { address: basic.address } : {}),
    ...(basic.scale !== null && !Number.isNaN(basic.scale) ? { scale: basic.scale } : {}),
    ...(basic.cooOrg ? { cooOrg: basic.cooOrg } : {}),
    ...(basic.type ? { type: basic.type } : {}),
  };
}

export type CreateOrdinaryRequest = Parameters<ApiClient['project']['createProPro']>[0];
export type CreateQuickRequest = Parameters<ApiClient['project']['createFastPro']>[0];

export function toCreateOrdinaryRequest(draft: WizardDraft, enterpriseId?: string): CreateOrdinaryRequest {
  const { personnel } = draft;
  return {
    ...(draft.templateId ? { templateId: draft.templateId } : {}),
    projectInfo: { ...toBasicInfo(draft.basic), ...(enterpriseId ? { enterpriseId } : {}) },
    subItems: draft.subItems.map(({ name, designNum }) => ({ name, designNum })),
    specialtyIds: personnel.specialtyIds ?? [],
    dutyIds: personnel.dutyIds ?? [],
    projectUserInfos: [
      ...personnel.managerIds.map((userId) => ({ userId, staffType: StaffType.ProjectManager })),
      ...personnel.leaderIds.map((userId) => ({ userId, staffType: StaffType.PersonInCharge })),
    ],
    projectUserDutyVos: assignmentsOf(personnel),
  };
}

export interface QuickProjectValues {
  name: string;
  simpleName: string;
  userIds: string[];
}

export function toCreateQuickRequest(values: QuickProjectValues, enterpriseId?: string): CreateQuickRequest {
  return {
    projectInfo: { name: values.name, simpleName: values.simpleName, ...(enterpriseId ? { enterpriseId } : {}) },
    projectUserInfos: values.userIds.map((userId) => ({ userId })),
  };
}

/** Which step-1 field a server message of a refused creation concerns (8.3), so the wizard can show it there. */
export function fieldOfRefusal(message: string): 'name' | 'simpleName' | 'designNum' | null {
  if (message === ProjectMessage.NameTaken) return 'name';
  if (message === ProjectMessage.ShortNameTaken) return 'simpleName';
  if (message === ProjectMessage.DesignNumTaken) return 'designNum';
  return null;
}
