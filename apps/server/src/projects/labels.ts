/**
 * Labels and favourites (issue 25; 001 sections 3.3 and 7.4): each person's own labels in an enterprise, put on the
 * projects they are a member of, and their favourite projects (收藏). The rules and messages are the shared ones of
 * packages/api rules/labels.ts; the project list filters by both (projects.ts).
 */
import {
  Flag,
  type Label,
  type LabelColor,
  LabelType,
  labelFoundRefusal,
  labelNameRefusal,
  newLabelRefusal,
  type ProjectLabel,
  projectLabelsRefusal,
} from '@atelier/api';
import type { ProjectAccess } from '../access/projectAccess';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { enforce } from '../domain/errors';
import { nameCollator, paginate } from '../util/format';
import {
  deleteLabelRow,
  favouriteCount,
  findOwnLabel,
  insertLabel,
  type LabelRow,
  labelNameTaken,
  labelsOf,
  ownLabelsOnProjects,
  replaceOwnProjectLabels,
  setFavourite,
  updateLabelRow,
} from './labelRepository';

const view = (row: LabelRow, projectCount: number): Label => ({
  id: row.id,
  name: row.name,
  color: row.color as LabelColor,
  type: row.type as LabelType,
  enterpriseId: row.enterpriseId,
  projectCount,
});

const owner = (actor: Actor, type: string = LabelType.Project) => ({
  enterpriseId: actor.enterpriseId,
  userId: actor.userId,
  type,
});

/** getLabelList: the caller's labels of the type (project labels by default), by name, filtered by the keyword. */
export async function labelList(
  db: Database,
  actor: Actor,
  query: { type?: string; keyword?: string; pageNum?: number; pageSize?: number },
) {
  const wanted = query.keyword?.trim().toLowerCase();
  const rows = (await labelsOf(db, actor.enterpriseId, actor.userId, query.type ?? LabelType.Project))
    .filter((r) => !wanted || r.label.name.toLowerCase().includes(wanted))
    .sort((a, b) => nameCollator.compare(a.label.name, b.label.name));
  return paginate(
    rows.map((r) => view(r.label, r.projectCount)),
    query.pageNum,
    query.pageSize ?? 99,
  );
}

export async function addLabel(db: Database, actor: Actor, body: { name: string; color: LabelColor }) {
  const mine = owner(actor);
  const existing = await labelsOf(db, mine.enterpriseId, mine.userId, mine.type);
  enforce(newLabelRefusal({ count: existing.length, nameTaken: await labelNameTaken(db, mine, body.name) }));
  return view(await insertLabel(db, { ...mine, name: body.name, color: body.color }), 0);
}

export async function updateLabel(db: Database, actor: Actor, body: { id: string; name?: string; color?: LabelColor }) {
  const row = await findOwnLabel(db, actor.enterpriseId, actor.userId, body.id);
  enforce(labelFoundRefusal(row));
  const label = row as LabelRow;
  if (body.name !== undefined) {
    enforce(labelNameRefusal({ nameTaken: await labelNameTaken(db, owner(actor, label.type), body.name, label.id) }));
  }
  await updateLabelRow(db, label.id, { name: body.name, color: body.color });
  return null;
}

export async function deleteLabel(db: Database, actor: Actor, body: { id: string }) {
  const row = await findOwnLabel(db, actor.enterpriseId, actor.userId, body.id);
  enforce(labelFoundRefusal(row));
  await deleteLabelRow(db, body.id);
  return null;
}

/** updateProLabel: the caller's labels on a project of theirs become the ones given. */
export async function setProjectLabels(db: Database, access: ProjectAccess, body: { labelIdList: string[] }) {
  const own = await labelsOf(db, access.project.enterpriseId, access.userId, LabelType.Project);
  enforce(projectLabelsRefusal(body.labelIdList, new Set(own.map((r) => r.label.id))));
  await replaceOwnProjectLabels(db, access.userId, access.project.id, body.labelIdList);
  return null;
}

/** updateProFav: the caller's favourite mark on a project of theirs. */
export async function updateFavourite(db: Database, access: ProjectAccess, body: { isFav: Flag }) {
  await setFavourite(db, access.project.id, access.userId, body.isFav === Flag.Yes);
  return null;
}

/** getProFavInfo: whether the caller starred the project, and how many of its members did. */
export async function favouriteInfo(db: Database, access: ProjectAccess) {
  return {
    projectId: access.project.id,
    isFav: access.member.favourite ? Flag.Yes : Flag.No,
    favCount: await favouriteCount(db, access.project.id),
  };
}

/** The caller's labels on each of the projects, by name. */
export async function labelsByProject(db: Database, userId: string, projectIds: readonly string[]) {
  const byProject = new Map<string, ProjectLabel[]>();
  for (const row of await ownLabelsOnProjects(db, userId, projectIds)) {
    const list = byProject.get(row.projectId) ?? [];
    list.push({ id: row.id, name: row.name, color: row.color as LabelColor });
    byProject.set(row.projectId, list);
  }
  for (const list of byProject.values()) list.sort((a, b) => nameCollator.compare(a.name, b.name));
  return byProject;
}
