/**
 * Opinion banks (意见库, issue 29): the person's own and the enterprise's lists of standard review comments, the
 * picker's list while marking, and the spreadsheet import with its templates and error file. Rules and messages are
 * the shared ones (packages/api rules/opinionBank.ts, sheets/opinionSheet.ts); the SQL is in repository.ts.
 */
import {
  OPINION_ERROR_FILE_NAME,
  type Opinion,
  OpinionBankLimit,
  OpinionBankMessage,
  OpinionBankState,
  type OpinionImportResult,
  type OpinionInput,
  type OpinionLibrary,
  type OpinionQuery,
  OpinionSheetError,
  opinionErrorSheet,
  opinionFoundRefusal,
  opinionRefusal,
  opinionTemplate,
  opinionTemplateName,
  permissionKeysOf,
  permissionsFor,
  planOpinionImport,
  Refuse,
  readOpinionSheet,
  sameOpinion,
  XLSX_TYPE,
} from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, enforce, refuse } from '../domain/errors';
import {
  type Bank,
  bankSize,
  commentsOf,
  deleteOpinionRow,
  findOpinion,
  importErrorsOf,
  insertOpinions,
  type OpinionRow,
  opinionPage,
  opinionsOf,
  saveImportErrors,
  updateOpinionRow,
} from './repository';

/** The menu key of the enterprise bank's page (意见库), which its calls answer to. */
export const ENTERPRISE_BANK_MENU = 'enterpriseOpinion';

export const personalBank = (userId: string): Bank => ({ state: OpinionBankState.Personal, userId });
export const enterpriseBank = (actor: Actor): Bank => ({
  state: OpinionBankState.Enterprise,
  enterpriseId: actor.enterpriseId,
  userId: actor.userId,
});

const view = (row: OpinionRow): Opinion => ({
  id: row.id,
  comment: row.comment,
  type: row.type,
  opinionCation: row.library,
  opinionSpecialty: row.specialty,
  state: row.state as OpinionBankState,
});

/** A bank's page, 30 by default, newest first. */
export async function listOpinions(db: Database, bank: Bank, query: OpinionQuery) {
  const page = await opinionPage(
    db,
    bank,
    { type: query.type, library: query.opinionCation, keyword: query.keyword || undefined },
    { num: query.pageNum ?? 1, size: query.pageSize ?? OpinionBankLimit.PageSize },
  );
  return { list: page.list.map(view), total: page.total };
}

const taken = async (db: Database, bank: Bank, library: string, comment: string, exceptId?: string) =>
  (await commentsOf(db, bank, library, exceptId)).some((c) => sameOpinion(c, comment));

export async function createOpinion(db: Database, bank: Bank, input: OpinionInput & { userId?: string }) {
  if (input.userId !== undefined && input.userId !== bank.userId) deny(OpinionBankMessage.NotYours);
  const library = input.opinionCation;
  enforce(
    opinionRefusal({ duplicate: await taken(db, bank, library, input.comment), count: await bankSize(db, bank) }),
  );
  const [row] = await insertOpinions(db, bank, [
    { library, type: input.type, comment: input.comment, specialty: input.opinionSpecialty ?? '' },
  ]);
  return view(row as OpinionRow);
}

export async function updateOpinion(db: Database, bank: Bank, input: Partial<OpinionInput> & { id: string }) {
  const row = await findOpinion(db, bank, input.id);
  enforce(opinionFoundRefusal(row));
  const current = row as OpinionRow;
  const library = input.opinionCation ?? current.library;
  const comment = input.comment ?? current.comment;
  enforce(opinionRefusal({ duplicate: await taken(db, bank, library, comment, current.id) }));
  const updated = await updateOpinionRow(db, current.id, {
    library,
    comment,
    type: input.type ?? current.type,
    specialty: input.opinionSpecialty ?? current.specialty,
  });
  return view(updated as OpinionRow);
}

export async function deleteOpinion(db: Database, bank: Bank, id: string) {
  enforce(opinionFoundRefusal(await findOpinion(db, bank, id)));
  await deleteOpinionRow(db, id);
  return null;
}

/** getAllOpinionBank: the caller's own opinions, then the enterprise's, of the type and matching the keyword. */
export async function pickableOpinions(db: Database, actor: Actor, query: { type?: number; keyword?: string }) {
  const filter = { type: query.type, keyword: query.keyword || undefined };
  const own = await opinionsOf(db, personalBank(actor.userId), filter);
  const firm = await opinionsOf(db, enterpriseBank(actor), filter);
  return [...own, ...firm].map(view);
}

/** The caller's enterprise, as the import needs it to tell whether they tend the enterprise bank. */
export interface ImportCaller {
  userId: string;
  enterprise: { id: string; roles: string[]; grants: string[] } | null;
}

/** The bank an import goes into: the caller's own, or the enterprise's if they hold its menu key. */
export function importBank(caller: ImportCaller, state: OpinionBankState): Bank {
  if (state === OpinionBankState.Personal) return personalBank(caller.userId);
  const enterprise = caller.enterprise;
  const keys = enterprise ? permissionKeysOf(permissionsFor(enterprise.roles, enterprise.grants)) : [];
  if (!enterprise || !keys.includes(ENTERPRISE_BANK_MENU)) deny(OpinionBankMessage.NoEnterpriseBank);
  return { state, enterpriseId: enterprise.id, userId: caller.userId };
}

/**
 * A filled-in template into a bank's tab: the good rows added, the refused ones kept for the error file. A whole
 * sheet refused (not xlsx, other columns, empty, too many rows) answers its message and adds nothing.
 */
export async function importOpinions(
  db: Database,
  bank: Bank,
  library: OpinionLibrary,
  file: Blob,
): Promise<OpinionImportResult> {
  const rows = await readOpinionSheet(file).catch((error: unknown) => {
    if (error instanceof OpinionSheetError) refuse(Refuse.invalid(error.message));
    throw error;
  });
  const room = OpinionBankLimit.PerBank - (await bankSize(db, bank));
  const plan = planOpinionImport(rows, await commentsOf(db, bank, library), Math.max(room, 0));
  await insertOpinions(
    db,
    bank,
    plan.accepted.map((a) => ({ library, type: a.type, comment: a.comment, specialty: a.opinionSpecialty })),
  );
  const errorId = plan.refused.length ? await saveImportErrors(db, bank.userId, plan.refused) : null;
  return { total: rows.length, success: plan.accepted.length, failed: plan.refused.length, errorId };
}

/** The error file of one of the caller's imports (kept a day). */
export async function importErrorFile(db: Database, userId: string, id: string) {
  const rows = await importErrorsOf(db, userId, id);
  if (!rows) refuse(Refuse.invalid(OpinionBankMessage.ErrorFileNotFound));
  return { body: await opinionErrorSheet(rows), fileName: OPINION_ERROR_FILE_NAME, contentType: XLSX_TYPE };
}

/** The template of a bank's tab. */
export async function opinionTemplateFile(state: OpinionBankState, library: OpinionLibrary) {
  return {
    body: await opinionTemplate(library),
    fileName: opinionTemplateName(state, library),
    contentType: XLSX_TYPE,
  };
}
