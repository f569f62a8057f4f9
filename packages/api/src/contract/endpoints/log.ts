import { z } from 'zod';
import { enterpriseIdField, idSchema, pageOf, pageQueryShape } from '../../entities/common';
import { FixedRoleId } from '../../entities/constants';
import { AuditAction, AuditMessage } from '../../rules/audit';
import { defineArea } from '../define';
import { get } from './helpers';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One line of the enterprise log (001 section 3.2: createTime, type, createBy, typeText; Atelier adds the rest). */
export const auditEntrySchema = z.object({
  id: idSchema,
  /** YYYY-MM-DD HH:mm:ss */
  createTime: z.string(),
  /** The action code (`AuditAction`). */
  type: z.enum(AuditAction),
  /** Its label, in Chinese. */
  typeText: z.string(),
  /** Who did it (user id) and their name; null for an action without a person. */
  createBy: idSchema.nullable(),
  createByName: z.string(),
  /** What it was done to, as a name people read (an enterprise, a project, a department...). */
  target: z.string(),
  /** Plain JSON without secrets (rules/audit.ts `auditDetails`). */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

/** The enterprise log (/enterprise/log): what was done in the enterprise, for its administrators. */
export const log = defineArea('log', {
  /**
   * A page of the log, newest first, filtered by person (createBy), action (type) and a date range (start, end:
   * YYYY-MM-DD, both days included). 001 section 7.2's call; page size 20.
   */
  list: get(
    '/arcLog/arcLogList',
    z.object({
      enterpriseId: enterpriseIdField,
      createBy: idSchema.optional(),
      type: z.enum(AuditAction).optional(),
      start: z.string().regex(DATE).optional(),
      end: z.string().regex(DATE).optional(),
      ...pageQueryShape,
    }),
    pageOf(auditEntrySchema),
    { access: { role: FixedRoleId.EnterpriseAdmin, denial: AuditMessage.OnlyAdmin } },
  ),
});
