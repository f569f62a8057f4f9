import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/index';
import { downloadTickets, enterpriseMembers, enterprises, projects, sessions } from '../db/schema';

export type TicketRow = typeof downloadTickets.$inferSelect;
export type NewTicketRow = typeof downloadTickets.$inferInsert;

export async function insertTicket(db: Database, row: NewTicketRow): Promise<void> {
  await db.insert(downloadTickets).values(row);
}

/** A ticket of this kind by its hash, if it has not expired. */
export async function findLiveTicket(
  db: Database,
  ticketHash: string,
  kind: string,
  now: Date,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(downloadTickets)
    .where(
      and(
        eq(downloadTickets.ticketHash, ticketHash),
        eq(downloadTickets.kind, kind),
        gt(downloadTickets.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** A session ticket's conditions: this hash and kind, not expired, its issuing session still open. */
function sessionTicketValid(db: Database, ticketHash: string, kind: string, now: Date) {
  const liveSessions = db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(gt(sessions.expiresAt, now));
  return and(
    eq(downloadTickets.ticketHash, ticketHash),
    eq(downloadTickets.kind, kind),
    gt(downloadTickets.expiresAt, now),
    inArray(downloadTickets.sessionTokenHash, liveSessions),
  );
}

/**
 * Marks a valid, unused session ticket used in one statement, `UPDATE … WHERE used_at IS NULL … RETURNING`, so that
 * of two redemptions at the same moment exactly one gets the row (PostgreSQL re-checks the condition on the row the
 * first one updated). Answers the row, or undefined when nothing was marked.
 */
export async function markSessionTicketUsed(
  db: Database,
  ticketHash: string,
  kind: string,
  now: Date,
): Promise<TicketRow | undefined> {
  const [used] = await db
    .update(downloadTickets)
    .set({ usedAt: now })
    .where(and(sessionTicketValid(db, ticketHash, kind, now), isNull(downloadTickets.usedAt)))
    .returning();
  return used;
}

/** A valid session ticket (used or not when `unusedOnly` is false). */
export async function findValidSessionTicket(
  db: Database,
  ticketHash: string,
  kind: string,
  now: Date,
  unusedOnly: boolean,
): Promise<TicketRow | undefined> {
  const valid = sessionTicketValid(db, ticketHash, kind, now);
  const [row] = await db
    .select()
    .from(downloadTickets)
    .where(unusedOnly ? and(valid, isNull(downloadTickets.usedAt)) : valid)
    .limit(1);
  return row;
}

export async function deleteTicketsExpiredBefore(db: Database, now: Date): Promise<void> {
  await db.delete(downloadTickets).where(lt(downloadTickets.expiresAt, now));
}

/** The enterprise of a project, when the user is a member of that enterprise. */
export async function memberEnterpriseOfProject(
  db: Database,
  projectId: string,
  userId: string,
): Promise<{ id: string; expiresAt: Date | null } | undefined> {
  const [enterprise] = await db
    .select({ id: enterprises.id, expiresAt: enterprises.expiresAt })
    .from(projects)
    .innerJoin(enterprises, eq(enterprises.id, projects.enterpriseId))
    .innerJoin(
      enterpriseMembers,
      and(eq(enterpriseMembers.enterpriseId, enterprises.id), eq(enterpriseMembers.userId, userId)),
    )
    .where(eq(projects.id, projectId))
    .limit(1);
  return enterprise;
}
