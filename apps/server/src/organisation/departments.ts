import {
  buildDepartmentTree,
  type DepartmentNode,
  deleteDepartmentRefusal,
  departmentNameRefusal,
  moveDepartmentRefusal,
  OrganisationMessage,
  reorder,
  sortDepartmentsRefusal,
} from '@atelier/api';
import { AuditAction, auditBy, recordAudit } from '../audit/record';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, enforce } from '../domain/errors';
import {
  type DepartmentRecord,
  deleteDepartment,
  departmentsOf,
  insertDepartment,
  lockTree,
  memberCounts,
  updateDepartment,
} from './repository';

/**
 * The department tree of an enterprise (001 section 7.3 queryDepart, insertDepartment, updateDepart, transferDepart,
 * departSort, deleteDepart). Changes run in a transaction holding the enterprise's tree lock, their rules
 * (rules/organisation.ts in @atelier/api) checked on the rows read inside it. Only administrators reach the
 * changes (their role is declared in the contract); a department of another enterprise is not found.
 */

/** The tree, each node with its own people count. */
export async function departmentTree(db: Database, actor: Actor): Promise<DepartmentNode[]> {
  const [rows, counts] = await Promise.all([
    departmentsOf(db, actor.enterpriseId),
    memberCounts(db, actor.enterpriseId),
  ]);
  return buildDepartmentTree(rows, actor.enterpriseId, counts);
}

function find(rows: readonly DepartmentRecord[], id: string): DepartmentRecord {
  const row = rows.find((r) => r.id === id);
  if (!row) deny(OrganisationMessage.DepartmentNotFound);
  return row;
}

const DEPT = AuditAction.DepartmentChange;

/** Runs a change of the tree with the enterprise's departments read under its lock. */
function changeTree<T>(db: Database, actor: Actor, change: (tx: Database, rows: DepartmentRecord[]) => Promise<T>) {
  return db.transaction(async (tx) => {
    await lockTree(tx, actor.enterpriseId);
    return change(tx, await departmentsOf(tx, actor.enterpriseId));
  });
}

/** Adds a department, last among its siblings. */
export function addDepartment(
  db: Database,
  actor: Actor,
  input: { parentId?: string | null | undefined; name: string },
): Promise<{ key: string }> {
  return changeTree(db, actor, async (tx, rows) => {
    const parentId = input.parentId ?? null;
    if (parentId !== null) find(rows, parentId);
    enforce(departmentNameRefusal(rows, input.name, parentId));
    const siblings = rows.filter((r) => r.parentId === parentId);
    const sortOrder = siblings.reduce((max, r) => Math.max(max, r.sortOrder + 1), 0);
    const key = await insertDepartment(tx, { enterpriseId: actor.enterpriseId, parentId, name: input.name, sortOrder });
    await recordAudit(tx, { ...auditBy(actor), action: DEPT, target: input.name, details: { op: 'add', id: key } });
    return { key };
  });
}

export function renameDepartment(db: Database, actor: Actor, input: { id: string; name: string }): Promise<null> {
  return changeTree(db, actor, async (tx, rows) => {
    const row = find(rows, input.id);
    enforce(departmentNameRefusal(rows, input.name, row.parentId, row.id));
    await updateDepartment(tx, row.id, { name: input.name });
    await recordAudit(tx, {
      ...auditBy(actor),
      action: DEPT,
      target: input.name,
      details: { op: 'rename', from: row.name },
    });
    return null;
  });
}

/** Writes the siblings' order as 0, 1, 2 ... */
async function writeOrder(tx: Database, ids: readonly string[]): Promise<void> {
  for (const [index, id] of ids.entries()) await updateDepartment(tx, id, { sortOrder: index });
}

/** Moves a department under another (or to the top), at `index` among its new siblings (last when absent). */
export function moveDepartment(
  db: Database,
  actor: Actor,
  input: { id: string; parentId: string | null; index?: number | undefined },
): Promise<null> {
  return changeTree(db, actor, async (tx, rows) => {
    const row = find(rows, input.id);
    if (input.parentId !== null) find(rows, input.parentId);
    enforce(moveDepartmentRefusal(rows, row.id, input.parentId));
    const siblings = rows
      .filter((r) => r.parentId === input.parentId && r.id !== row.id)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'zh-CN'))
      .map((r) => r.id);
    await updateDepartment(tx, row.id, { parentId: input.parentId });
    await writeOrder(tx, reorder(siblings, row.id, input.index ?? siblings.length));
    await recordAudit(tx, {
      ...auditBy(actor),
      action: DEPT,
      target: row.name,
      details: { op: 'move', to: input.parentId },
    });
    return null;
  });
}

/** Orders the children of one parent as given. */
export function sortDepartments(
  db: Database,
  actor: Actor,
  input: { parentId: string | null; ids: readonly string[] },
): Promise<null> {
  return changeTree(db, actor, async (tx, rows) => {
    if (input.parentId !== null) find(rows, input.parentId);
    for (const id of input.ids) find(rows, id);
    enforce(sortDepartmentsRefusal(rows, input.parentId, input.ids));
    await writeOrder(tx, input.ids);
    return null;
  });
}

/** Deletes an empty department. */
export function removeDepartment(db: Database, actor: Actor, id: string): Promise<null> {
  return changeTree(db, actor, async (tx, rows) => {
    const row = find(rows, id);
    const counts = await memberCounts(tx, actor.enterpriseId);
    enforce(
      deleteDepartmentRefusal({
        children: rows.filter((r) => r.parentId === row.id).length,
        members: counts.get(row.id) ?? 0,
      }),
    );
    await deleteDepartment(tx, row.id);
    await recordAudit(tx, { ...auditBy(actor), action: DEPT, target: row.name, details: { op: 'delete' } });
    return null;
  });
}
