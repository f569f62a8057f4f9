/**
 * Stamp management's rules, without a DOM (000 sections 3, 5, 7 "Stamps"; issue 11): the stamp form, the deadline,
 * the enterprise list's type / name / state filter and its pages of 50, the image check's outcome as a locale key,
 * the image upload's state, and who may get a signature slot.
 */
import {
  EnterpriseStampListType,
  NameLimit,
  PageSize,
  type Stamp,
  StampEnabled,
  type StampImage,
  StampImageMessage,
  StampType,
} from '@atelier/api';

// ---------------------------------------------------------------------------------------------------------------
// The stamp form
// ---------------------------------------------------------------------------------------------------------------

/** What the create dialog and the rename dialog may refuse, as locale keys. */
export type StampFormProblem = 'nameRequired' | 'nameTooLong' | 'imageRequired' | 'deadlineFormat';

/** The stamp types an enterprise creates (output, custom, registration), in the tabs' order. */
export const enterpriseStampTypes = [StampType.Output, StampType.Custom, StampType.Registration] as const;
export type EnterpriseStampType = (typeof enterpriseStampTypes)[number];

/** The first rule a stamp name breaks (required, at most 30 characters as every generic name), or null. */
export function stampNameProblem(name: string): 'nameRequired' | 'nameTooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'nameRequired';
  if ([...trimmed].length > NameLimit.Generic) return 'nameTooLong';
  return null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export function isDeadline(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A deadline as typed: empty is "none" (null), a real YYYY-MM-DD date is kept, anything else refused. */
export function parseDeadline(text: string): { ok: true; value: string | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  return isDeadline(trimmed) ? { ok: true, value: trimmed } : { ok: false };
}

/** How a stamp's deadline is shown: the date, or '- -' when there is none (000 section 7). */
export const NO_DEADLINE = '- -';
export function deadlineText(stamp: Pick<Stamp, 'deadline'>): string {
  return stamp.deadline ? stamp.deadline : NO_DEADLINE;
}

export interface StampFormValues {
  name: string;
  stampType: StampType;
  image: StampImage | null;
}

/** The create form's problems by field; empty when it may be sent. */
export function stampFormProblems(values: StampFormValues): Partial<Record<'name' | 'image', StampFormProblem>> {
  const problems: Partial<Record<'name' | 'image', StampFormProblem>> = {};
  const name = stampNameProblem(values.name);
  if (name) problems.name = name;
  if (!values.image) problems.image = 'imageRequired';
  return problems;
}

export interface StampInfoValues {
  name: string;
  deadline: string;
}

/** The rename / deadline form's problems by field. */
export function stampInfoProblems(values: StampInfoValues): Partial<Record<'name' | 'deadline', StampFormProblem>> {
  const problems: Partial<Record<'name' | 'deadline', StampFormProblem>> = {};
  const name = stampNameProblem(values.name);
  if (name) problems.name = name;
  if (!parseDeadline(values.deadline).ok) problems.deadline = 'deadlineFormat';
  return problems;
}

/**
 * What `stamp.updateInfo` is sent for an edit: only what changed (a deadline cleared is sent as null), or null when
 * nothing changed.
 */
export function stampInfoChanges(
  stamp: Pick<Stamp, 'name' | 'deadline'>,
  values: StampInfoValues,
): { name?: string; deadline?: string | null } | null {
  const changes: { name?: string; deadline?: string | null } = {};
  const name = values.name.trim();
  if (name !== stamp.name) changes.name = name;
  const deadline = parseDeadline(values.deadline);
  if (deadline.ok && deadline.value !== (stamp.deadline ?? null)) changes.deadline = deadline.value;
  return Object.keys(changes).length > 0 ? changes : null;
}

// ---------------------------------------------------------------------------------------------------------------
// The enterprise list: type, name and state filter, pages of 50
// ---------------------------------------------------------------------------------------------------------------

/** The enterprise list type (getEntStampManagerPage `type`) of a stamp type. */
export function listTypeOf(stampType: EnterpriseStampType): EnterpriseStampListType {
  switch (stampType) {
    case StampType.Output:
      return EnterpriseStampListType.Output;
    case StampType.Custom:
      return EnterpriseStampListType.Custom;
    case StampType.Registration:
      return EnterpriseStampListType.Registered;
  }
}

/** The state filter: every stamp, enabled ones ('1') or disabled ones ('0'). */
export const stampStateFilters = ['all', StampEnabled.Enabled, StampEnabled.Disabled] as const;
export type StampStateFilter = (typeof stampStateFilters)[number];

export interface StampListState {
  type: EnterpriseStampType;
  /** The name searched, as typed. */
  name: string;
  state: StampStateFilter;
  /** 1-based. */
  page: number;
}

export const initialStampListState: StampListState = { type: StampType.Output, name: '', state: 'all', page: 1 };

export type StampListAction =
  | { type: 'type'; value: EnterpriseStampType }
  | { type: 'name'; value: string }
  | { type: 'state'; value: StampStateFilter }
  | { type: 'page'; value: number }
  | { type: 'reset' };

/** Changing the type, the name or the state goes back to the first page; a new tab starts unfiltered. */
export function stampListReducer(state: StampListState, action: StampListAction): StampListState {
  switch (action.type) {
    case 'type':
      return action.value === state.type ? state : { ...initialStampListState, type: action.value };
    case 'name':
      return { ...state, name: action.value, page: 1 };
    case 'state':
      return { ...state, state: action.value, page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(action.value)) };
    case 'reset':
      return { ...initialStampListState, type: state.type };
  }
}

/** Whether the list is narrowed by name or state. */
export function isFiltered(state: Pick<StampListState, 'name' | 'state'>): boolean {
  return state.name.trim() !== '' || state.state !== 'all';
}

/** The stamps whose name contains the searched text (case-insensitively) and whose state matches. */
export function filterStamps<S extends Pick<Stamp, 'name' | 'isEnable'>>(
  stamps: readonly S[],
  state: Pick<StampListState, 'name' | 'state'>,
): S[] {
  const wanted = state.name.trim().toLowerCase();
  return stamps.filter(
    (s) =>
      (wanted === '' || s.name.toLowerCase().includes(wanted)) && (state.state === 'all' || s.isEnable === state.state),
  );
}

export const STAMP_PAGE_SIZE = PageSize.StampList;

/** How many pages `total` items make (at least one). */
export function pageCountOf(total: number, pageSize = STAMP_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** One page of the filtered stamps; a page past the end shows the last one (after a delete emptied it). */
export function pageOfStamps<S>(
  stamps: readonly S[],
  page: number,
  pageSize = STAMP_PAGE_SIZE,
): { rows: S[]; page: number; total: number } {
  const at = Math.min(Math.max(1, page), pageCountOf(stamps.length, pageSize));
  return { rows: stamps.slice((at - 1) * pageSize, at * pageSize), page: at, total: stamps.length };
}

/** What the list shows when no row does: nothing exists of this type, or the filter left nothing. */
export function emptyReason(
  loaded: number,
  shown: number,
  state: Pick<StampListState, 'name' | 'state'>,
): 'none' | 'filtered' | null {
  if (shown > 0) return null;
  return loaded > 0 && isFiltered(state) ? 'filtered' : 'none';
}

/** Whether a stamp is enabled ('1'). */
export const isStampEnabled = (stamp: Pick<Stamp, 'isEnable'>) => stamp.isEnable === StampEnabled.Enabled;

/** The state a switch sends (`updateEnableStatus`). */
export const enableValue = (enabled: boolean): StampEnabled => (enabled ? StampEnabled.Enabled : StampEnabled.Disabled);

// ---------------------------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------------------------

/** Whether the server holds an image for the stamp (a batch-created signature slot has none yet). */
export function hasStampImage(stamp: Pick<Stamp, 'fileMd5'>): boolean {
  return stamp.fileMd5 !== '';
}

/** The image rule's messages as locale keys, so the English locale can say them too. */
export type StampImageProblem = 'format' | 'empty' | 'tooLarge' | 'tooSmall' | 'tooWide' | 'unreadable';

const problemByMessage: Record<StampImageMessage, StampImageProblem> = {
  [StampImageMessage.Format]: 'format',
  [StampImageMessage.Empty]: 'empty',
  [StampImageMessage.TooLarge]: 'tooLarge',
  [StampImageMessage.TooSmall]: 'tooSmall',
  [StampImageMessage.TooWide]: 'tooWide',
  [StampImageMessage.Unreadable]: 'unreadable',
};

/** The locale key of a message of the shared image rule (`checkStampImage`). */
export function stampImageProblem(message: StampImageMessage): StampImageProblem {
  return problemByMessage[message];
}

/**
 * Why an upload failed: the file broke the image rule here (`invalid`, nothing was sent), the server refused it
 * (`refused`, its message), or the request never got an answer (`network`: the same file may be sent again).
 */
export type UploadFailure =
  | { kind: 'invalid'; problem: StampImageProblem }
  | { kind: 'refused'; message: string }
  | { kind: 'network'; message: string };

/**
 * The image upload: what the user last picked (`file`), what is being sent, and the last failure. The image in
 * use (the component's value) is never touched by a failure: it stays until an upload succeeds or it is removed.
 */
export interface UploadState {
  status: 'idle' | 'checking' | 'uploading' | 'failed';
  /** The file picked last; kept after a failure so a retry needs no new pick. */
  file: File | null;
  failure: UploadFailure | null;
}

export const initialUploadState: UploadState = { status: 'idle', file: null, failure: null };

export type UploadAction =
  | { type: 'picked'; file: File }
  | { type: 'invalid'; problem: StampImageProblem }
  | { type: 'sending' }
  | { type: 'failed'; failure: Exclude<UploadFailure, { kind: 'invalid' }> }
  | { type: 'done' };

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'picked':
      return { status: 'checking', file: action.file, failure: null };
    case 'invalid':
      return { ...state, status: 'failed', failure: { kind: 'invalid', problem: action.problem } };
    case 'sending':
      return state.file ? { ...state, status: 'uploading', failure: null } : state;
    case 'failed':
      return { ...state, status: 'failed', failure: action.failure };
    case 'done':
      return initialUploadState;
  }
}

/** A network failure may be retried with the same file; a refused or invalid file needs another one. */
export function canRetry(state: UploadState): boolean {
  return state.status === 'failed' && state.failure?.kind === 'network' && state.file !== null;
}

// ---------------------------------------------------------------------------------------------------------------
// Signature slots (batchCreateStamp) and the member picker
// ---------------------------------------------------------------------------------------------------------------

export interface PersonWithStamps {
  userId: string;
  realname: string;
  phone: string;
  stamps: readonly Pick<Stamp, 'stampType'>[];
}

/** Whether a person already has a signature (a slot included): the batch picker disables them. */
export function hasSignature(person: Pick<PersonWithStamps, 'stamps'>): boolean {
  return person.stamps.some((s) => s.stampType === StampType.PersonalSignature);
}

/** The people offered for new signature slots: everyone, those with a signature disabled. */
export function signatureCandidates(people: readonly PersonWithStamps[]) {
  return people.map((p) => ({
    id: p.userId,
    label: p.realname,
    description: p.phone,
    isDisabled: hasSignature(p),
  }));
}

/** The people offered as a stamp's manager: everyone but the current manager. */
export function managerCandidates(
  people: readonly Pick<PersonWithStamps, 'userId' | 'realname' | 'phone'>[],
  currentId: string | null | undefined,
) {
  return people
    .filter((p) => p.userId !== currentId)
    .map((p) => ({ id: p.userId, label: p.realname, description: p.phone }));
}

/** Splits a list of stamps of the signed-in user into signatures and other stamps (the personal panel). */
export function splitPersonalStamps<S extends Pick<Stamp, 'stampType'>>(
  stamps: readonly S[],
): {
  signatures: S[];
  stamps: S[];
} {
  return {
    signatures: stamps.filter((s) => s.stampType === StampType.PersonalSignature),
    stamps: stamps.filter((s) => s.stampType !== StampType.PersonalSignature),
  };
}
