import { createHash } from 'node:crypto';
import type { Database } from '../db/index';
import { newToken } from './password';
import {
  deleteSession,
  deleteSessionsExpiredBefore,
  findLiveSession,
  insertSession,
  setSessionExpiry,
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
  user: AuthUser;
}

/** Tokens are stored as SHA-256: a leaked table does not open sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Opens a session and answers its token (shown to the client once). */
export async function openSession(db: Database, userId: string, userAgent: string, now = new Date()): Promise<string> {
  const token = newToken();
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    userAgent,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

/** The session of a token, or null when the token is unknown or expired. Renews a session past half its life. */
export async function findSession(db: Database, token: string, now = new Date()): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const row = await findLiveSession(db, tokenHash, now);
  if (!row) return null;
  const { expiresAt, ...user } = row;
  if (expiresAt.getTime() - now.getTime() < SESSION_LIFETIME_MS / 2) {
    await setSessionExpiry(db, tokenHash, new Date(now.getTime() + SESSION_LIFETIME_MS));
  }
  return { tokenHash, user };
}

/** Ends a session. */
export async function closeSession(db: Database, tokenHash: string): Promise<void> {
  await deleteSession(db, tokenHash);
}

/** Removes expired sessions (run at start). */
export async function purgeExpiredSessions(db: Database, now = new Date()): Promise<void> {
  await deleteSessionsExpiredBefore(db, now);
}
