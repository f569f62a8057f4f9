import { caManagerRefusal } from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { DomainError, ErrorCode, enforce } from '../domain/errors';
import { findStamp, stampActor } from '../stamps/stampRules';
import type { StampRow } from '../stamps/stamps';

/**
 * Refusals of the CA calls: one definition, in `@atelier/api` (rules/ca.ts), shared with the fixtures. NotAdmin and
 * KeyAdminOnly are the `access.denial` of ca.applications, ca.review, ca.keys and ca.assignKey in the contract.
 */
export { CaMessage } from '@atelier/api';

/** A state that forbids the call for now (a warning toast). */
export function refuseState(message: string): never {
  throw new DomainError(ErrorCode.NotReady, message);
}

/**
 * The stamp (of the actor's enterprise, not deleted) they may act for: its owner or manager, or an administrator.
 * Unlike stamp management (requireManager), an enterprise stamp's manager handles its certificate.
 */
export async function managedStamp(db: Database, actor: Actor, stampId: string): Promise<StampRow> {
  const stamp = await findStamp(db, actor, stampId);
  enforce(caManagerRefusal(stampActor(actor), stamp));
  return stamp;
}
