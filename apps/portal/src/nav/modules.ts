/**
 * The portal's modules (the first path segment of the main layout's routes), the menu permission key that gates
 * each (001 section 6) and their sub-menus (001 section 2.2). The server's route tree says which keys a user holds;
 * this table says where each key leads and what it is called in each language.
 */
import type { MenuLabelKey } from '../i18n/types';

export interface SubMenuItem {
  /** The menu permission key of the item. */
  perms: string;
  label: MenuLabelKey;
  /** Where the item leads. */
  path: string;
  /** Paths (and their sub-paths) that belong to the item; `[path]` when omitted. */
  match?: readonly string[];
  /** Keys (menu or button) the user must also hold, e.g. `pro:file:proofreadingApproval`. */
  requires?: string;
  /**
   * Alternatives tried in order: the item leads to the first permitted one and shows while any is permitted
   * (the duty-config item, 001 section 2.2).
   */
  variants?: readonly { perms: string; path: string }[];
}

export interface ModuleDef {
  /** The first path segment. */
  segment: string;
  /** The menu permission key; `null` for modules every signed-in user has (the hidden account module). */
  perms: string | null;
  label: MenuLabelKey;
  /** Where the module's entry leads when it has no sub-menu. */
  home: string;
  /**
   * The sub-menu shown in the 260px sidebar; empty for the wide layout (dashboard, contact, project centre,
   * calendar).
   */
  items: readonly SubMenuItem[];
  /**
   * `tree`: when the user's route tree lists children under the module, only the permitted items show (items
   * without a listed key are hidden); when it lists none, every item shows. `common`: every item shows.
   */
  gate: 'tree' | 'common';
  /** Shown in the navbar's module menu. */
  inNavbar: boolean;
}

const item = (
  perms: string,
  label: MenuLabelKey,
  path: string,
  extra: Partial<Pick<SubMenuItem, 'match' | 'requires' | 'variants'>> = {},
): SubMenuItem => ({ perms, label, path, ...extra });

/** Disk categories (001 section 2.1): all, CAD FMT08, documents FMT01, images FMT02, audio FMT03, video FMT04, archives FMT07, other FMT06. */
export const DiskCategory = {
  All: 'all',
  Cad: 'FMT08',
  Documents: 'FMT01',
  Images: 'FMT02',
  Audio: 'FMT03',
  Video: 'FMT04',
  Archives: 'FMT07',
  Other: 'FMT06',
} as const;

export const modules: readonly ModuleDef[] = [
  {
    segment: 'dashboard',
    perms: 'dashboard',
    label: 'dashboard',
    home: '/dashboard',
    items: [],
    gate: 'common',
    inNavbar: true,
  },
  {
    segment: 'project-center',
    perms: 'projectCenter',
    label: 'projectCenter',
    home: '/project-center/list',
    items: [],
    gate: 'common',
    inNavbar: true,
  },
  // The project main route (project_id with query simpleName, proType, pageNum, dir, resId).
  {
    segment: 'project',
    perms: 'projectCenter',
    label: 'projectCenter',
    home: '/project-center/list',
    items: [],
    gate: 'common',
    inNavbar: false,
  },
  {
    segment: 'workflow',
    perms: 'workflow',
    label: 'workflow',
    home: '/workflow/all',
    gate: 'tree',
    inNavbar: true,
    items: [
      item('workflowAll', 'workflowAll', '/workflow/all'),
      item('workflowBorrow', 'workflowBorrow', '/workflow/borrow'),
      item('workflowPublish', 'workflowPublish', '/workflow/publish'),
      item('workflowDestroy', 'workflowDestroy', '/workflow/destroy'),
      item('workflowProofreading', 'workflowProofreading', '/workflow/proofreading'),
      item('workflowMeeting', 'workflowMeeting', '/workflow/meeting'),
      item('workflowKnowledge', 'workflowKnowledge', '/workflow/knowledge-base'),
    ],
  },
  {
    segment: 'disk',
    perms: 'disk',
    label: 'disk',
    home: '/disk/category/all',
    gate: 'common',
    inNavbar: true,
    items: [
      item('disk', 'diskAll', `/disk/category/${DiskCategory.All}`),
      item('disk', 'diskCad', `/disk/category/${DiskCategory.Cad}`),
      item('disk', 'diskDocuments', `/disk/category/${DiskCategory.Documents}`),
      item('disk', 'diskImages', `/disk/category/${DiskCategory.Images}`),
      item('disk', 'diskAudio', `/disk/category/${DiskCategory.Audio}`),
      item('disk', 'diskVideo', `/disk/category/${DiskCategory.Video}`),
      item('disk', 'diskArchives', `/disk/category/${DiskCategory.Archives}`),
      item('disk', 'diskOther', `/disk/category/${DiskCategory.Other}`),
      item('disk', 'diskRecycle', '/disk/recycle'),
    ],
  },
  {
    segment: 'management',
    perms: 'management',
    label: 'management',
    home: '/management/project',
    gate: 'common',
    inNavbar: true,
    items: [item('management', 'managementProject', '/management/project')],
  },
  {
    segment: 'calendar',
    perms: 'calendar',
    label: 'calendar',
    home: '/calendar/schedule',
    items: [],
    gate: 'common',
    inNavbar: true,
  },
  {
    segment: 'knowledge-base',
    perms: 'knowledgeBase',
    label: 'knowledgeBase',
    home: '/knowledge-base/system/4/all',
    // The knowledge keys of the route tree name management pages (knowledgeBaseSystemManageFile...), not the
    // sub-menu: its items show for every holder of knowledgeBase, the personnel one with knowledgeBasePersonnel.
    gate: 'common',
    inNavbar: true,
    items: [
      item('knowledgeBase', 'knowledgeSystem', '/knowledge-base/system/4/all', {
        match: ['/knowledge-base/system', '/knowledge-base/systemDetail'],
      }),
      item('knowledgeBase', 'knowledgePersonnel', '/knowledge-base/personnel', { requires: 'knowledgeBasePersonnel' }),
      item('knowledgeBase', 'knowledgeProject', '/knowledge-base/project', {
        match: ['/knowledge-base/project', '/knowledge-base/projectDetail'],
      }),
      item('knowledgeBase', 'knowledgeNode', '/knowledge-base/node'),
      item('knowledgeBase', 'knowledgeOpinion', '/knowledge-base/opinion'),
      item('knowledgeBase', 'knowledgeLibrary', '/knowledge-base/library', {
        match: ['/knowledge-base/library', '/knowledge-base/manageBooks', '/knowledge-base/libraryDetail'],
      }),
      item('knowledgeBase', 'knowledgeAward', '/knowledge-base/award', {
        match: ['/knowledge-base/award', '/knowledge-base/awardDetail'],
      }),
      item('knowledgeBase', 'knowledgeIntegralMall', '/knowledge-base/integralmall'),
      item('knowledgeBase', 'knowledgeFeedback', '/knowledge-base/feedback'),
      item('knowledgeBase', 'knowledgeCleanGovernment', '/knowledge-base/cleanGovernment', {
        match: [
          '/knowledge-base/cleanGovernment',
          '/knowledge-base/governmentManage',
          '/knowledge-base/caseDetail',
          '/knowledge-base/warnDetail',
        ],
      }),
    ],
  },
  {
    segment: 'contact',
    perms: 'contact',
    label: 'contact',
    home: '/contact',
    items: [],
    gate: 'common',
    inNavbar: true,
  },
  {
    segment: 'publish',
    perms: 'publish',
    label: 'publish',
    home: '/publish/list',
    gate: 'tree',
    inNavbar: true,
    items: [
      item('publishList', 'publishList', '/publish/list'),
      item('publishStatistic', 'publishStatistic', '/publish/statistic'),
      item('publishCalcRule', 'publishRule', '/publish/rule'),
      item('publishOrganization', 'publishOrganization', '/publish/organization'),
    ],
  },
  {
    segment: 'archive',
    perms: 'archive',
    label: 'archive',
    home: '/archive/search',
    gate: 'tree',
    inNavbar: true,
    items: [
      item('archiveSearch', 'archiveSearch', '/archive/search'),
      item('preArchive', 'archivePreArchive', '/archive/pre-archive'),
      item('archiveHub', 'archiveHub', '/archive/archive-hub'),
      item('archiveSetup', 'archiveSetup', '/archive/setup', { match: ['/archive/setup', '/archive/tagsManage'] }),
      item('archiveFavorite', 'archiveFavorite', '/archive/favorite'),
    ],
  },
  {
    segment: 'drawingReviewCenter',
    perms: 'drawingReviewCenter',
    label: 'drawingReviewCenter',
    home: '/drawingReviewCenter/drawingReview',
    gate: 'tree',
    inNavbar: true,
    items: [
      item('drawingReview', 'drawingReview', '/drawingReviewCenter/drawingReview', {
        match: ['/drawingReviewCenter/drawingReview', '/drawingReviewCenter/drawingList'],
      }),
    ],
  },
  {
    segment: 'client-signature',
    perms: 'clientSignature',
    label: 'clientSignature',
    home: '/client-signature/index',
    gate: 'tree',
    inNavbar: true,
    items: [
      item('clientSignatureIndex', 'clientSignatureIndex', '/client-signature/index'),
      item('clientFrameConfig', 'clientFrameConfig', '/client-signature/frame-config'),
      item('templateGroupSettings', 'clientTemplateGroup', '/client-signature/template-group'),
    ],
  },
  {
    segment: 'notification',
    perms: 'notice',
    label: 'notification',
    home: '/notification/notify/enterprise',
    gate: 'common',
    inNavbar: true,
    items: [
      item('notice', 'notificationEnterprise', '/notification/notify/enterprise'),
      item('notice', 'notificationAll', '/notification/notify/all'),
    ],
  },
  {
    segment: 'enterprise',
    perms: 'enterprise',
    label: 'enterprise',
    home: '/enterprise/info',
    gate: 'tree',
    inNavbar: true,
    items: [
      item('enterpriseInfo', 'enterpriseInfo', '/enterprise/info'),
      item('enterpriseOrganization', 'enterpriseOrganization', '/enterprise/organization'),
      item('enterpriseDutyConfig', 'enterpriseDutyConfig', '/enterprise/dutyConfig/engineering', {
        match: ['/enterprise/dutyConfig'],
        variants: [
          { perms: 'enterpriseDutyConfigEngineeringManagement', path: '/enterprise/dutyConfig/engineering' },
          { perms: 'enterpriseDutyConfigDesignPro', path: '/enterprise/dutyConfig/design' },
          { perms: 'enterpriseDutyConfigPostSetting', path: '/enterprise/dutyConfig/post' },
        ],
      }),
      item('enterpriseSpecialty', 'enterpriseSpecialty', '/enterprise/specialty'),
      item('enterpriseKnowledge', 'enterpriseKnowledge', '/enterprise/knowledge'),
      item('enterpriseSetup', 'enterpriseSetup', '/enterprise/setup'),
      item('enterpriseLog', 'enterpriseLog', '/enterprise/log'),
      item('enterpriseCdcLog', 'enterpriseCdcLog', '/enterprise/cdcLog'),
      item('enterpriseKey', 'enterpriseKey', '/enterprise/key'),
      item('enterpriseSignatureWorkflow', 'enterpriseSignatureWorkflow', '/enterprise/signatureWorkflow'),
      item('enterpriseStamp', 'enterpriseStamp', '/enterprise/stamp'),
      item('enterpriseOpinion', 'enterpriseOpinion', '/enterprise/opinion'),
      item('enterpriseProTemp', 'enterpriseProjectTemplate', '/enterprise/entProTemp'),
      item('enterpriseStatistic', 'enterpriseStatistic', '/enterprise/entStatistic'),
    ],
  },
  {
    // Hidden from the menus; every signed-in user has it (opened from the avatar menu).
    segment: 'account',
    perms: null,
    label: 'account',
    home: '/account/basic',
    gate: 'common',
    inNavbar: false,
    items: [
      item('basicInfo', 'accountBasic', '/account/basic'),
      item('security', 'accountSecurity', '/account/security'),
      item('preference', 'accountPreference', '/account/preference'),
      item('order', 'accountOrder', '/account/order'),
      item('device', 'accountDevice', '/account/device'),
      item('personalStamp', 'accountStamp', '/account/stamp', { requires: 'clientSignature' }),
      item('individualOpinion', 'accountOpinion', '/account/opinion', { requires: 'pro:file:proofreadingApproval' }),
      item('pointsRecord', 'accountPointsRecord', '/account/pointsRecord'),
    ],
  },
];

const bySegment = new Map(modules.map((m) => [m.segment, m]));

/** The module a path belongs to (by its first segment), if any. */
export function moduleOfPath(pathname: string): ModuleDef | undefined {
  return bySegment.get(firstSegment(pathname));
}

/** The first segment of a path: '/project-center/list' → 'project-center'. */
export function firstSegment(pathname: string): string {
  return pathname.split('/').find((part) => part !== '') ?? '';
}
