/**
 * The enterprise log (issue 24, /enterprise/log; 001 sections 3.2 and 7.2 `arcLogList`): who did what in an
 * enterprise. Every area writes one line through the server's `audit/record.ts`; the action codes are the named
 * constants below, their labels the log page's 类型 column and filter. The texts are Atelier's (the specification shows
 * the call's fields, not the action names).
 */

/** What was done. The codes are stable: they are stored. */
export const AuditAction = {
  Login: 'login',
  ProfileUpdate: 'user.profile',
  AvatarUpdate: 'user.avatar',
  DeviceSignOut: 'user.deviceSignOut',
  PhoneChange: 'user.phone',
  EnterpriseCreate: 'enterprise.create',
  EnterpriseUpdate: 'enterprise.update',
  EnterpriseJoin: 'enterprise.join',
  DepartmentChange: 'organisation.department',
  PersonChange: 'organisation.person',
  ProjectCreate: 'project.create',
  ProjectRestore: 'project.restore',
  ProjectPurge: 'project.purge',
  ApprovalLaunch: 'approval.launch',
  ApprovalPass: 'approval.pass',
  ApprovalReject: 'approval.reject',
  StampChange: 'stamp.change',
  CaChange: 'ca.change',
} as const;
export type AuditAction = (typeof AuditAction)[keyof typeof AuditAction];

/** zh-CN labels of the actions. */
export const auditActionLabel: Readonly<Record<AuditAction, string>> = {
  [AuditAction.Login]: '登录',
  [AuditAction.ProfileUpdate]: '修改个人信息',
  [AuditAction.AvatarUpdate]: '修改头像',
  [AuditAction.DeviceSignOut]: '退出设备登录',
  [AuditAction.PhoneChange]: '更换手机号',
  [AuditAction.EnterpriseCreate]: '创建企业',
  [AuditAction.EnterpriseUpdate]: '修改企业信息',
  [AuditAction.EnterpriseJoin]: '加入企业',
  [AuditAction.DepartmentChange]: '部门变更',
  [AuditAction.PersonChange]: '人员变更',
  [AuditAction.ProjectCreate]: '创建项目',
  [AuditAction.ProjectRestore]: '恢复项目',
  [AuditAction.ProjectPurge]: '彻底删除项目',
  [AuditAction.ApprovalLaunch]: '发起审批',
  [AuditAction.ApprovalPass]: '审批通过',
  [AuditAction.ApprovalReject]: '审批驳回',
  [AuditAction.StampChange]: '印章变更',
  [AuditAction.CaChange]: 'CA证书变更',
};

/** en-US labels of the actions. */
export const auditActionLabelEn: Readonly<Record<AuditAction, string>> = {
  [AuditAction.Login]: 'Login',
  [AuditAction.ProfileUpdate]: 'Profile edited',
  [AuditAction.AvatarUpdate]: 'Avatar changed',
  [AuditAction.DeviceSignOut]: 'Device signed out',
  [AuditAction.PhoneChange]: 'Phone number changed',
  [AuditAction.EnterpriseCreate]: 'Enterprise created',
  [AuditAction.EnterpriseUpdate]: 'Enterprise edited',
  [AuditAction.EnterpriseJoin]: 'Joined the enterprise',
  [AuditAction.DepartmentChange]: 'Department changed',
  [AuditAction.PersonChange]: 'Person changed',
  [AuditAction.ProjectCreate]: 'Project created',
  [AuditAction.ProjectRestore]: 'Project restored',
  [AuditAction.ProjectPurge]: 'Project deleted for good',
  [AuditAction.ApprovalLaunch]: 'Approval launched',
  [AuditAction.ApprovalPass]: 'Approval passed',
  [AuditAction.ApprovalReject]: 'Approval rejected',
  [AuditAction.StampChange]: 'Stamp changed',
  [AuditAction.CaChange]: 'CA certificate changed',
};

/** zh-CN texts of the log (Atelier's). */
export const AuditMessage = { OnlyAdmin: '仅企业管理员可查看企业日志' } as const;
export const auditMessageEn: Readonly<Record<keyof typeof AuditMessage, string>> = {
  OnlyAdmin: 'Only enterprise administrators can view the enterprise log',
};

/** Rows a page of the log shows (001 section 9: arc log 20). */
export const AUDIT_PAGE_SIZE = 20;

/** Keys whose values never reach the log, at any depth (case-insensitive, by part of the key). */
const SECRET_KEY = /^(code|pin|smsCode)$|password|passwd|token|secret|hash|private|cookie|captcha|p12/i;
/** The longest string kept in the details (a data: URL or a file's text is cut). */
export const AUDIT_DETAIL_MAX_STRING = 200;

/**
 * The details as the log keeps them: plain JSON without secrets. Values under a secret-looking key are dropped,
 * long strings are cut, binary values and functions are left out. Pure, so the server and the fixtures agree.
 */
export function auditDetails(details: Record<string, unknown>): Record<string, unknown> {
  return clean(details, 0) as Record<string, unknown>;
}

function clean(value: unknown, depth: number): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return value;
  if (typeof value === 'string') {
    return value.length > AUDIT_DETAIL_MAX_STRING ? `${value.slice(0, AUDIT_DETAIL_MAX_STRING)}…` : value;
  }
  if (value instanceof Date) return value.toISOString();
  if (depth >= 4) return undefined;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => clean(item, depth + 1) ?? null);
  if (typeof value === 'object' && !(value instanceof Uint8Array) && !(value instanceof ArrayBuffer)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (SECRET_KEY.test(key)) continue;
      const kept = clean(item, depth + 1);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  return undefined;
}
