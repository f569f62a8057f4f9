import {
  type api,
  type EndpointRequestOutput,
  EnterpriseStampListType,
  OwnerType,
  PageSize,
  type ServicePrefixes,
  type Stamp,
  StampType,
} from '@atelier/api';
import type { ProjectAccess } from '../access/projectAccess';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { nameCollator, paginate } from '../util/format';
import { listStamps, projectMembersWithDuties } from './stampRepository';
import { stampViews } from './stamps';

/**
 * The stamp lists the approval wizards read (000 section 7, "Stamps"). Disabled stamps (isEnable '0') are listed
 * like the fixture does: the lists also serve the stamp management pages, and the contract has the wizard drop
 * them; submitting one is refused. Deleted stamps are never listed. Managing stamps: stamps/management.ts.
 */

/** The stamp type each enterprise list shows; output and custom lists hold the enterprise's own stamps only. */
const LIST_TYPES = {
  [EnterpriseStampListType.Output]: StampType.Output,
  [EnterpriseStampListType.Custom]: StampType.Custom,
  [EnterpriseStampListType.Registered]: StampType.Registration,
} as const;

/** The user's own stamps (ownerType 1) or the enterprise's (2), by name and status, 50 a page. */
export async function ownerStampPage(
  db: Database,
  actor: Actor,
  data: EndpointRequestOutput<typeof api.stamp.list>,
  prefixes: ServicePrefixes,
): Promise<{ list: Stamp[]; total: number }> {
  const rows = await listStamps(db, {
    enterpriseId: actor.enterpriseId,
    ownerType: data.ownerType,
    ...(data.ownerType === OwnerType.Personal ? { userId: actor.userId } : {}),
    ...(data.status ? { isEnable: data.status } : {}),
  });
  const wanted = data.stampName?.trim();
  const kept = wanted ? rows.filter((r) => r.name.includes(wanted)) : rows;
  return paginate(await stampViews(db, kept, prefixes), data.pageNum, data.pageSize ?? PageSize.StampList);
}

/** Enterprise stamps by list type: 1 output, 2 custom (the enterprise's), 4 registration (everyone's). */
export async function enterpriseStampPage(
  db: Database,
  actor: Actor,
  data: EndpointRequestOutput<typeof api.stamp.enterpriseStamps>,
  prefixes: ServicePrefixes,
): Promise<{ list: Stamp[]; total: number }> {
  const stampType = LIST_TYPES[data.type];
  const rows = await listStamps(db, {
    enterpriseId: actor.enterpriseId,
    stampType,
    ...(stampType !== StampType.Registration ? { ownerType: OwnerType.Enterprise } : {}),
  });
  return paginate(await stampViews(db, rows, prefixes), data.pageNum, data.pageSize ?? PageSize.StampList);
}

/** The project's members with their personal signatures, personal square stamps and registration stamps. */
export async function projectPersonalStamps(
  db: Database,
  access: ProjectAccess,
  userName: string | undefined,
  prefixes: ServicePrefixes,
) {
  const members = await projectMembersWithDuties(db, access.project.id);
  const wanted = userName?.trim();
  const people = members
    .map((m) => m.user)
    .filter((u) => !wanted || u.realname.includes(wanted))
    .sort((a, b) => nameCollator.compare(a.realname, b.realname));
  const rows = await listStamps(db, {
    enterpriseId: access.project.enterpriseId,
    ownerType: OwnerType.Personal,
    userIds: people.map((p) => p.id),
  });
  const views = await stampViews(db, rows, prefixes);
  return people.map((person) => {
    const own = views.filter((s) => s.userId === person.id);
    return {
      userId: person.id,
      realname: person.realname,
      signList: own.filter((s) => s.stampType === StampType.PersonalSignature),
      squareStampList: own.filter((s) => s.stampType === StampType.Custom),
      stampList: own.filter((s) => s.stampType === StampType.Registration),
    };
  });
}

/** The actor's own personal stamps, for a project they are in. */
export async function ownPersonalStamps(
  db: Database,
  actor: Actor,
  access: ProjectAccess,
  prefixes: ServicePrefixes,
): Promise<Stamp[]> {
  const rows = await listStamps(db, {
    enterpriseId: access.project.enterpriseId,
    ownerType: OwnerType.Personal,
    userId: actor.userId,
  });
  return stampViews(db, rows, prefixes);
}
