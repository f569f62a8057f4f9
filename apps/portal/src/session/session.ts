import type { LoginResult } from '@atelier/api';

/** What the session keeps in localStorage (shared by the browser's tabs). */
export const SessionKeys = {
  Token: 'atelier.token',
  EnterpriseId: 'atelier.enterpriseId',
  UserId: 'atelier.userId',
  /** The account name, kept when "remember" is ticked. The password is never stored. */
  RememberedUsername: 'atelier.rememberedUsername',
} as const;

/** Per-tab flags (sessionStorage): 001 section 3.1 "session and local flags". */
export const SessionFlags = {
  /** The current enterprise has expired: its toast was shown in this tab. */
  EnterpriseExpired: 'atelier.enterpriseExpired',
  /** A lazily loaded page failed to load and the page was reloaded once (001 section 2.1). */
  ChunkError: 'atelier.chunkError',
} as const;

export interface SessionSnapshot {
  token: string | null;
  enterpriseId: string | null;
  userId: string | null;
}

/** The signed-in session. The client reads it through `getToken`, `getEnterpriseId` and `getUserId`. */
export interface Session {
  /** The token this page runs with (X-Access-Token). */
  getToken(): string | null;
  /** The token in shared storage: another tab may have changed it (the client then asks for a reload). */
  getStoredToken(): string | null;
  getEnterpriseId(): string | null;
  getUserId(): string | null;
  isLoggedIn(): boolean;
  /** Stores a login answer (password login, redirect login). */
  login(result: Pick<LoginResult, 'token' | 'userInfo'>): void;
  /** The enterprise the server says is current (after user info loads or a switch). */
  setEnterpriseId(enterpriseId: string | null): void;
  /** Forgets everything (logout, an expired token, a failed guard load). */
  clear(): void;
  rememberedUsername(): string | null;
  rememberUsername(username: string | null): void;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function write(storage: KeyValueStorage, key: string, value: string | null) {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Storage full or disabled: the page keeps its in-memory session.
  }
}

function read(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** A session over a storage (localStorage in the portal, a Map-backed fake in tests). */
export function createSession(storage: KeyValueStorage): Session {
  let current: SessionSnapshot = {
    token: read(storage, SessionKeys.Token),
    enterpriseId: read(storage, SessionKeys.EnterpriseId),
    userId: read(storage, SessionKeys.UserId),
  };
  const persist = () => {
    write(storage, SessionKeys.Token, current.token);
    write(storage, SessionKeys.EnterpriseId, current.enterpriseId);
    write(storage, SessionKeys.UserId, current.userId);
  };
  return {
    getToken: () => current.token,
    getStoredToken: () => read(storage, SessionKeys.Token),
    getEnterpriseId: () => current.enterpriseId,
    getUserId: () => current.userId,
    isLoggedIn: () => !!current.token,
    login(result) {
      current = {
        token: result.token,
        enterpriseId: result.userInfo.curEnterpriseId ?? null,
        userId: result.userInfo.userId,
      };
      persist();
    },
    setEnterpriseId(enterpriseId) {
      current = { ...current, enterpriseId };
      write(storage, SessionKeys.EnterpriseId, enterpriseId);
    },
    clear() {
      current = { token: null, enterpriseId: null, userId: null };
      persist();
    },
    rememberedUsername: () => read(storage, SessionKeys.RememberedUsername),
    rememberUsername(username) {
      write(storage, SessionKeys.RememberedUsername, username);
    },
  };
}

/** A storage in memory, for tests and for browsers without localStorage. */
export function memoryStorage(): KeyValueStorage & { readonly size: number } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    get size() {
      return map.size;
    },
  };
}
