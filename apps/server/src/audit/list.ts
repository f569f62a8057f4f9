import { AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry, auditActionLabel, firmDayStart } from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { formatDateTime } from '../util/format';
import { auditPage } from './repository';

const DAY_MS = 86_400_000;

/**
 * A page of the enterprise log for its administrator (/enterprise/log): newest first, by person, action and a date
 * range of firm days (start and end included).
 */
export async function listAudit(
  db: Database,
  actor: Actor,
  input: {
    createBy?: string | undefined;
    type?: AuditAction | undefined;
    start?: string | undefined;
    end?: string | undefined;
    pageNum?: number | undefined;
    pageSize?: number | undefined;
  },
): Promise<{ list: AuditEntry[]; total: number }> {
  const pageNum = input.pageNum ?? 1;
  const pageSize = Math.min(input.pageSize ?? AUDIT_PAGE_SIZE, 100);
  const { rows, total } = await auditPage(
    db,
    {
      enterpriseId: actor.enterpriseId,
      actorId: input.createBy,
      action: input.type,
      from: input.start ? firmDayStart(input.start) : undefined,
      until: input.end ? new Date(firmDayStart(input.end).getTime() + DAY_MS) : undefined,
    },
    { offset: (pageNum - 1) * pageSize, limit: pageSize },
  );
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      createTime: formatDateTime(row.createdAt),
      type: row.action as AuditAction,
      typeText: auditActionLabel[row.action as AuditAction] ?? row.action,
      createBy: row.actorId,
      createByName: row.actorName,
      target: row.target,
      details: (row.details ?? {}) as Record<string, unknown>,
    })),
  };
}
