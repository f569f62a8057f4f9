import type { ProjectDetail } from '../../entities/project';
import type { CaRecord, Stamp } from '../../entities/stamp';
import type { Duty, MenuNode, Specialty } from '../../entities/user';
import { approvals, type FixtureApproval } from './approvals';
import {
  buttonKeys,
  DUTY,
  duties,
  enterprises,
  type FixtureEnterprise,
  type FixtureUser,
  fixtureSession,
  menus,
  SPECIALTY,
  specialties,
  users,
} from './people';
import {
  type FixtureMember,
  type FixtureResource,
  type FixtureTemplate,
  md5,
  members,
  projects,
  resources,
  templates,
} from './projects';
import { type CalcRule, calcRules, type Publisher, publishers } from './publish';
import { BJCA, CFCA, caRecords, ENTERPRISE_CA, stamps } from './stamps';

/**
 * The fixture's seed: one firm (华筑建筑设计研究院) with its people, projects, drawings, stamps, templates, approvals
 * and publishing, by area in the files of this folder. The store (../store) keeps a copy and changes it.
 */

export type { FixtureApproval } from './approvals';
export { FIXTURE_PASSWORD, type FixtureEnterprise, type FixtureUser, fixtureSession } from './people';
export type { FixtureMember, FixtureResource, FixtureTemplate } from './projects';
export {
  type CalcRule,
  type FixturePublishPlan,
  type FixtureShareLink,
  localDateTime,
  type Publisher,
  seedShareLinks,
} from './publish';
export {
  FIXTURE_ROOT_CERTIFICATE,
  type FixtureCaApplication,
  seedCaApplications,
  seedStampLogs,
  seedStampUses,
} from './stamps';

export interface FixtureSeed {
  enterprises: FixtureEnterprise[];
  users: FixtureUser[];
  duties: Duty[];
  specialties: Specialty[];
  projects: ProjectDetail[];
  members: FixtureMember[];
  resources: FixtureResource[];
  stamps: Stamp[];
  caOrganisations: { caOrgId: string; caOrgName: string }[];
  caRecords: CaRecord[];
  templates: FixtureTemplate[];
  approvals: FixtureApproval[];
  /** Print shops (晒图单位) and calculation rules (计费规则) of publishing. */
  publishers: Publisher[];
  calcRules: CalcRule[];
  menus: MenuNode[];
  buttonKeys: string[];
  /** Sessions that exist before anyone logs in (token to user id). */
  sessions: Record<string, string>;
}

/** A fresh copy of the default seed: 华筑建筑设计研究院 with its people, projects, drawings, stamps and approvals. */
export function createSeed(): FixtureSeed {
  return structuredClone({
    enterprises,
    users,
    duties,
    specialties,
    projects,
    members,
    resources,
    stamps,
    caOrganisations: [ENTERPRISE_CA, CFCA, BJCA],
    caRecords,
    templates,
    approvals,
    publishers,
    calcRules,
    menus,
    buttonKeys,
    sessions: { [fixtureSession.token]: fixtureSession.userId },
  });
}

export { DUTY as FixtureDuty, md5 as fixtureMd5, SPECIALTY as FixtureSpecialty };
