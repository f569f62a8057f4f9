/**
 * The specialties and duties dictionaries as the administrator keeps them (001 sections 2.2, 3.6, 7.3; issue 24):
 * add, rename, delete. Names are unique (specialties in the enterprise, duties in their type); a specialty or duty
 * anything uses (people, project members, flow templates, title-block regions, recognised signers) is not deleted,
 * and the last one of each is kept (001 section 5.5: at least one specialty and one duty must remain). A duty is
 * added, renamed or deleted only by someone whose roles open its type's page (a custom role granting one type's
 * menu shapes that type only).
 */
import {
  type DutyRole,
  type DutyType,
  dutyDeleteRefusal,
  dutyTypeRefusal,
  EnterpriseSetupMessage,
  setupNameRefusal,
  specialtyDeleteRefusal,
} from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, enforce } from '../domain/errors';
import * as repo from './repository';
import { actorKeys } from './roles';

const nextOrder = (rows: readonly { sortOrder: number }[]) =>
  rows.reduce((max, r) => Math.max(max, r.sortOrder), 0) + 1;

export function addSpecialty(db: Database, actor: Actor, name: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await repo.lockSetup(tx, actor.enterpriseId);
    const rows = await repo.specialtyRows(tx, actor.enterpriseId);
    enforce(setupNameRefusal(rows, name, EnterpriseSetupMessage.SpecialtyNameTaken));
    return { id: await repo.insertSpecialty(tx, actor.enterpriseId, name, nextOrder(rows)) };
  });
}

export function renameSpecialty(db: Database, actor: Actor, input: { id: string; name: string }): Promise<null> {
  return db.transaction(async (tx) => {
    await repo.lockSetup(tx, actor.enterpriseId);
    const rows = await repo.specialtyRows(tx, actor.enterpriseId);
    if (!rows.some((r) => r.id === input.id)) deny(EnterpriseSetupMessage.SpecialtyNotFound);
    enforce(setupNameRefusal(rows, input.name, EnterpriseSetupMessage.SpecialtyNameTaken, input.id));
    await repo.renameSpecialty(tx, input.id, input.name);
    return null;
  });
}

export function removeSpecialty(db: Database, actor: Actor, id: string): Promise<null> {
  return db.transaction(async (tx) => {
    await repo.lockSetup(tx, actor.enterpriseId);
    const rows = await repo.specialtyRows(tx, actor.enterpriseId);
    if (!rows.some((r) => r.id === id)) deny(EnterpriseSetupMessage.SpecialtyNotFound);
    enforce(specialtyDeleteRefusal({ remaining: rows.length, uses: await repo.specialtyUses(tx, id) }));
    await repo.deleteSpecialty(tx, id);
    return null;
  });
}

export function addDuty(
  db: Database,
  actor: Actor,
  input: { name: string; type: DutyType; isSign: boolean; dutyRole: DutyRole },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await repo.lockSetup(tx, actor.enterpriseId);
    enforce(dutyTypeRefusal(input.type, await actorKeys(tx, actor)));
    const rows = await repo.dutyRows(tx, actor.enterpriseId);
    const sameType = rows.filter((r) => r.dutyType === input.type);
    enforce(setupNameRefusal(sameType, input.name, EnterpriseSetupMessage.DutyNameTaken));
    const id = await repo.insertDuty(tx, {
      enterpriseId: actor.enterpriseId,
      name: input.name,
      dutyType: input.type,
      isSign: input.isSign,
      dutyRole: input.dutyRole,
      sortOrder: nextOrder(rows),
    });
    return { id };
  });
}

export function updateDuty(
  db: Database,
  actor: Actor,
  input: { id: string; name: string; isSign: boolean; dutyRole: DutyRole },
): Promise<null> {
  return db.transaction(async (tx) => {
    await repo.lockSetup(tx, actor.enterpriseId);
    const rows = await repo.dutyRows(tx, actor.enterpriseId);
    const row = rows.find((r) => r.id === input.id) ?? deny(EnterpriseSetupMessage.DutyNotFound);
    enforce(dutyTypeRefusal(row.dutyType as DutyType, await actorKeys(tx, actor)));
    const sameType = rows.filter((r) => r.dutyType === row.dutyType);
    enforce(setupNameRefusal(sameType, input.name, EnterpriseSetupMessage.DutyNameTaken, row.id));
    await repo.updateDuty(tx, row.id, { name: input.name, isSign: input.isSign, dutyRole: input.dutyRole });
    return null;
  });
}

export function removeDuty(db: Database, actor: Actor, id: string): Promise<null> {
  return db.transaction(async (tx) => {
    await repo.lockSetup(tx, actor.enterpriseId);
    const rows = await repo.dutyRows(tx, actor.enterpriseId);
    const row = rows.find((r) => r.id === id) ?? deny(EnterpriseSetupMessage.DutyNotFound);
    enforce(dutyTypeRefusal(row.dutyType as DutyType, await actorKeys(tx, actor)));
    enforce(dutyDeleteRefusal({ remaining: rows.length, uses: await repo.dutyUses(tx, id) }));
    await repo.deleteDuty(tx, id);
    return null;
  });
}
