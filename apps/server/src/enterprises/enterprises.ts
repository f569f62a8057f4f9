import { type Duty, DutyRole, type EnterpriseEntry, Flag, type Specialty } from '@atelier/api';
import { checkSameEnterprise } from '../access/projectAccess';
import { isEnterpriseMember } from '../access/repository';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, ErrorMessage } from '../domain/errors';
import { enterpriseEntry, enterprisesOf } from '../domain/views';
import { paginate } from '../util/format';
import { dutiesOf, findEnterprise, setCurrentEnterprise, specialtiesOf } from './repository';

/** The duties dictionary answers 100 a page unless asked otherwise (001 section 7.3). */
const DUTY_PAGE_SIZE = 100;

/** The user's enterprises, the current one marked (any signed-in user, whatever enterprise the call names). */
export async function enterpriseList(
  db: Database,
  user: { id: string; currentEnterpriseId: string | null },
): Promise<EnterpriseEntry[]> {
  return (await enterprisesOf(db, user.id)).map((e) => enterpriseEntry(e, user.currentEnterpriseId));
}

/** Switches the user's current enterprise (for every session of theirs: other tabs then answer 40014). */
export async function switchEnterprise(db: Database, userId: string, enterpriseId: string): Promise<null> {
  if (!(await isEnterpriseMember(db, enterpriseId, userId))) deny(ErrorMessage.NotEnterpriseMember);
  await setCurrentEnterprise(db, userId, enterpriseId);
  return null;
}

/**
 * The duties dictionary. `isSign` 1 keeps the duties that sign drawings (the title block's signer fields);
 * `type` filters by `DutyType` (omitted: all). Disabled duties are listed with `disabled: true`.
 */
export async function dutyDictionary(
  db: Database,
  actor: Actor,
  query: { enterpriseId?: string; isSign?: number; type?: number; pageNum?: number; pageSize?: number },
): Promise<{ list: Duty[]; total: number }> {
  const enterpriseId = await checkSameEnterprise(db, actor, query.enterpriseId);
  const rows = await dutiesOf(db, enterpriseId);
  // `type` is the duty type (the duty-config page); before issue 24 it filtered by DutyRole, which no caller sent.
  const kept = rows.filter((d) => (query.isSign !== 1 || d.isSign) && (!query.type || d.dutyType === query.type));
  return paginate(
    kept.map((d) => ({
      id: d.id,
      dictId: d.id,
      dictName: d.name,
      alias: d.alias,
      disabled: d.disabled,
      dutyRole: d.dutyRole === DutyRole.Manager ? DutyRole.Manager : DutyRole.Normal,
      isSign: d.isSign,
      type: d.dutyType,
    })),
    query.pageNum,
    query.pageSize ?? DUTY_PAGE_SIZE,
  );
}

/** Whether the enterprise keeps its stamps in the cloud: the wizard's CA checkbox needs '1'. */
export async function stampIsCloud(db: Database, actor: Actor, requested: string | undefined) {
  const enterpriseId = await checkSameEnterprise(db, actor, requested);
  const row = await findEnterprise(db, enterpriseId);
  return { stampIsCloud: row?.stampIsCloud ? Flag.Yes : Flag.No };
}

/** The enterprise's specialties dictionary. */
export async function specialtyDictionary(
  db: Database,
  actor: Actor,
  requested: string | undefined,
): Promise<Specialty[]> {
  const enterpriseId = await checkSameEnterprise(db, actor, requested);
  const rows = await specialtiesOf(db, enterpriseId);
  return rows.map((s) => ({ id: s.id, dictId: s.id, dictName: s.name, alias: s.alias }));
}
