/**
 * The one way every area writes the enterprise log (issue 24): `recordAudit(db, { ... })` at the domain call site,
 * after the write it describes, inside the same transaction when the caller has one. The details are cleaned by the
 * shared rule (no passwords, tokens, codes, keys; long strings cut).
 */
import { type AuditAction, auditDetails } from '@atelier/api';
import type { Database } from '../db/index';
import { insertAuditLine, realnameOf } from './repository';

export interface AuditLine {
  enterpriseId: string;
  /** The person who acted; null for the system. */
  actorId: string | null;
  action: AuditAction;
  /** What it was done to, readable (a name), or '' when the action says it all. */
  target?: string;
  details?: Record<string, unknown>;
}

/** Writes one line of the enterprise log. */
export async function recordAudit(db: Database, line: AuditLine, now = new Date()): Promise<void> {
  const actorName = line.actorId ? ((await realnameOf(db, line.actorId)) ?? '') : '系统';
  await insertAuditLine(db, {
    enterpriseId: line.enterpriseId,
    actorId: line.actorId,
    actorName,
    action: line.action,
    target: line.target ?? '',
    details: auditDetails(line.details ?? {}),
    createdAt: now,
  });
}

/** The enterprise and person of a domain call, as a line names them: `{ ...auditBy(actor), action, ... }`. */
export const auditBy = (actor: { enterpriseId: string; userId: string }) => ({
  enterpriseId: actor.enterpriseId,
  actorId: actor.userId,
});

export { AuditAction } from '@atelier/api';
