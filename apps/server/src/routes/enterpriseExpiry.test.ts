import {
  api,
  ENTERPRISE_EXPIRY_NOTICE_DAYS,
  EnterpriseMessage,
  expiredEnterpriseRefusal,
  expiryNoticeDue,
  ResponseCode,
} from '@atelier/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises } from '../db/schema';
import { createTestServer, type TestServer } from '../testing/harness';
import { formatDate } from '../util/format';

/** Issue 24, 001 sections 2.4 and 8.2: an enterprise's expiry, its nearing and what is refused once it passed. */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
});
afterAll(() => server?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const expireTongchuang = (expiresAt: Date | null) =>
  server.db.update(enterprises).set({ expiresAt }).where(eq(enterprises.id, server.ids.enterprises.tongchuang));

describe('an enterprise’s expiry', () => {
  it('is none by default: no date, no days, no banner', async () => {
    const token = await server.login('mali');
    const { body } = await server.call(api.user.info, {}, { token });
    expect(body.result).toMatchObject({
      enterpriseExpired: false,
      enterpriseExpireDate: null,
      enterpriseDaysLeft: null,
    });
  });

  it('tells the members its date and days as it nears, and answers as usual', async () => {
    const expiresAt = new Date(Date.now() + 10 * DAY_MS - 60_000);
    await expireTongchuang(expiresAt);
    try {
      const token = await server.login('mali');
      const { body } = await server.call(api.user.info, {}, { token });
      expect(body.result).toMatchObject({
        enterpriseExpired: false,
        enterpriseExpireDate: formatDate(expiresAt),
        enterpriseDaysLeft: 10,
      });
      expect(expiryNoticeDue(body.result.enterpriseDaysLeft)).toBe(true);
      expect((await server.call(api.project.list, {}, { token })).body.code).toBe(ResponseCode.Success);
      // Further away than the banner's days: the date is known, no banner.
      await expireTongchuang(new Date(Date.now() + (ENTERPRISE_EXPIRY_NOTICE_DAYS + 5) * DAY_MS));
      const later = await server.call(api.user.info, {}, { token });
      expect(expiryNoticeDue(later.body.result.enterpriseDaysLeft)).toBe(false);
    } finally {
      await expireTongchuang(null);
    }
  });

  it('refuses the enterprise’s calls once passed (8.2: 40009 当前企业已过期，请切换至其他企业), not the session’s', async () => {
    await expireTongchuang(new Date(Date.now() - 60_000));
    try {
      const token = await server.login('mali');
      const refusal = expiredEnterpriseRefusal();
      expect(refusal).toEqual({ code: ResponseCode.Error, message: EnterpriseMessage.Expired });
      for (const [endpoint, data] of [
        [api.project.list, {}],
        [api.enterprise.detail, {}],
      ] as const) {
        const { body } = await server.call(endpoint, data, { token });
        expect(body).toMatchObject({ success: false, ...refusal });
      }
      // What the locked screen needs still answers: who they are, that it expired, where else they can go.
      const info = await server.call(api.user.info, {}, { token });
      expect(info.body.result).toMatchObject({ enterpriseExpired: true, enterpriseDaysLeft: 0 });
      const list = await server.call(api.enterprise.list, {}, { token });
      expect(list.body.result).toEqual([expect.objectContaining({ expired: true })]);
    } finally {
      await expireTongchuang(null);
    }
    // Renewed (no expiry): in again.
    const token = await server.login('mali');
    expect((await server.call(api.project.list, {}, { token })).body.code).toBe(ResponseCode.Success);
  });
});
