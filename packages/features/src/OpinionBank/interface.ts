import type { OpinionBankState, OpinionLibrary, OpinionType } from '@atelier/api';

export interface OpinionBankLocale {
  title: Record<OpinionBankState, string>;
  hint: Record<OpinionBankState, string>;
  libraries: Record<OpinionLibrary, string>;
  types: Record<OpinionType, string>;
  typeFilter: string;
  allTypes: string;
  keyword: string;
  keywordPlaceholder: string;
  add: string;
  import: string;
  comment: string;
  type: string;
  specialty: string;
  specialtyPlaceholder: string;
  commentPlaceholder: string;
  actions: string;
  edit: string;
  delete: string;
  actionOf: (action: string, comment: string) => string;
  addTitle: string;
  editTitle: string;
  deleteTitle: string;
  deleteText: (comment: string) => string;
  added: string;
  saved: string;
  deleted: string;
  empty: string;
  loadFailed: string;
  retry: string;
  ok: string;
  cancel: string;
  // The import dialog
  importTitle: (library: string) => string;
  importStep1: string;
  downloadTemplate: string;
  importStep2: string;
  fileTypes: string;
  picked: (name: string) => string;
  startImport: string;
  importing: string;
  importDone: (success: number, failed: number) => string;
  downloadErrors: string;
  close: string;
  noFile: string;
}

export interface OpinionBankProps {
  /** Whose bank: '1' the signed-in person's (/account/opinion), '2' the enterprise's (/enterprise/opinion). */
  state: OpinionBankState;
  /** The bank's heading; false where the page's header already names it (the portal's pages). Default true. */
  showTitle?: boolean;
  locale?: Partial<OpinionBankLocale>;
}
