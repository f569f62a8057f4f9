import type { AuditEntry } from '../../contract/endpoints/log';
import type { LoginDevice } from '../../contract/endpoints/user';
import { FixedRoleId } from '../../entities/constants';
import type { LoginResult, UserInfo } from '../../entities/user';
import {
  avatarRefusal,
  DEFAULT_USER_SETTINGS,
  describeUserAgent,
  deviceSignOutRefusal,
  type ProfileInput,
  type UserSettings,
} from '../../rules/accountSettings';
import { checkPhoneChange, maskPhone, SmsPurpose } from '../../rules/accounts';
import { AUDIT_PAGE_SIZE, AuditAction, AuditMessage, auditActionLabel, auditDetails } from '../../rules/audit';
import { avatarImageType } from '../../rules/enterprises';
import { firmDayStart } from '../../rules/publish';
import type { FixtureSeed, FixtureUser } from '../seed';
import { localDateTime } from '../seed';
import { enforce, FixtureCode, paginate, refuse } from './core';
import { NotificationStore } from './notifications';

/** A fixture session's device: what the server keeps of a login. */
interface FixtureDevice {
  id: string;
  userAgent: string;
  ip: string;
  loginTime: string;
  lastActiveTime: string;
}

/** A line of the fixture's enterprise log. */
interface FixtureAuditLine {
  id: string;
  enterpriseId: string;
  actorId: string | null;
  actorName: string;
  action: AuditAction;
  target: string;
  details: Record<string, unknown>;
  at: Date;
}

const SEED_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * Account settings and the enterprise log (issue 24): the profile and avatar, the preferences, the login devices and
 * the log lines these write, with the shared rules of `rules/accountSettings.ts` and `rules/audit.ts` applied to the
 * store's facts. Avatars are kept as data: URLs (the fixture has no file store).
 */
export class AccountSettingsStore extends NotificationStore {
  avatars = new Map<string, string>();
  settings = new Map<string, Partial<UserSettings>>();
  devices = new Map<string, FixtureDevice>();
  auditLines: FixtureAuditLine[] = [];

  override reset(seed?: FixtureSeed): void {
    super.reset(seed);
    this.avatars = new Map();
    this.settings = new Map();
    this.devices = new Map();
    this.auditLines = [];
  }

  override userInfo(user: FixtureUser): UserInfo {
    return { ...super.userInfo(user), avatar: this.avatars.get(user.userId) ?? null };
  }

  override openSession(user: FixtureUser, userAgent = SEED_USER_AGENT): LoginResult {
    const result = super.openSession(user);
    this.deviceOf(result.token, userAgent);
    if (user.curEnterpriseId) this.audit(user.curEnterpriseId, user.userId, AuditAction.Login, '', { agent: 'web' });
    return result;
  }

  /** The device of a session, made on first sight for sessions the seed opened. */
  private deviceOf(token: string, userAgent = SEED_USER_AGENT): FixtureDevice {
    let device = this.devices.get(token);
    if (!device) {
      const now = localDateTime(new Date());
      device = { id: this.nextId('device'), userAgent, ip: '127.0.0.1', loginTime: now, lastActiveTime: now };
      this.devices.set(token, device);
    }
    return device;
  }

  /** One line of the enterprise log, its details cleaned by the shared rule. */
  audit(
    enterpriseId: string,
    actorId: string | null,
    action: AuditAction,
    target = '',
    details: Record<string, unknown> = {},
  ): void {
    const actorName = actorId ? this.user(actorId).realname : '系统';
    this.auditLines.push({
      id: this.nextId('audit'),
      enterpriseId,
      actorId,
      actorName,
      action,
      target,
      details: auditDetails(details),
      at: new Date(),
    });
  }

  private auditForPerson(user: FixtureUser, action: AuditAction, details: Record<string, unknown>): void {
    for (const enterpriseId of user.enterpriseIds) this.audit(enterpriseId, user.userId, action, '', details);
  }

  updateProfile(user: FixtureUser, input: ProfileInput): UserInfo {
    const email = input.email?.trim() ? input.email.trim() : null;
    const before = { realname: user.realname, email: user.email };
    user.realname = input.realname;
    user.email = email ?? '';
    this.auditForPerson(user, AuditAction.ProfileUpdate, {
      realname: { from: before.realname, to: input.realname },
      email: { from: before.email || null, to: email },
    });
    return this.userInfo(user);
  }

  async uploadAvatar(user: FixtureUser, file: Blob): Promise<{ avatar: string }> {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const name = file instanceof File ? file.name : 'avatar';
    enforce(avatarRefusal({ name, size: file.size, bytes }));
    const type = avatarImageType(bytes) ?? 'image/png';
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    const avatar = `data:${type};base64,${btoa(binary)}`;
    this.avatars.set(user.userId, avatar);
    this.auditForPerson(user, AuditAction.AvatarUpdate, { removed: false });
    return { avatar };
  }

  removeAvatar(user: FixtureUser): null {
    this.avatars.delete(user.userId);
    this.auditForPerson(user, AuditAction.AvatarUpdate, { removed: true });
    return null;
  }

  userSettings(user: FixtureUser): UserSettings {
    return { ...DEFAULT_USER_SETTINGS, ...this.settings.get(user.userId) };
  }

  addUserSetting(user: FixtureUser, input: Partial<UserSettings>): UserSettings {
    const saved = { ...this.settings.get(user.userId) };
    if (input.language) saved.language = input.language;
    if (input.defaultPage) saved.defaultPage = input.defaultPage;
    this.settings.set(user.userId, saved);
    return this.userSettings(user);
  }

  loginDevices(user: FixtureUser, token: string | null): LoginDevice[] {
    return Object.entries(this.state.sessions)
      .filter(([, userId]) => userId === user.userId)
      .map(([sessionToken]) => {
        const device = this.deviceOf(sessionToken);
        return {
          id: device.id,
          ...describeUserAgent(device.userAgent),
          ip: device.ip,
          loginTime: device.loginTime,
          lastActiveTime: device.lastActiveTime,
          current: sessionToken === token,
        };
      })
      .sort((a, b) => Number(b.current) - Number(a.current));
  }

  signOutDevice(user: FixtureUser, token: string | null, id: string): null {
    const entry = Object.entries(this.state.sessions).find(([t]) => this.devices.get(t)?.id === id);
    const current = token ? this.deviceOf(token).id : '';
    enforce(
      deviceSignOutRefusal({
        session: entry ? { id, userId: entry[1] } : undefined,
        userId: user.userId,
        currentSessionId: current,
      }),
    );
    if (!entry) return null;
    const device = this.deviceOf(entry[0]);
    delete this.state.sessions[entry[0]];
    this.devices.delete(entry[0]);
    this.auditForPerson(user, AuditAction.DeviceSignOut, { ...describeUserAgent(device.userAgent) });
    return null;
  }

  /**
   * The server's `changePhone`: checkPhoneChange (a wrong password counts toward the lockout), then the code sent to
   * the new number for a phone change; a user
   * name that was the old number follows it; the sessions go on; a line in each enterprise's log.
   */
  changePhone(user: FixtureUser, input: { phone: string; code: string; password: string }): { phone: string } {
    const holder = this.state.users.find((u) => u.phone === input.phone || u.username === input.phone);
    const facts = {
      currentPhone: user.phone,
      newPhone: input.phone,
      takenByOther: !!holder && holder.userId !== user.userId,
    };
    // As on the server: the number's refusals first, then the password under the account's lockout.
    enforce(checkPhoneChange({ ...facts, passwordRight: true }));
    this.attemptWithPassword(user, () =>
      enforce(checkPhoneChange({ ...facts, passwordRight: user.password === input.password })),
    );
    this.consumeSmsCode(input.phone, SmsPurpose.ChangePhone, input.code);
    const before = user.phone;
    if (user.username === user.phone) user.username = input.phone;
    user.phone = input.phone;
    this.auditForPerson(user, AuditAction.PhoneChange, { from: maskPhone(before), to: maskPhone(input.phone) });
    return { phone: input.phone };
  }

  auditPage(
    user: FixtureUser,
    enterpriseId: string,
    query: {
      createBy?: string | undefined;
      type?: AuditAction | undefined;
      start?: string | undefined;
      end?: string | undefined;
      pageNum?: number | undefined;
      pageSize?: number | undefined;
    },
  ): { list: AuditEntry[]; total: number } {
    if (!user.roleIds.includes(FixedRoleId.EnterpriseAdmin) || !user.enterpriseIds.includes(enterpriseId)) {
      refuse(FixtureCode.Error, AuditMessage.OnlyAdmin);
    }
    const from = query.start ? firmDayStart(query.start).getTime() : -Infinity;
    const until = query.end ? firmDayStart(query.end).getTime() + 86_400_000 : Infinity;
    const lines = this.auditLines
      .filter(
        (l) =>
          l.enterpriseId === enterpriseId &&
          (!query.createBy || l.actorId === query.createBy) &&
          (!query.type || l.action === query.type) &&
          l.at.getTime() >= from &&
          l.at.getTime() < until,
      )
      .reverse()
      .map((l) => ({
        id: l.id,
        createTime: localDateTime(l.at),
        type: l.action,
        typeText: auditActionLabel[l.action],
        createBy: l.actorId,
        createByName: l.actorName,
        target: l.target,
        details: l.details,
      }));
    return paginate(lines, query.pageNum ?? 1, query.pageSize ?? AUDIT_PAGE_SIZE);
  }
}
