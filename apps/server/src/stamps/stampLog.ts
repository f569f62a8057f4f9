import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/index';
import { approvals, stampLogs, stamps } from '../db/schema';

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
  const ids = [...new Set(entries.map((e) => e.stampId))];
  const approvalIds = [...new Set(entries.map((e) => e.approvalId))].sort();
  await db.transaction(async (txn) => {
    const tx: Database = txn;
    // In one order, so that two stampings never wait for each other's locks.
    await tx
      .select({ id: approvals.id })
      .from(approvals)
      .where(inArray(approvals.id, approvalIds))
      .orderBy(asc(approvals.id))
      .for('update');
    const logged = await tx
      .select({ approvalId: stampLogs.approvalId, stampId: stampLogs.stampId })
      .from(stampLogs)
      .where(and(inArray(stampLogs.approvalId, approvalIds), eq(stampLogs.operation, StampOperation.Use)));
    const done = new Set(logged.map((row) => `${row.approvalId}/${row.stampId}`));
    const rows = await tx
      .select({ id: stamps.id, enterpriseId: stamps.enterpriseId })
      .from(stamps)
      .where(inArray(stamps.id, ids));
    const enterpriseOf = new Map(rows.map((r) => [r.id, r.enterpriseId]));
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
    if (values.length) await tx.insert(stampLogs).values(values);
  });
}

/** A change made to stamps by a person (created, deleted, enabled, ...). */
export async function recordStampOperation(
  db: Database,
  entry: { enterpriseId: string; userId: string; operation: StampOperation; stampIds: readonly string[] },
): Promise<void> {
  if (entry.stampIds.length === 0) return;
  const now = new Date();
  await db.insert(stampLogs).values(
    entry.stampIds.map((stampId) => ({
      enterpriseId: entry.enterpriseId,
      stampId,
      userId: entry.userId,
      approvalId: null,
      operation: entry.operation,
      createdAt: now,
    })),
  );
}
