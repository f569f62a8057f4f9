/**
 * '@atelier/api/msw': the fixture server for Storybook, tests and other apps. A stateful in-memory store seeded
 * with a realistic firm, and one msw handler per declared endpoint.
 *
 *   const store = createFixtureStore();
 *   const handlers = createHandlers(store, { prefix: '/hzzk-portal' });
 *   // client: createApiClient({ getToken: () => fixtureSession.token, getEnterpriseId: () => fixtureSession.enterpriseId, ... })
 */
export { createHandlers, type HandlerOptions } from './handlers';
export { fixturePdf } from './pdf';
export { launchProofreading } from './proofreading';
export {
  type CalcRule,
  type FixtureShareLink,
  type Publisher,
  PublishRefusal,
  SHARE_LINK_REFUSAL_CODE,
} from './publish';
export {
  FIXTURE_STORAGE_ORIGIN,
  fixtureResolvers,
  type Resolver,
  type ResolverContext,
  type Resolvers,
} from './resolvers';
export { addFixtureRole } from './resolvers/enterpriseSetup';
export { addFixtureJoinRequest, FIXTURE_REGIONS } from './resolvers/enterprises';
export { addFixtureLabels } from './resolvers/labels';
export { setFixtureSystemMessage } from './resolvers/notices';
export { addFixtureOpinions } from './resolvers/opinionBank';
export { addFixtureInvitation } from './resolvers/organisation';
export { setFixtureCover } from './resolvers/projectCover';
export { recycleProject } from './resolvers/projectRecycle';
export { FIXTURE_FRAME_TEMPLATE_ID } from './resolvers/signing';
export { sampleOf } from './sample';
export {
  createSeed,
  FIXTURE_PASSWORD,
  type FixtureApproval,
  FixtureDuty,
  type FixtureEnterprise,
  type FixtureMember,
  type FixtureResource,
  type FixtureSeed,
  FixtureSpecialty,
  type FixtureTemplate,
  type FixtureUser,
  fixtureSession,
} from './seed';
export {
  type ApprovalQuery,
  createFixtureStore,
  FIXTURE_ROOT_CERTIFICATE,
  type FixtureCaApplication,
  FixtureCode,
  FixtureRefusal,
  type FixtureState,
  FixtureStore,
  type MultipartUpload,
  paginate,
  refuse,
} from './store';
export {
  fixtureDiskAddFile,
  fixtureDiskCreateFolder,
  fixtureDiskDelete,
} from './store/diskFixtures';
export { fixtureDelete, fixtureRollback, fixtureStampVersions } from './store/fileOperations';
