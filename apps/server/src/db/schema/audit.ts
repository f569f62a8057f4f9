/**
 * The enterprise log (issue 24, /enterprise/log): one table every area writes to through audit/record.ts.
 */
import { index, json, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { enterpriseRef } from './references';

/**
 * One action in an enterprise (details as json, not jsonb: kept in the order written): who (kept by id and by the name they had then), what (`AuditAction`), on what (a
 * readable target), when, and details as JSON without secrets (rules/audit.ts `auditDetails`).
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    /** The person; null for an action of the system. Not a foreign key: the line outlives a removed account. */
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    details: json('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_enterprise_time_idx').on(t.enterpriseId, t.createdAt),
    index('audit_logs_actor_idx').on(t.enterpriseId, t.actorId),
  ],
);
