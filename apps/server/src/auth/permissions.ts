import {
  ButtonPermission,
  FIXED_ROLE_NAMES,
  FixedRoleId,
  isFixedRole,
  type MenuNode,
  type Permissions,
  PublishButton,
  type UserRole,
} from '@atelier/api';

/**
 * Menus (the route tree with `perms` keys) and button keys from the user's enterprise roles. The specification
 * names the keys (001 sections 2.1, 2.2, 6; 000 section 6) but not which role holds which ("not shown"): this is
 * Atelier's table. The enterprise admin holds everything; the archive admin and the publishing manager add their
 * centres; staff get the working set (workbench, disk, projects, approvals, knowledge, contacts).
 */

/** Who sees an entry besides the enterprise admin (who sees all). */
type Audience = 'staff' | 'archive' | 'publish' | 'admin';

interface MenuDefinition {
  perms: string;
  name: string;
  path: string;
  audience: Audience;
  children?: MenuDefinition[];
}

const staff = (perms: string, name: string, path: string, children?: MenuDefinition[]): MenuDefinition =>
  children ? { perms, name, path, audience: 'staff', children } : { perms, name, path, audience: 'staff' };
const only = (audience: Audience, perms: string, name: string, path: string, children?: MenuDefinition[]) =>
  children ? { perms, name, path, audience, children } : { perms, name, path, audience };

/** Every menu of the portal, in sidebar order. */
export const MENU_TREE: readonly MenuDefinition[] = [
  staff('dashboard', '工作台', '/dashboard'),
  staff('disk', '网盘', '/disk'),
  only('admin', 'management', '项目立项', '/management', [
    only('admin', 'managementProject', '项目立项', '/management/project'),
  ]),
  staff('calendar', '日程', '/calendar'),
  staff('projectCenter', '项目中心', '/project-center'),
  staff('knowledgeBase', '知识库', '/knowledge-base', [
    staff('knowledgeBasePersonnel', '人员知识库', '/knowledge-base/personnel'),
    only('admin', 'knowledgeBaseSystemManageFile', '制度文件管理', '/knowledge-base/system/manageFile/all'),
    only(
      'admin',
      'knowledgeBaseSystemManageOutsideFile',
      '外来文件管理',
      '/knowledge-base/system/manageOutsideFile/all',
    ),
    only('admin', 'knowledgeBaseSystemSolicitOpinions', '征求意见', '/knowledge-base/system/solicitOpinions/all'),
  ]),
  staff('contact', '通讯录', '/contact'),
  staff('notice', '消息通知', '/notification'),
  only('publish', 'publish', '发布中心', '/publish', [
    only('publish', 'publishList', '发布列表', '/publish/list'),
    only('publish', 'publishStatistic', '发布统计', '/publish/statistic'),
    only('publish', 'publishCalcRule', '计费规则', '/publish/rule'),
    only('publish', 'publishOrganization', '出版单位', '/publish/organization'),
  ]),
  // Every member signs drawings: the module's key also shows their own signatures and stamps (001: the my-seals
  // item is hidden without clientSignature); its configuration pages stay the administrators'.
  staff('clientSignature', '客户端签章', '/client-signature', [
    staff('clientSignatureIndex', '签章首页', '/client-signature/index'),
    only('admin', 'clientFrameConfig', '图框配置', '/client-signature/frame-config'),
    only('admin', 'templateGroupSettings', '模板组设置', '/client-signature/template-group'),
  ]),
  staff('drawingReviewCenter', '审图中心', '/drawingReviewCenter', [
    staff('drawingReview', '审图', '/drawingReviewCenter/drawingReview'),
  ]),
  staff('workflow', '审批中心', '/workflow', [
    staff('workflowAll', '全部', '/workflow/all'),
    staff('workflowBorrow', '档案借阅', '/workflow/borrow'),
    staff('workflowPublish', '文件发布', '/workflow/publish'),
    staff('workflowDestroy', '档案销毁', '/workflow/destroy'),
    staff('workflowProofreading', '校审', '/workflow/proofreading'),
    staff('workflowMeeting', '会议室', '/workflow/meeting'),
    staff('workflowKnowledge', '知识库', '/workflow/knowledge-base'),
  ]),
  staff('archive', '档案中心', '/archive', [
    staff('archiveSearch', '档案检索', '/archive/search'),
    only('archive', 'preArchive', '预归档', '/archive/pre-archive'),
    only('archive', 'archiveHub', '档案库', '/archive/archive-hub'),
    only('archive', 'archiveSetup', '档案设置', '/archive/setup'),
    staff('archiveFavorite', '我的收藏', '/archive/favorite'),
  ]),
  only('admin', 'enterprise', '企业管理', '/enterprise', [
    only('admin', 'enterpriseInfo', '企业信息', '/enterprise/info'),
    only('admin', 'enterpriseOrganization', '组织架构', '/enterprise/organization'),
    only('admin', 'enterpriseOrgPersonalToBeAudited', '待审核人员', '/enterprise/organization'),
    only('admin', 'enterpriseDutyConfig', '职责配置', '/enterprise/dutyConfig', [
      only('admin', 'enterpriseDutyConfigEngineeringManagement', '工程管理项目', '/enterprise/dutyConfig/engineering'),
      only('admin', 'enterpriseDutyConfigDesignPro', '设计项目', '/enterprise/dutyConfig/design'),
      only('admin', 'enterpriseDutyConfigPostSetting', '岗位属性设置', '/enterprise/dutyConfig/post'),
    ]),
    only('admin', 'enterpriseSpecialty', '专业设置', '/enterprise/specialty'),
    only('admin', 'enterpriseSetup', '企业设置', '/enterprise/setup'),
    only('admin', 'enterpriseLog', '企业日志', '/enterprise/log'),
    only('admin', 'enterpriseStamp', '印章管理', '/enterprise/stamp'),
    only('admin', 'enterpriseSignatureWorkflow', '签章流程', '/enterprise/signatureWorkflow'),
    only('admin', 'enterpriseOpinion', '意见库', '/enterprise/opinion'),
    only('admin', 'enterpriseProTemp', '项目模板', '/enterprise/entProTemp'),
    only('admin', 'enterpriseStatistic', '企业统计', '/enterprise/entStatistic'),
    only('admin', 'enterpriseKey', '激活码', '/enterprise/key'),
  ]),
];

/** Menus of a user without an enterprise: the personal pages only (the workbench shows the locked screen). */
const PERSONAL_MENUS = new Set(['dashboard', 'disk']);

/** Button keys by audience. */
export const BUTTON_KEYS: Readonly<Record<Audience, readonly string[]>> = {
  staff: [
    ButtonPermission.ProofreadingApproval,
    ButtonPermission.FastApproval,
    ButtonPermission.OrderApproval,
    ButtonPermission.BorrowApply,
  ],
  admin: [ButtonPermission.UniversalApproval, ButtonPermission.StampSaveOnCloud],
  publish: [PublishButton.Download, PublishButton.Share, PublishButton.ConfirmPublish],
  archive: [
    'preArc:file:add',
    'preArc:file:apply',
    'preArc:file:archive',
    'preArc:file:move',
    'preArc:file:rename',
    'preArc:file:delete',
    'arc:file:add',
    'arc:file:checkFile',
    'arc:file:edition',
    'arc:file:secretLevel',
    'arc:file:downlod',
    'arc:file:move',
    'arc:file:copy',
    'arc:file:rename',
    'arc:file:delete',
  ],
};

/** The audiences a member with these roles belongs to; null roles: a user without an enterprise. */
function audiencesOf(roles: readonly string[] | null): Set<Audience> | 'all' {
  if (roles?.includes(FixedRoleId.EnterpriseAdmin)) return 'all';
  const audiences = new Set<Audience>();
  if (roles === null) return audiences;
  audiences.add('staff');
  if (roles.includes(FixedRoleId.ArchiveAdmin)) audiences.add('archive');
  if (roles.includes(FixedRoleId.PublishingManager)) audiences.add('publish');
  return audiences;
}

function filterMenus(
  definitions: readonly MenuDefinition[],
  allowed: (definition: MenuDefinition) => boolean,
): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const definition of definitions) {
    const children = definition.children ? filterMenus(definition.children, allowed) : undefined;
    // A parent shows when it is allowed itself, or when one of its children is (the archive centre for staff).
    if (!allowed(definition) && !children?.length) continue;
    const node: MenuNode = { perms: definition.perms, name: definition.name, path: definition.path };
    if (children?.length) node.children = children;
    nodes.push(node);
  }
  return nodes;
}

/** Menus and button keys of a member with these enterprise roles (null: no enterprise). */
export function permissionsFor(roles: readonly string[] | null): Permissions {
  const audiences = audiencesOf(roles);
  if (roles === null) {
    return { menuList: filterMenus(MENU_TREE, (d) => PERSONAL_MENUS.has(d.perms)), authList: [] };
  }
  const allowed = (audience: Audience) => audiences === 'all' || audiences.has(audience);
  const menuList = filterMenus(MENU_TREE, (d) => allowed(d.audience));
  const authList = (Object.keys(BUTTON_KEYS) as Audience[]).filter(allowed).flatMap((a) => BUTTON_KEYS[a]);
  return { menuList, authList };
}

/** Every key of a permission answer, menus (depth first) then buttons. */
export function permissionKeys(permissions: Permissions): string[] {
  const keys: string[] = [];
  const visit = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      keys.push(node.perms);
      if (node.children) visit(node.children);
    }
  };
  visit(permissions.menuList);
  return [...keys, ...permissions.authList];
}

/** The user's enterprise roles as the API shows them. */
export function rolesOf(roles: readonly string[]): UserRole[] {
  return roles.filter(isFixedRole).map((roleId) => ({ roleId, roleName: FIXED_ROLE_NAMES[roleId] }));
}
