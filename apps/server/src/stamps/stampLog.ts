import { inArray } from 'drizzle-orm';
import type { Database } from '../db/index';
import { stampLogs, stamps } from '../db/schema';

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
 * drawings are stamped). Each stamp's enterprise is read from the stamp; uses of unknown stamps are skipped.
 */
export async function recordStampUses(db: Database, entries: readonly StampUse[]): Promise<void> {
  if (entries.length === 0) return;
  const ids = [...new Set(entries.map((e) => e.stampId))];
  const rows = await db
    .select({ id: stamps.id, enterpriseId: stamps.enterpriseId })
    .from(stamps)
    .where(inArray(stamps.id, ids));
  const enterpriseOf = new Map(rows.map((r) => [r.id, r.enterpriseId]));
  const now = new Date();
  const values = entries.flatMap((entry) => {
    const enterpriseId = enterpriseOf.get(entry.stampId);
    if (!enterpriseId) return [];
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
  if (values.length) await db.insert(stampLogs).values(values);
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
