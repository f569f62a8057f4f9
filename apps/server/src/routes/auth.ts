import { api, ClientAgent, HeaderNames } from '@atelier/api';
import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { admitLoginAttempt, clearLoginFailures, loginThrottleKey, purgeLoginFailures } from '../auth/loginThrottle';
import { hashPassword, verifyPassword } from '../auth/password';
import { closeSession, openSession } from '../auth/session';
import { users } from '../db/schema';
import { DomainError, ErrorCode, ErrorMessage } from '../domain/errors';
import { enterprisesOf, userInfo } from '../domain/views';
import { registerEndpoint } from '../http/registerEndpoint';

/** Compared against when the account does not exist, so that a wrong name costs as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword('atelier-decoy-password');
  return decoyHash;
};

/** Login and logout (001 section 7.10). */
export function registerAuthRoutes(app: FastifyInstance): void {
  /**
   * The password arrives as typed over TLS and is checked against the stored scrypt hash (README: "password
   * encrypted before sending"). The username may also be the phone number. Attempts are counted per account in
   * the database (auth/loginThrottle.ts), whichever of its names is typed; the client address has its own limit
   * (`addressLimit` of the endpoint, http/addressLimits.ts).
   */
  registerEndpoint(app, api.auth.login, async ({ db, data, request }) => {
    const [found] = await db
      .select()
      .from(users)
      .where(or(eq(users.username, data.username), eq(users.phone, data.username)))
      .limit(1);
    const throttleKey = loginThrottleKey(found, data.username);
    if (!(await admitLoginAttempt(db, throttleKey))) {
      throw new DomainError(ErrorCode.BadCredentials, ErrorMessage.TooManyLoginFailures);
    }
    const valid = await verifyPassword(data.password, found?.passwordHash ?? (await decoy()));
    if (!found || !valid) {
      await purgeLoginFailures(db);
      throw new DomainError(ErrorCode.BadCredentials, ErrorMessage.BadCredentials);
    }
    await clearLoginFailures(db, throttleKey);

    const mine = await enterprisesOf(db, found.id);
    let currentEnterpriseId = found.currentEnterpriseId;
    if (!mine.some((e) => e.id === currentEnterpriseId)) {
      currentEnterpriseId = mine[0]?.id ?? null;
      await db.update(users).set({ currentEnterpriseId }).where(eq(users.id, found.id));
    }
    const agent =
      request.headers[HeaderNames.UserAgent.toLowerCase()] === ClientAgent.Pc ? ClientAgent.Pc : ClientAgent.Web;
    const token = await openSession(db, found.id, agent);
    const user = { ...found, currentEnterpriseId };
    return {
      token,
      userInfo: await userInfo(db, user),
      enterpriseVoList: mine.map((e) => ({ enterpriseId: e.id, enterpriseName: e.name, ddUnionid: null })),
      isWeChat: false,
    };
  });

  registerEndpoint(app, api.auth.logout, async ({ db, session }) => {
    if (session) await closeSession(db, session.tokenHash);
    return null;
  });
}
