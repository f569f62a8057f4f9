import { type api, type EndpointRequestOutput, PageSize, type StampLog } from '@atelier/api';
import { AuditAction, recordAudit } from '../audit/record';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, ErrorMessage } from '../domain/errors';
import { formatDateTime } from '../util/format';
import { enterprisesOfStamps, insertStampLogs, lockApprovals, loggedUses, stampLogPage } from './stampLogRepository';
import { invalid, isEnterpriseAdmin, StampMessage } from './stampRules';

/** What a stamp log entry says was done. */
export const StampOperation = {
  /** Placed on an approval's drawings. */
  Use: '盖章',
  Create: '创建印章',
  Delete: '删除印章',
  Enable: '启用印章',
  Disable: '停用印章',
  ReplaceImage: '更换印章图片',
  Rename: '修改印章名称',
  ChangeDeadline: '修改印章有效期',
  ChangeManager: '变更印章管理人',
} as const;
export type StampOperation = (typeof StampOperation)[keyof typeof StampOperation];

/** One use of a stamp: which stamp, who applied it (or had it applied), on which approval. */
export interface StampUse {
  stampId: string;
  userId: string;
  approvalId: string;
  /** When; now unless given. */
  at?: Date;
}

/**
 * Writes the stamp log entries of stamps placed on an approval's drawings (called by the stamping once the
 * drawings are stamped): each stamp once per approval, however many stampings of the approval record it (a restamp
 * after a failure, restamps sent at once, two server processes). The approval's row is locked while its logged
 * uses are read and the missing ones written, so concurrent stampings of one approval take turns here and the
 * later ones find the uses already logged. Each stamp's enterprise is read from the stamp; uses of unknown stamps
 * are skipped.
 */
export async function recordStampUses(db: Database, entries: readonly StampUse[]): Promise<void> {
  if (entries.length === 0) return;
  await db.transaction((tx) => recordStampUsesIn(tx, entries));
}

/**
 * {@link recordStampUses} in the caller's transaction (the stamping's, which stores a stamped version and logs its
 * stamps at once, issue 21): it locks the approvals' rows until that transaction ends.
 */
export async function recordStampUsesIn(tx: Database, entries: readonly StampUse[]): Promise<void> {
  if (entries.length === 0) return;
  const ids = [...new Set(entries.map((e) => e.stampId))];
  const approvalIds = [...new Set(entries.map((e) => e.approvalId))].sort();
  await lockApprovals(tx, approvalIds);
  const done = await loggedUses(tx, approvalIds, StampOperation.Use);
  const enterpriseOf = await enterprisesOfStamps(tx, ids);
  const now = new Date();
  const values = entries.flatMap((entry) => {
    const enterpriseId = enterpriseOf.get(entry.stampId);
    const key = `${entry.approvalId}/${entry.stampId}`;
    if (!enterpriseId || done.has(key)) return [];
    done.add(key);
    return [
      {
        enterpriseId,
        stampId: entry.stampId,
        userId: entry.userId,
        approvalId: entry.approvalId,
        operation: StampOperation.Use,
        createdAt: entry.at ?? now,
      },
    ];
  });
  await insertStampLogs(tx, values);
}

/** A change made to stamps by a person (created, deleted, enabled, ...). */
export async function recordStampOperation(
  db: Database,
  entry: { enterpriseId: string; userId: string; operation: StampOperation; stampIds: readonly string[] },
): Promise<void> {
  if (entry.stampIds.length === 0) return;
  const now = new Date();
  await insertStampLogs(
    db,
    entry.stampIds.map((stampId) => ({
      enterpriseId: entry.enterpriseId,
      stampId,
      userId: entry.userId,
      approvalId: null,
      operation: entry.operation,
      createdAt: now,
    })),
  );
  await recordAudit(db, {
    enterpriseId: entry.enterpriseId,
    actorId: entry.userId,
    action: AuditAction.StampChange,
    details: { operation: entry.operation, stampIds: entry.stampIds },
  });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A log filter's time in the firms' time zone (UTC+8); a bare date is the start or the end of that day. */
function parseLogTime(text: string | undefined, end: boolean): Date | null {
  const value = text?.trim();
  if (!value) return null;
  let iso: string;
  if (DATE.test(value)) iso = `${value}T${end ? '23:59:59.999' : '00:00:00'}+08:00`;
  else if (DATE_TIME.test(value)) iso = `${value.replace(' ', 'T')}${end ? '.999' : ''}+08:00`;
  else return invalid(StampMessage.TimeFormat);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) invalid(StampMessage.TimeFormat);
  return date;
}

/**
 * The stamp log, newest first, 50 a page: an administrator sees the whole enterprise's; a member what they did
 * and what was done with their own stamps. Filters: person, stamp, time (dates or date-times, UTC+8).
 */
export async function stampLog(
  db: Database,
  actor: Actor,
  data: EndpointRequestOutput<typeof api.stamp.log>,
): Promise<{ total: number; list: StampLog[] }> {
  const enterpriseId = actor.enterpriseId;
  if (data.enterpriseId && data.enterpriseId !== enterpriseId) deny(ErrorMessage.NotCurrentEnterprise);
  const from = parseLogTime(data.startTime, false);
  const to = parseLogTime(data.endTime, true);
  const { total, rows } = await stampLogPage(
    db,
    {
      enterpriseId,
      ...(isEnterpriseAdmin(actor) ? {} : { concerning: actor.userId }),
      ...(data.userId ? { userId: data.userId } : {}),
      ...(data.stampId ? { stampId: data.stampId } : {}),
      from,
      to,
    },
    data.pageNum ?? 1,
    data.pageSize ?? PageSize.StampList,
  );
  return {
    total,
    list: rows.map(({ log, stampName, realname, actName }) => ({
      id: log.id,
      stampId: log.stampId,
      stampName,
      userId: log.userId,
      realname,
      // A use reads as the fixture's: '<approval name> 盖章'.
      operation: actName ? `${actName} ${log.operation}` : log.operation,
      createTime: formatDateTime(log.createdAt),
      actId: log.approvalId,
      actName,
    })),
  };
}
