import { OpinionBankState, type OpinionImportPlan } from '@atelier/api';
import { and, count, desc, eq, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { opinionBankEntries, opinionImportErrors } from '../db/schema';

export type OpinionRow = typeof opinionBankEntries.$inferSelect;

/** A bank: the person's own (no enterprise), or an enterprise's (`userId` the one acting, who adds rows). */
export type Bank =
  | { state: typeof OpinionBankState.Personal; userId: string }
  | { state: typeof OpinionBankState.Enterprise; enterpriseId: string; userId: string };

/** The rows of a bank. */
function inBank(bank: Bank): SQL {
  return bank.state === OpinionBankState.Personal
    ? (and(
        eq(opinionBankEntries.state, bank.state),
        eq(opinionBankEntries.userId, bank.userId),
        isNull(opinionBankEntries.enterpriseId),
      ) as SQL)
    : (and(eq(opinionBankEntries.state, bank.state), eq(opinionBankEntries.enterpriseId, bank.enterpriseId)) as SQL);
}

export interface OpinionFilter {
  type?: number;
  library?: string;
  keyword?: string;
}

function filtered(bank: Bank, filter: OpinionFilter): SQL {
  const like = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    inBank(bank),
    filter.type !== undefined ? eq(opinionBankEntries.type, filter.type) : undefined,
    filter.library ? eq(opinionBankEntries.library, filter.library) : undefined,
    like ? or(ilike(opinionBankEntries.comment, like), ilike(opinionBankEntries.specialty, like)) : undefined,
  ) as SQL;
}

/** A page of a bank, newest first. */
export async function opinionPage(
  db: Database,
  bank: Bank,
  filter: OpinionFilter,
  page: { num: number; size: number },
) {
  const where = filtered(bank, filter);
  const [total] = await db.select({ n: count() }).from(opinionBankEntries).where(where);
  const list = await db
    .select()
    .from(opinionBankEntries)
    .where(where)
    .orderBy(desc(opinionBankEntries.createdAt), desc(opinionBankEntries.id))
    .limit(page.size)
    .offset((page.num - 1) * page.size);
  return { list, total: total?.n ?? 0 };
}

/** Every opinion of a bank that passes the filter, newest first (the picker's list). */
export async function opinionsOf(db: Database, bank: Bank, filter: OpinionFilter) {
  return db
    .select()
    .from(opinionBankEntries)
    .where(filtered(bank, filter))
    .orderBy(desc(opinionBankEntries.createdAt), desc(opinionBankEntries.id));
}

export async function findOpinion(db: Database, bank: Bank, id: string): Promise<OpinionRow | undefined> {
  const [row] = await db
    .select()
    .from(opinionBankEntries)
    .where(and(inBank(bank), eq(opinionBankEntries.id, id)));
  return row;
}

/** The comments of a bank's library tab (duplicates are refused per tab). */
export async function commentsOf(db: Database, bank: Bank, library: string, exceptId?: string): Promise<string[]> {
  const rows = await db
    .select({ id: opinionBankEntries.id, comment: opinionBankEntries.comment })
    .from(opinionBankEntries)
    .where(and(inBank(bank), eq(opinionBankEntries.library, library)));
  return rows.filter((r) => r.id !== exceptId).map((r) => r.comment);
}

export async function bankSize(db: Database, bank: Bank): Promise<number> {
  const [row] = await db.select({ n: count() }).from(opinionBankEntries).where(inBank(bank));
  return row?.n ?? 0;
}

export interface NewOpinion {
  library: string;
  type: number;
  comment: string;
  specialty: string;
}

/** Adds opinions in one statement; rows later in the list are newer (the list shows them first). */
export async function insertOpinions(db: Database, bank: Bank, rows: readonly NewOpinion[]): Promise<OpinionRow[]> {
  if (!rows.length) return [];
  const enterpriseId = bank.state === OpinionBankState.Enterprise ? bank.enterpriseId : null;
  const now = Date.now();
  return db
    .insert(opinionBankEntries)
    .values(
      rows.map((r, i) => ({
        ...r,
        state: bank.state,
        userId: bank.userId,
        enterpriseId,
        createdAt: new Date(now + i),
      })),
    )
    .returning();
}

export async function updateOpinionRow(db: Database, id: string, changes: Partial<NewOpinion>) {
  const [row] = await db.update(opinionBankEntries).set(changes).where(eq(opinionBankEntries.id, id)).returning();
  return row;
}

export async function deleteOpinionRow(db: Database, id: string) {
  await db.delete(opinionBankEntries).where(eq(opinionBankEntries.id, id));
}

/** Keeps an import's refused rows for its error file; files older than a day go at the same time. */
export async function saveImportErrors(db: Database, userId: string, rows: OpinionImportPlan['refused']) {
  await db.delete(opinionImportErrors).where(lt(opinionImportErrors.createdAt, sql`now() - interval '1 day'`));
  const [row] = await db.insert(opinionImportErrors).values({ userId, rows }).returning({ id: opinionImportErrors.id });
  if (!row) throw new Error('The import errors were not written');
  return row.id;
}

/** The refused rows of one of the person's imports of the last day. */
export async function importErrorsOf(db: Database, userId: string, id: string) {
  const [row] = await db
    .select({ rows: opinionImportErrors.rows })
    .from(opinionImportErrors)
    .where(
      and(
        eq(opinionImportErrors.id, id),
        eq(opinionImportErrors.userId, userId),
        sql`${opinionImportErrors.createdAt} > now() - interval '1 day'`,
      ),
    );
  return row?.rows;
}
