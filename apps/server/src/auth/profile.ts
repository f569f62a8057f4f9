/**
 * The person's own account settings (issue 24): the profile and avatar of /account/basic, the preferences of
 * /account/preference and the login devices of /account/device. Every call acts on the signed-in person only; the
 * rules and texts are the shared ones of rules/accountSettings.ts.
 */
import { randomBytes } from 'node:crypto';
import {
  AccountSettingsMessage,
  AuditAction,
  AVATAR_FORMAT,
  AVATAR_KEY_PATTERN,
  api,
  avatarExtension,
  avatarImageType,
  avatarRefusal,
  describeUserAgent,
  deviceSignOutRefusal,
  endpointPath,
  type LoginDevice,
  type ProfileInput,
  type ServicePrefixes,
  settingsFromRows,
  type UserInfo,
  UserSettingKey,
  type UserSettings,
} from '@atelier/api';
import { recordAudit } from '../audit/record';
import type { Database } from '../db/index';
import { DomainError, ErrorCode, enforce, tokenInvalid } from '../domain/errors';
import { enterprisesOf, userInfo } from '../domain/views';
import type { FileStore } from '../storage/fileStore';
import { formatDateTime } from '../util/format';
import type { Session } from './session';
import { deleteSessionById, findSessionById, liveSessionsOf } from './sessionRepository';
import { settingRowsOf, upsertSettings } from './settingsRepository';
import { avatarKeyInUse, findUserById, setAvatar, setProfile } from './userRepository';

/** File-store keys of avatars live under this folder. */
const AVATAR_FOLDER = 'avatars';

/** One line in each enterprise the person belongs to: their administrators see what their member changed. */
export async function recordForPerson(
  db: Database,
  userId: string,
  action: AuditAction,
  details: Record<string, unknown>,
): Promise<void> {
  for (const enterprise of await enterprisesOf(db, userId)) {
    await recordAudit(db, { enterpriseId: enterprise.id, actorId: userId, action, target: '', details });
  }
}

async function currentUser(db: Database, session: Session) {
  const user = await findUserById(db, session.user.id);
  if (!user) tokenInvalid();
  return user;
}

/** /account/basic: the real name and the email (empty clears it). Answers the user info the navbar shows. */
export async function updateProfile(db: Database, session: Session, input: ProfileInput): Promise<UserInfo> {
  const before = await currentUser(db, session);
  const email = input.email?.trim() ? input.email.trim() : null;
  await setProfile(db, before.id, { realname: input.realname, email });
  await recordForPerson(db, before.id, AuditAction.ProfileUpdate, {
    realname: { from: before.realname, to: input.realname },
    email: { from: before.email, to: email },
  });
  return userInfo(db, { ...session.user, realname: input.realname, email });
}

/**
 * A new avatar: a JPG/JPEG/PNG under 500 KB by its name, and a PNG or JPEG by its bytes. Kept in the file store
 * under a random key; the URL the person's avatar answers is the public image endpoint with that key. The previous
 * image is removed from the store.
 */
export async function uploadAvatar(
  db: Database,
  files: FileStore,
  prefixes: Partial<ServicePrefixes>,
  session: Session,
  file: Blob,
): Promise<{ avatar: string }> {
  const user = await currentUser(db, session);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = file instanceof File ? file.name : 'avatar';
  enforce(avatarRefusal({ name, size: file.size, bytes }));
  const type = avatarImageType(bytes);
  if (!type) throw new DomainError(ErrorCode.InvalidRequest, AVATAR_FORMAT);
  const key = `${randomBytes(16).toString('hex')}.${avatarExtension(type)}`;
  await files.put(`${AVATAR_FOLDER}/${key}`, Buffer.from(bytes));
  const url = `${endpointPath(api.user.avatarImage, prefixes)}?key=${key}`;
  await setAvatar(db, user.id, { url, key });
  if (user.avatarKey) await files.remove(`${AVATAR_FOLDER}/${user.avatarKey}`).catch(() => undefined);
  await recordForPerson(db, user.id, AuditAction.AvatarUpdate, { removed: false });
  return { avatar: url };
}

/** Removes the avatar (the navbar shows the initial again). */
export async function removeAvatar(db: Database, files: FileStore, session: Session): Promise<null> {
  const user = await currentUser(db, session);
  await setAvatar(db, user.id, null);
  if (user.avatarKey) await files.remove(`${AVATAR_FOLDER}/${user.avatarKey}`).catch(() => undefined);
  await recordForPerson(db, user.id, AuditAction.AvatarUpdate, { removed: true });
  return null;
}

/** The bytes of a person's current avatar by its key; anything else is not found. */
export async function avatarImage(
  db: Database,
  files: FileStore,
  key: string,
): Promise<{ body: Awaited<ReturnType<FileStore['get']>>; contentType: string; fileName: string }> {
  if (!AVATAR_KEY_PATTERN.test(key) || !(await avatarKeyInUse(db, key))) {
    throw new DomainError(ErrorCode.Denied, AccountSettingsMessage.AvatarNotFound);
  }
  return {
    body: await files.get(`${AVATAR_FOLDER}/${key}`),
    contentType: key.endsWith('.png') ? 'image/png' : 'image/jpeg',
    fileName: key,
  };
}

/** /account/preference: the person's settings, with the defaults for what they never saved. */
export async function userSettingsOf(db: Database, session: Session): Promise<UserSettings> {
  return settingsFromRows(await settingRowsOf(db, session.user.id));
}

/** Saves the settings given (the others stay) and answers them all. */
export async function addUserSetting(
  db: Database,
  session: Session,
  input: Partial<UserSettings>,
): Promise<UserSettings> {
  const values: { key: string; value: string }[] = [];
  if (input.language) values.push({ key: UserSettingKey.Language, value: input.language });
  if (input.defaultPage) values.push({ key: UserSettingKey.DefaultPage, value: input.defaultPage });
  await upsertSettings(db, session.user.id, values);
  return userSettingsOf(db, session);
}

/** /account/device: the person's live sessions, the calling one marked 本机. */
export async function loginDevices(db: Database, session: Session, now = new Date()): Promise<LoginDevice[]> {
  const rows = await liveSessionsOf(db, session.user.id, now);
  return rows.map((row) => {
    const { device, browser } = describeUserAgent(row.browser, row.agent);
    return {
      id: row.id,
      device,
      browser,
      ip: row.ip,
      loginTime: formatDateTime(row.createdAt),
      lastActiveTime: formatDateTime(row.lastActiveAt),
      current: row.id === session.id,
    };
  });
}

/** Ends one of the person's other sessions at once: its token answers "token invalid" on its next call. */
export async function signOutDevice(db: Database, session: Session, id: string, now = new Date()): Promise<null> {
  const target = await findSessionById(db, id, now);
  enforce(deviceSignOutRefusal({ session: target, userId: session.user.id, currentSessionId: session.id }));
  await deleteSessionById(db, session.user.id, id);
  const { device, browser } = describeUserAgent(target?.browser, target?.agent);
  await recordForPerson(db, session.user.id, AuditAction.DeviceSignOut, { device, browser });
  return null;
}
