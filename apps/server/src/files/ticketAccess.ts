import { expiredEnterpriseRefusal, isEnterpriseExpired } from '@atelier/api';
import { type ProjectAccess, projectAccess } from '../access/projectAccess';
import type { Database } from '../db/index';
import { deny, ErrorMessage, refuse } from '../domain/errors';
import { memberEnterpriseOfProject } from './ticketRepository';
import { redeemSessionTicket, type TicketKind, type TicketRow } from './tickets';

/**
 * A ticket and its holder's access now: the ticket must be valid (its session still open; a download ticket not
 * used yet, and used up by this call unless `consume` is false), and its holder must still belong to the project's
 * enterprise (not expired) and to the project. What they may fetch is checked again by the caller.
 */
export async function ticketAccess(
  db: Database,
  ticket: string,
  kind: typeof TicketKind.Download | typeof TicketKind.Preview,
  options: { consume: boolean } = { consume: true },
): Promise<{ ticket: TicketRow; access: ProjectAccess }> {
  const row = await redeemedTicket(db, ticket, kind, options);
  return { ticket: row, access: await projectTicketAccess(db, row) };
}

/** A redeemed session ticket (see {@link redeemSessionTicket}), or the refusal thrown. */
export async function redeemedTicket(
  db: Database,
  ticket: string,
  kind: typeof TicketKind.Download | typeof TicketKind.Preview,
  options: { consume: boolean },
): Promise<TicketRow> {
  const row = await redeemSessionTicket(db, ticket, kind, options);
  if (row === 'used') deny(ErrorMessage.TicketUsed);
  if (row === 'invalid') deny(ErrorMessage.TicketInvalid);
  return row;
}

/** The holder's access now to the project of a redeemed ticket (a disk ticket has none: refused). */
export async function projectTicketAccess(db: Database, row: TicketRow): Promise<ProjectAccess> {
  if (row.projectId === null) deny(ErrorMessage.TicketInvalid);
  const enterprise = await memberEnterpriseOfProject(db, row.projectId, row.userId);
  if (!enterprise) deny(ErrorMessage.NotEnterpriseMember);
  if (isEnterpriseExpired(enterprise.expiresAt, new Date())) refuse(expiredEnterpriseRefusal());
  return projectAccess(db, row.userId, row.projectId, enterprise.id);
}
