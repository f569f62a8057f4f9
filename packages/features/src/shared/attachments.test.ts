/** Attachments through the real typed client and the MSW fixture store's multipart flow. */
import { createHash } from 'node:crypto';
import { createApiClient } from '@atelier/api/client';
import { createFixtureStore, createHandlers, fixtureResolvers, fixtureSession, type Resolvers } from '@atelier/api/msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadAttachments } from './attachments';

const BASE = 'http://atelier.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

/** 1 KiB parts so a few kilobytes make several. */
const smallParts: Resolvers = {
  upload: {
    multipartStart: async (context) => {
      const start = fixtureResolvers.upload?.multipartStart;
      if (!start) throw new Error('The fixture has no multipartStart');
      return { ...(await start(context)), partSize: 1024 };
    },
  },
};

describe('uploadAttachments', () => {
  it('uploads each file in parts and answers the completed uploads’ ids in order', async () => {
    const store = createFixtureStore();
    server.resetHandlers(...createHandlers(store, { prefix: '/hzzk-portal', baseUrl: BASE, resolvers: smallParts }));
    const client = createApiClient({
      baseUrl: BASE,
      getToken: () => fixtureSession.token,
      getEnterpriseId: () => fixtureSession.enterpriseId,
      getUserId: () => fixtureSession.userId,
      userAgent: 'web',
    });
    const bytes = new Uint8Array(3000).map((_, i) => i % 251);
    const files = [new File([bytes], '计算书.pdf'), new File(['说明'], '说明.txt')];
    const ids = await uploadAttachments(client, files);
    expect(ids).toHaveLength(2);
    const first = store.state.uploads.get(ids[0] ?? '');
    expect(first?.completed).toBe(true);
    expect(first?.parts.size).toBe(3);
    expect(first?.fileMd5).toBe(createHash('md5').update(bytes).digest('hex'));
    expect(store.state.uploads.get(ids[1] ?? '')?.fileName).toBe('说明.txt');
  });
});
