import type { FixtureApproval, FixtureSeed } from '../seed';
import { createSeed } from '../seed';
import { AccountSettingsStore } from './accountSettings';
import { fixtureStampVersions } from './fileOperations';

/**
 * The stateful, in-memory fixture server: a realistic firm and what it holds. The MSW handlers call it; tests and
 * stories may also read `state` or call its methods directly. Its areas are in the files of this folder, each
 * extending the one before (core, recognition, templates, approvals, stamps, accounts, frame templates, notifications, account settings); the rules they apply are the shared
 * ones of `../../rules`.
 */
export class FixtureStore extends AccountSettingsStore {
  protected override stampPassed(approval: FixtureApproval): void {
    fixtureStampVersions(this, approval);
  }
}

/** Creates a fresh fixture store from a seed (the default firm when none is given). */
export function createFixtureStore(seed?: FixtureSeed): FixtureStore {
  return new FixtureStore(seed ?? createSeed());
}

export { FIXTURE_ROOT_CERTIFICATE, type FixtureCaApplication } from '../seed';
export type { FixtureSms, FixtureSmsCode } from './accounts';
export type { ApprovalQuery } from './approvals';
export {
  enforce,
  FixtureCode,
  FixtureRefusal,
  type FixtureState,
  fixtureNow,
  type MultipartUpload,
  paginate,
  refuse,
} from './core';
export type { FixtureNotification, NotificationQuery } from './notifications';
