import { accountSettingsResolvers } from './accountSettings';
import { accountResolvers } from './accounts';
import { approvalResolvers } from './approvals';
import type { Resolvers } from './context';
import { enterpriseSetupResolvers } from './enterpriseSetup';
import { enterpriseResolvers } from './enterprises';
import { fileResolvers } from './files';
import { frameTemplateResolvers } from './frameTemplates';
import { labelResolvers } from './labels';
import { noticeResolvers } from './notices';
import { notificationResolvers } from './notifications';
import { opinionBankResolvers } from './opinionBank';
import { invitationAuthResolvers, organisationResolvers } from './organisation';
import { peopleResolvers } from './people';
import { projectCoverResolvers } from './projectCover';
import { projectMemberResolvers } from './projectMembers';
import { projectRecycleResolvers } from './projectRecycle';
import { projectResolvers } from './projects';
import { projectTemplateResolvers } from './projectTemplates';
import { proofreadingResolvers } from './proofreading';
import { publishResolvers } from './publish';
import { signingResolvers } from './signing';
import { stampResolvers } from './stamps';
import { workbenchResolvers } from './workbench';

export {
  FIXTURE_STORAGE_ORIGIN,
  type Resolver,
  type ResolverContext,
  type Resolvers,
} from './context';

/**
 * The fixture server's answers, backed by the store, by area in the files of this folder. They hold no rules of
 * their own: the checks, limits and refusals are the shared ones of `../../rules`, called with the store's facts.
 */
export const fixtureResolvers: Resolvers = {
  ...peopleResolvers,
  ...fileResolvers,
  ...signingResolvers,
  ...approvalResolvers,
  ...stampResolvers,
  ...organisationResolvers,
  auth: { ...peopleResolvers.auth, ...invitationAuthResolvers, ...accountResolvers.auth },
  enterprise: {
    ...peopleResolvers.enterprise,
    ...enterpriseResolvers.enterprise,
    ...enterpriseSetupResolvers.enterprise,
  },
  project: {
    ...peopleResolvers.project,
    ...projectResolvers,
    ...projectMemberResolvers.project,
    ...projectTemplateResolvers,
    ...projectRecycleResolvers,
    ...labelResolvers.project,
    ...projectCoverResolvers,
  },
  label: labelResolvers.label,
  ocrTemplate: frameTemplateResolvers.ocrTemplate,
  upload: { ...fileResolvers.upload, ...frameTemplateResolvers.upload },
  ...notificationResolvers,
  ...noticeResolvers,
  ...workbenchResolvers,
  publish: publishResolvers.publish,
  approval: { ...approvalResolvers.approval, ...proofreadingResolvers.approval },
  proofreading: proofreadingResolvers.proofreading,
  mark: { ...proofreadingResolvers.mark, ...opinionBankResolvers.mark },
  opinionBank: opinionBankResolvers.opinionBank,
  download: { ...fileResolvers.download, ...proofreadingResolvers.download },
  files: { ...fileResolvers.files, ...projectMemberResolvers.files },
  user: { ...peopleResolvers.user, ...accountSettingsResolvers.user, ...opinionBankResolvers.user },
  log: accountSettingsResolvers.log,
  enterpriseSetup: enterpriseSetupResolvers.enterpriseSetup,
};
