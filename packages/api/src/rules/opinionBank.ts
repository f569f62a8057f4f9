import { z } from 'zod';
import { idSchema, pageQueryShape } from '../entities/common';
import type { ValueOf } from '../entities/constants/types';
import {
  OPINION_MAX,
  OPINION_TYPES,
  type OpinionType,
  opinionTextSchema,
  opinionTypeSchema,
  opinionTypeText,
  opinionTypeTextEn,
} from './proofreading';
import { Refuse, type RuleRefusal } from './refusal';

/**
 * Opinion banks (意见库; 000 sections 7 and 9, 001 sections 3.6 and 7.3; issue 29): standard review comments a
 * reviewer picks from while marking. Each person keeps a personal bank (/account/opinion); each enterprise keeps one
 * its administrators tend (/enterprise/opinion). An opinion is id, comment, type (the mark's four types),
 * opinionCation (the library tab: 1 review, 2 general) and opinionSpecialty. Shared by the server, the fixtures and
 * the forms; the import's row checks answer in zh-CN (the product's language) and en-US.
 */

/** Which bank: the import's `state` (001 7.3 names the query field, not its values: Atelier's reading). */
export const OpinionBankState = { Personal: '1', Enterprise: '2' } as const;
export type OpinionBankState = ValueOf<typeof OpinionBankState>;

/** The library tabs (001 section 3.6): 1 review (评审意见库), 2 general (通用意见库); an opinion's opinionCation. */
export const OpinionLibrary = { Review: '1', General: '2' } as const;
export type OpinionLibrary = ValueOf<typeof OpinionLibrary>;
export const OPINION_LIBRARIES: readonly OpinionLibrary[] = [OpinionLibrary.Review, OpinionLibrary.General];
export const opinionLibraryText: Record<OpinionLibrary, string> = { '1': '评审意见库', '2': '通用意见库' };
export const opinionLibraryTextEn: Record<OpinionLibrary, string> = { '1': 'Review library', '2': 'General library' };

export const OpinionBankLimit = {
  /** 000 section 9. */
  PageSize: 30,
  SpecialtyMax: 50,
  /** Rows one sheet may bring (a bank is a list people pick from, not an archive). */
  ImportRows: 1000,
  /** Opinions in one bank. */
  PerBank: 5000,
} as const;

export const OpinionBankMessage = {
  TypeRequired: '请选择意见类型',
  LibraryRequired: '请选择意见库',
  SpecialtyTooLong: `专业不能超过${OpinionBankLimit.SpecialtyMax}个字`,
  NotFound: '意见不存在',
  Duplicate: '意见库中已有相同的意见',
  BankFull: `一个意见库最多${OpinionBankLimit.PerBank}条意见`,
  NotYours: '只能维护自己的意见库',
  NoEnterpriseBank: '您没有维护企业意见库的权限',
  ErrorFileNotFound: '错误文件不存在或已过期',
} as const;

export const opinionTypeFieldSchema = z.literal([1, 2, 4, 6], { error: OpinionBankMessage.TypeRequired });
export const opinionLibrarySchema = z.enum(OpinionLibrary, { error: OpinionBankMessage.LibraryRequired });
export const opinionBankStateSchema = z.enum(OpinionBankState);
export const opinionSpecialtySchema = z.string().trim().max(OpinionBankLimit.SpecialtyMax, {
  error: OpinionBankMessage.SpecialtyTooLong,
});

/** What a person types into the create / edit dialog (the comment as a mark's: required, at most 500). */
export const opinionInputSchema = z.object({
  comment: opinionTextSchema,
  type: opinionTypeFieldSchema,
  opinionCation: opinionLibrarySchema,
  opinionSpecialty: opinionSpecialtySchema.optional(),
});
export type OpinionInput = z.input<typeof opinionInputSchema>;

/** An edit: the opinion's id and the fields that change. */
export const opinionUpdateSchema = opinionInputSchema.partial().extend({ id: idSchema });

/** A bank's page (30 by default), by tab and type; the keyword matches the comment and the specialty. */
export const opinionQuerySchema = z.object({
  ...pageQueryShape,
  type: opinionTypeSchema.optional(),
  opinionCation: opinionLibrarySchema.optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type OpinionQuery = z.input<typeof opinionQuerySchema>;

/** Two comments are the same opinion when they read the same, spaces around and case aside. */
export const sameOpinion = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A new opinion (or an edited comment) against the bank's tab: not already there, the bank not full. */
export function opinionRefusal(facts: { duplicate: boolean; count?: number }): RuleRefusal | null {
  if (facts.count !== undefined && facts.count >= OpinionBankLimit.PerBank) {
    return Refuse.invalid(OpinionBankMessage.BankFull);
  }
  return facts.duplicate ? Refuse.nameTaken(OpinionBankMessage.Duplicate) : null;
}

export function opinionFoundRefusal(found: unknown): RuleRefusal | null {
  return found ? null : Refuse.invalid(OpinionBankMessage.NotFound);
}

// The import: the spec's templates (one per bank and tab), read back by the same columns.

/** The template's columns, in order; a sheet is read by these titles (either language). */
export const OPINION_SHEET_COLUMNS = {
  'zh-CN': ['意见内容', '意见类型', '专业'],
  'en-US': ['Opinion', 'Type', 'Specialty'],
} as const;
export type SheetLocale = keyof typeof OPINION_SHEET_COLUMNS;

/** The error file's extra column: the reason a row was refused. */
export const OPINION_ERROR_COLUMN: Record<SheetLocale, { row: string; reason: string }> = {
  'zh-CN': { row: '行号', reason: '错误原因' },
  'en-US': { row: 'Row', reason: 'Reason' },
};

/** The reasons a row of an imported sheet is refused, and what refuses a whole sheet. */
export const OpinionImportMessage = {
  'zh-CN': {
    commentRequired: '意见内容不能为空',
    commentTooLong: `意见内容不能超过${OPINION_MAX}个字`,
    typeRequired: '意见类型不能为空',
    typeUnknown: `意见类型应为：${OPINION_TYPES.map((t) => opinionTypeText[t]).join('、')}`,
    specialtyTooLong: `专业不能超过${OpinionBankLimit.SpecialtyMax}个字`,
    duplicate: '意见库中已有相同的意见',
    duplicateInSheet: '与表格中前面的行重复',
    notSpreadsheet: '请上传.xlsx格式的Excel文件',
    wrongColumns: '表格的列与模板不一致，请下载模板填写',
    empty: '表格中没有意见',
    tooManyRows: `一次最多导入${OpinionBankLimit.ImportRows}条意见`,
    bankFull: `一个意见库最多${OpinionBankLimit.PerBank}条意见`,
  },
  'en-US': {
    commentRequired: 'The opinion is empty',
    commentTooLong: `The opinion is longer than ${OPINION_MAX} characters`,
    typeRequired: 'The type is empty',
    typeUnknown: `The type must be one of: ${OPINION_TYPES.map((t) => opinionTypeTextEn[t]).join(', ')}`,
    specialtyTooLong: `The specialty is longer than ${OpinionBankLimit.SpecialtyMax} characters`,
    duplicate: 'The bank already has this opinion',
    duplicateInSheet: 'Repeats an earlier row of the sheet',
    notSpreadsheet: 'Upload an Excel file (.xlsx)',
    wrongColumns: "The sheet's columns differ from the template's: download the template and fill it in",
    empty: 'The sheet has no opinions',
    tooManyRows: `At most ${OpinionBankLimit.ImportRows} opinions can be imported at once`,
    bankFull: `A bank holds at most ${OpinionBankLimit.PerBank} opinions`,
  },
} as const satisfies Record<SheetLocale, Record<string, string>>;
export type OpinionImportReason = keyof (typeof OpinionImportMessage)['zh-CN'];

/** A row as read from a sheet: its number in the sheet (the title row is 1) and its three cells as text. */
export interface OpinionSheetRow {
  row: number;
  comment: string;
  type: string;
  specialty: string;
}

/** The type a cell names: its zh-CN or en-US text, or its code. */
export function opinionTypeOfCell(cell: string): OpinionType | null {
  const text = cell.trim().toLowerCase();
  for (const type of OPINION_TYPES) {
    if (text === String(type) || text === opinionTypeText[type] || text === opinionTypeTextEn[type].toLowerCase()) {
      return type;
    }
  }
  return null;
}

/** The first reason a row is refused, or null. `taken` holds the bank tab's comments and the sheet's earlier rows. */
export function opinionRowReason(
  row: OpinionSheetRow,
  taken: { bank: (comment: string) => boolean; sheet: (comment: string) => boolean },
): OpinionImportReason | null {
  const comment = row.comment.trim();
  if (!comment) return 'commentRequired';
  if (comment.length > OPINION_MAX) return 'commentTooLong';
  if (!row.type.trim()) return 'typeRequired';
  if (opinionTypeOfCell(row.type) === null) return 'typeUnknown';
  if (row.specialty.trim().length > OpinionBankLimit.SpecialtyMax) return 'specialtyTooLong';
  if (taken.bank(comment)) return 'duplicate';
  if (taken.sheet(comment)) return 'duplicateInSheet';
  return null;
}

export interface OpinionImportPlan {
  accepted: { row: number; comment: string; type: OpinionType; opinionSpecialty: string }[];
  refused: (OpinionSheetRow & { reason: OpinionImportReason })[];
}

/**
 * Sorts a sheet's rows into the ones to add and the ones refused with their reason; `existing` is the comments
 * already in the bank's tab, `room` how many more the bank takes (rows past it are refused as bankFull).
 */
export function planOpinionImport(
  rows: readonly OpinionSheetRow[],
  existing: readonly string[],
  room: number = Number.POSITIVE_INFINITY,
): OpinionImportPlan {
  const bank = new Set(existing.map((c) => c.trim().toLowerCase()));
  const sheet = new Set<string>();
  const plan: OpinionImportPlan = { accepted: [], refused: [] };
  for (const row of rows) {
    const key = row.comment.trim().toLowerCase();
    let reason = opinionRowReason(row, { bank: () => bank.has(key), sheet: () => sheet.has(key) });
    if (!reason && plan.accepted.length >= room) reason = 'bankFull';
    if (key) sheet.add(key);
    if (reason) plan.refused.push({ ...row, reason });
    else {
      plan.accepted.push({
        row: row.row,
        comment: row.comment.trim(),
        type: opinionTypeOfCell(row.type) as OpinionType,
        opinionSpecialty: row.specialty.trim(),
      });
    }
  }
  return plan;
}

/** The template's file name, per bank and tab (001 3.6: templates for the enterprise's and the personal libraries). */
export function opinionTemplateName(state: OpinionBankState, library: OpinionLibrary): string {
  const bank = state === OpinionBankState.Enterprise ? '企业' : '个人';
  return `${bank}${opinionLibraryText[library]}导入模板.xlsx`;
}

export const OPINION_ERROR_FILE_NAME = '意见导入错误数据.xlsx';
