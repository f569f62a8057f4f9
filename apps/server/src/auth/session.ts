import { createHash } from 'node:crypto';
import type { Database } from '../db/index';
import { newToken } from './password';
import {
  deleteSession,
  deleteSessionsExpiredBefore,
  findLiveSession,
  insertSession,
  setSessionExpiry,
  setSessionLastActive,
} from './sessionRepository';

/** A session lasts 7 days from its last renewal; it is renewed when less than half of that is left. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The signed-in user as a handler sees them. */
export interface AuthUser {
  id: string;
  username: string;
  realname: string;
  phone: string;
  email: string | null;
  avatar: string | null;
  currentEnterpriseId: string | null;
}

export interface Session {
  tokenHash: string;
  /** The session's public id (/account/device names it; the token hash never leaves the server). */
  id: string;
  user: AuthUser;
}

/** Who opens a session: the agent (web or the desktop client), the browser's User-Agent and the address. */
export interface LoginClient {
  agent: string;
  browser: string;
  ip: string;
}

/** Last-active times are written at most this often (not on every call). */
export const LAST_ACTIVE_RESOLUTION_MS = 60_000;

/** Tokens are stored as SHA-256: a leaked table does not open sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Opens a session and answers its token (shown to the client once). */
export async function openSession(
  db: Database,
  userId: string,
  client: LoginClient | string,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  const { agent, browser, ip } = typeof client === 'string' ? { agent: client, browser: '', ip: '' } : client;
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    userAgent: agent,
    browser: browser.slice(0, 512),
    ip,
    createdAt: now,
    lastActiveAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

/** The session of a token, or null when the token is unknown or expired. Renews a session past half its life. */
export async function findSession(db: Database, token: string, now = new Date()): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const row = await findLiveSession(db, tokenHash, now);
  if (!row) return null;
  const { expiresAt, sessionId, lastActiveAt, ...user } = row;
  if (expiresAt.getTime() - now.getTime() < SESSION_LIFETIME_MS / 2) {
    await setSessionExpiry(db, tokenHash, new Date(now.getTime() + SESSION_LIFETIME_MS));
  }
  if (now.getTime() - lastActiveAt.getTime() >= LAST_ACTIVE_RESOLUTION_MS)
    await setSessionLastActive(db, tokenHash, now);
  return { tokenHash, id: sessionId, user };
}

/** Ends a session. */
export async function closeSession(db: Database, tokenHash: string): Promise<void> {
  await deleteSession(db, tokenHash);
}

/** Removes expired sessions (run at start). */
export async function purgeExpiredSessions(db: Database, now = new Date()): Promise<void> {
  await deleteSessionsExpiredBefore(db, now);
}
