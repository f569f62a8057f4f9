/**
 * Setting a firm up (001 sections 2.2, 3.6, 6, 7.3; issue 24): the specialties and duties dictionaries, the three
 * duty types of the duty-config pages, the enterprise roles (three fixed, any number of custom ones) and the
 * permission tree a role is a bundle of. Pure functions and messages, one definition for the server (facts from its
 * database), the fixtures (facts from their memory) and the forms.
 *
 * The spec names the menus, the keys and the calls but not the messages of these pages nor which role holds which
 * key ("not shown"): the Chinese here is Atelier's, the English is in the locales.
 */
import { z } from 'zod';
import { ButtonPermission, FixedRoleId } from '../entities/constants';
import type { ValueOf } from '../entities/constants/types';
import type { MenuNode, Permissions } from '../entities/user';
import { GENERIC_NAME_TOO_LONG } from './messages';
import { PublishButton } from './publish';
import { Refuse, type RuleRefusal } from './refusal';
import { isFixedRole } from './roles';

/**
 * The three duty types of the duty-config pages (001 sections 2.2 and 3.6: engineering management project, design
 * (cooperative) project, post attribute settings), in the order the menu lists them. The codes are Atelier's; the
 * duty list's `type` query filters by them.
 */
export const DutyType = { EngineeringManagement: 1, DesignProject: 2, PostSetting: 3 } as const;
export type DutyType = ValueOf<typeof DutyType>;
export const DUTY_TYPES: readonly DutyType[] = [
  DutyType.EngineeringManagement,
  DutyType.DesignProject,
  DutyType.PostSetting,
];
export const dutyTypeText: Record<DutyType, string> = { 1: '工程管理项目', 2: '设计项目', 3: '岗位属性设置' };
export const dutyTypeTextEn: Record<DutyType, string> = {
  1: 'Engineering management projects',
  2: 'Design projects',
  3: 'Post attributes',
};
/** The `:type` segment of /enterprise/dutyConfig/:type for each type. */
export const DUTY_TYPE_SLUG: Record<DutyType, string> = { 1: 'engineering', 2: 'design', 3: 'post' };
/** The menu key each duty-config page needs (001 section 6). */
export const DUTY_TYPE_MENU_KEY: Record<DutyType, string> = {
  1: 'enterpriseDutyConfigEngineeringManagement',
  2: 'enterpriseDutyConfigDesignPro',
  3: 'enterpriseDutyConfigPostSetting',
};
/** The duty type of a `:type` segment, or null for none of them. */
export function dutyTypeOfSlug(slug: string | undefined): DutyType | null {
  const found = DUTY_TYPES.find((t) => DUTY_TYPE_SLUG[t] === slug);
  return found ?? null;
}
/** The first duty type whose page the permission keys open (001 section 2.2), or null. */
export function firstPermittedDutyType(keys: readonly string[]): DutyType | null {
  return DUTY_TYPES.find((t) => keys.includes(DUTY_TYPE_MENU_KEY[t])) ?? null;
}

/** Dictionary and role names: the generic name limit (001 section 5.11: 30). */
export const SETUP_NAME_MAX = 30;
/** A role's description (Atelier's limit). */
export const ROLE_DESCRIPTION_MAX = 200;

export const EnterpriseSetupMessage = {
  NoSpecialtySetup: '您没有专业设置的权限',
  NoDutySetup: '您没有职责配置的权限',
  NoRoleSetup: '您没有企业设置的权限',
  OnlyAdminGrantsAdmin: '只有企业管理员可以设置或移除企业管理员',
  SpecialtyNameRequired: '请输入专业名称',
  SpecialtyNameTaken: '已有同名专业',
  SpecialtyNotFound: '专业不存在',
  SpecialtyInUse: '该专业已被人员、项目或流程模板使用，不能删除',
  LastSpecialty: '至少保留一个专业',
  DutyNameRequired: '请输入职责名称',
  DutyNameTaken: '该类型下已有同名职责',
  DutyNotFound: '职责不存在',
  DutyInUse: '该职责已被人员、项目或流程模板使用，不能删除',
  LastDuty: '至少保留一个职责',
  RoleNameRequired: '请输入角色名称',
  RoleNameTaken: '已有同名角色',
  RoleNotFound: '角色不存在',
  FixedRoleLocked: '固定角色不能修改或删除',
  DescriptionTooLong: `描述不能超过${ROLE_DESCRIPTION_MAX}个字`,
  UnknownPermission: '所选权限不存在',
  PeopleRequired: '请选择人员',
  PersonNotMember: '所选人员不是本企业成员',
  LastAdmin: '不能移除企业唯一的管理员，请先指定其他管理员',
  GrantBeyondOwn: '不能授予您自己没有的权限',
  OwnRoleLocked: '不能修改或删除您自己所属的角色',
} as const;

/** The refusal of a duty call for a type whose page the caller's roles do not open. */
export function dutyTypeDenial(type: DutyType): string {
  return `您没有${dutyTypeText[type]}职责配置的权限`;
}

const nameSchema = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(SETUP_NAME_MAX, GENERIC_NAME_TOO_LONG);

export const specialtyNameSchema = nameSchema(EnterpriseSetupMessage.SpecialtyNameRequired);
export const dutyNameSchema = nameSchema(EnterpriseSetupMessage.DutyNameRequired);
export const roleNameSchema = nameSchema(EnterpriseSetupMessage.RoleNameRequired);
export const roleDescriptionSchema = z
  .string()
  .trim()
  .max(ROLE_DESCRIPTION_MAX, EnterpriseSetupMessage.DescriptionTooLong);

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A name already used by another entry of the list (trimmed, case-insensitive), refused with `message`. */
export function setupNameRefusal(
  entries: readonly { id: string; name: string }[],
  name: string,
  message: string,
  exceptId?: string,
): RuleRefusal | null {
  return entries.some((e) => e.id !== exceptId && sameName(e.name, name)) ? Refuse.nameTaken(message) : null;
}

/** Deleting a specialty: refused while anything uses it, and for the enterprise's last one. */
export function specialtyDeleteRefusal(facts: { remaining: number; uses: number }): RuleRefusal | null {
  if (facts.uses > 0) return Refuse.notReady(EnterpriseSetupMessage.SpecialtyInUse);
  if (facts.remaining <= 1) return Refuse.notReady(EnterpriseSetupMessage.LastSpecialty);
  return null;
}

/** Deleting a duty: refused while anything uses it, and for the enterprise's last one. */
export function dutyDeleteRefusal(facts: { remaining: number; uses: number }): RuleRefusal | null {
  if (facts.uses > 0) return Refuse.notReady(EnterpriseSetupMessage.DutyInUse);
  if (facts.remaining <= 1) return Refuse.notReady(EnterpriseSetupMessage.LastDuty);
  return null;
}

/** Renaming, re-permissioning or deleting a role: the fixed ones are refused. */
export function fixedRoleRefusal(roleId: string): RuleRefusal | null {
  return isFixedRole(roleId) ? Refuse.denied(EnterpriseSetupMessage.FixedRoleLocked) : null;
}

/** Taking the enterprise-admin role from someone: refused for the last administrator. */
export function roleRemovalRefusal(roleId: string, adminCount: number): RuleRefusal | null {
  return roleId === FixedRoleId.EnterpriseAdmin && adminCount <= 1
    ? Refuse.notReady(EnterpriseSetupMessage.LastAdmin)
    : null;
}

/**
 * Who may give or take the enterprise-admin role: an administrator only. A custom role may grant the 企业设置
 * menu (and so the role calls), but its holders cannot make themselves or anyone else administrator.
 */
export function adminRoleChangeRefusal(roleId: string, actorIsAdmin: boolean): RuleRefusal | null {
  return roleId === FixedRoleId.EnterpriseAdmin && !actorIsAdmin
    ? Refuse.denied(EnterpriseSetupMessage.OnlyAdminGrantsAdmin)
    : null;
}

/**
 * Adding, renaming or deleting a duty of a type: the caller's keys (menus and buttons) must hold that type's page.
 * The 职责配置 parent shows for any one type, so it alone is not enough (001 sections 2.2, 6: each type is its own
 * menu); the enterprise admin holds every type.
 */
export function dutyTypeRefusal(type: DutyType, actorKeys: readonly string[]): RuleRefusal | null {
  return actorKeys.includes(DUTY_TYPE_MENU_KEY[type]) ? null : Refuse.denied(dutyTypeDenial(type));
}

/**
 * Who may shape the roles without being an administrator (issue 24): a person holding 企业设置 through a custom role
 * neither edits nor deletes a role they hold themselves (they would widen their own rights) ...
 */
export function ownRoleRefusal(
  roleId: string,
  actor: { isAdmin: boolean; roleIds: readonly string[] },
): RuleRefusal | null {
  return !actor.isAdmin && actor.roleIds.includes(roleId) ? Refuse.denied(EnterpriseSetupMessage.OwnRoleLocked) : null;
}

/**
 * ... nor grants keys they do not hold: a role's new keys (those `keys` adds to `previous`, the role's keys before
 * the change; all of them for a new role, or for a role given to people) must be among the caller's own. An
 * administrator holds every key.
 */
export function grantRefusal(
  keys: readonly string[],
  actor: { isAdmin: boolean; keys: readonly string[] },
  previous: readonly string[] = [],
): RuleRefusal | null {
  if (actor.isAdmin) return null;
  const held = new Set([...actor.keys, ...previous]);
  return keys.every((k) => held.has(k)) ? null : Refuse.denied(EnterpriseSetupMessage.GrantBeyondOwn);
}

/** Keys a role may hold: only the tree's. */
export function unknownPermissionRefusal(keys: readonly string[]): RuleRefusal | null {
  const known = new Set(allPermissionKeys());
  return keys.every((k) => known.has(k)) ? null : Refuse.invalid(EnterpriseSetupMessage.UnknownPermission);
}

// ---------------------------------------------------------------------------------------------------------------
// The permission tree
// ---------------------------------------------------------------------------------------------------------------

/** Who holds an entry besides the enterprise admin (who holds all) and custom roles that check it. */
export type Audience = 'staff' | 'archive' | 'publish' | 'admin';

export interface MenuDefinition {
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

/**
 * Every menu of the portal, in sidebar order. The specification names the keys (001 sections 2.1, 2.2, 6; 000
 * section 6) but not which role holds which: the audiences are Atelier's table. The enterprise admin holds
 * everything; the archive admin and the publishing manager add their centres; staff get the working set
 * (workbench, disk, projects, approvals, knowledge, contacts); a custom role adds the keys it checks.
 */
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
      only('admin', DUTY_TYPE_MENU_KEY[1], dutyTypeText[1], `/enterprise/dutyConfig/${DUTY_TYPE_SLUG[1]}`),
      only('admin', DUTY_TYPE_MENU_KEY[2], dutyTypeText[2], `/enterprise/dutyConfig/${DUTY_TYPE_SLUG[2]}`),
      only('admin', DUTY_TYPE_MENU_KEY[3], dutyTypeText[3], `/enterprise/dutyConfig/${DUTY_TYPE_SLUG[3]}`),
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

/** Button keys by audience (000 section 6, 001 section 6). */
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

/** What the button keys are called in the permission tree (Atelier's Chinese). */
export const BUTTON_KEY_NAMES: Readonly<Record<string, string>> = {
  [ButtonPermission.ProofreadingApproval]: '校审审批',
  [ButtonPermission.FastApproval]: '快速盖章审批',
  [ButtonPermission.OrderApproval]: '顺序签审批',
  [ButtonPermission.BorrowApply]: '档案借阅申请',
  [ButtonPermission.UniversalApproval]: '通用审批',
  [ButtonPermission.StampSaveOnCloud]: '印章云端保存',
  [PublishButton.Download]: '发布下载',
  [PublishButton.Share]: '发布分享',
  [PublishButton.ConfirmPublish]: '确认发布',
  'preArc:file:add': '预归档：新增',
  'preArc:file:apply': '预归档：申请归档',
  'preArc:file:archive': '预归档：归档',
  'preArc:file:move': '预归档：移动',
  'preArc:file:rename': '预归档：重命名',
  'preArc:file:delete': '预归档：删除',
  'arc:file:add': '档案：新增',
  'arc:file:checkFile': '档案：查看文件',
  'arc:file:edition': '档案：版本',
  'arc:file:secretLevel': '档案：密级',
  'arc:file:downlod': '档案：下载',
  'arc:file:move': '档案：移动',
  'arc:file:copy': '档案：复制',
  'arc:file:rename': '档案：重命名',
  'arc:file:delete': '档案：删除',
};

/** The kind of a node of the permission tree: a menu (a route's perms) or a button key. */
export const PermissionKind = { Menu: 'menu', Button: 'button' } as const;
export type PermissionKind = ValueOf<typeof PermissionKind>;

/** A node of `group/getEntPermission`: its key, its name, menu or button, and its children. */
export interface PermissionNode {
  id: string;
  name: string;
  kind: PermissionKind;
  children?: PermissionNode[] | undefined;
}

/** The group node the button keys hang under in the tree (it is no key itself). */
export const BUTTON_GROUP_ID = 'group:buttons';
export const BUTTON_GROUP_NAME = '按钮权限';

const ALL_BUTTON_KEYS: readonly string[] = [...new Set(Object.values(BUTTON_KEYS).flat())];

/** The whole tree of the enterprise's permissions: the menus in sidebar order, then the button keys. */
export function permissionTree(): PermissionNode[] {
  const menu = (d: MenuDefinition): PermissionNode =>
    d.children
      ? { id: d.perms, name: d.name, kind: PermissionKind.Menu, children: d.children.map(menu) }
      : { id: d.perms, name: d.name, kind: PermissionKind.Menu };
  return [
    ...MENU_TREE.map(menu),
    {
      id: BUTTON_GROUP_ID,
      name: BUTTON_GROUP_NAME,
      kind: PermissionKind.Button,
      children: ALL_BUTTON_KEYS.map((id) => ({ id, name: BUTTON_KEY_NAMES[id] ?? id, kind: PermissionKind.Button })),
    },
  ];
}

/** Every key a role may hold (menus depth first, then buttons); the button group is no key. */
export function allPermissionKeys(): string[] {
  const keys: string[] = [];
  const visit = (nodes: readonly MenuDefinition[]) => {
    for (const node of nodes) {
      keys.push(node.perms);
      if (node.children) visit(node.children);
    }
  };
  visit(MENU_TREE);
  return [...new Set([...keys, ...ALL_BUTTON_KEYS])];
}

/** The audiences a member with these fixed roles belongs to; null roles: a user without an enterprise. */
function audiencesOf(roles: readonly string[] | null): Set<Audience> | 'all' {
  if (roles?.includes(FixedRoleId.EnterpriseAdmin)) return 'all';
  const audiences = new Set<Audience>();
  if (roles === null) return audiences;
  audiences.add('staff');
  if (roles.includes(FixedRoleId.ArchiveAdmin)) audiences.add('archive');
  if (roles.includes(FixedRoleId.PublishingManager)) audiences.add('publish');
  return audiences;
}

function filterMenus(definitions: readonly MenuDefinition[], allowed: (d: MenuDefinition) => boolean): MenuNode[] {
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

/**
 * Menus and button keys of a member with these roles (null: no enterprise). `grants` are the keys the member's
 * custom roles check: a menu shows when its audience or a grant allows it, a granted button key is held.
 */
export function permissionsFor(roles: readonly string[] | null, grants: readonly string[] = []): Permissions {
  const audiences = audiencesOf(roles);
  if (roles === null) {
    return { menuList: filterMenus(MENU_TREE, (d) => PERSONAL_MENUS.has(d.perms)), authList: [] };
  }
  const granted = new Set(grants);
  const allowed = (audience: Audience) => audiences === 'all' || audiences.has(audience);
  const menuList = filterMenus(MENU_TREE, (d) => allowed(d.audience) || granted.has(d.perms));
  const byAudience = (Object.keys(BUTTON_KEYS) as Audience[]).filter(allowed).flatMap((a) => BUTTON_KEYS[a]);
  const authList = [...new Set([...byAudience, ...ALL_BUTTON_KEYS.filter((k) => granted.has(k))])];
  return { menuList, authList };
}

/** Every key of a permission answer, menus (depth first) then buttons. */
export function permissionKeysOf(permissions: Permissions): string[] {
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

/** The keys a fixed role holds (what its read-only tree shows checked). */
export function fixedRoleKeys(roleId: string): string[] {
  return permissionKeysOf(permissionsFor([roleId]));
}
