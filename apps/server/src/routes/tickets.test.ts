import { api, ResponseCode, SecurityMessage } from '@atelier/api';
import { DEMO_PASSWORD } from '@atelier/api/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/session';
import { downloadTickets, fileRecords, sessions } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { TicketLifetimeMs } from '../files/tickets';
import { createTestServer, type TestServer } from '../testing/harness';

/** Issue 21 item 5: download and preview tickets are bound to their session, short-lived, downloads single-use. */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
});
afterAll(() => server?.close());

const DRAWING = '01 建筑/施工图/建施-01 总平面图.pdf';
const binjiang = () => server.ids.projects.binjiang;

/** A session of its own (not the harness's cached one), so that it can be ended. */
async function freshSession(person = 'liting') {
  const { body } = await server.call(api.auth.login, { username: person, password: DEMO_PASSWORD });
  return body.result.token as string;
}

async function downloadLink(token: string) {
  const { body } = await server.call(
    api.download.projectFiles,
    { projectId: binjiang(), resIds: [server.resource('binjiang', DRAWING)] },
    { token },
  );
  return body.result.url as string;
}

async function previewLink(token: string) {
  const [record] = await server.db
    .select({ id: fileRecords.id })
    .from(fileRecords)
    .where(eq(fileRecords.resourceId, server.resource('binjiang', DRAWING)))
    .limit(1);
  const { body } = await server.call(api.files.previewUrl, { recordId: record?.id, projectId: binjiang() }, { token });
  return body.result.url as string;
}

const open = (url: string, method: 'GET' | 'HEAD' = 'GET') => server.app.inject({ method, url });
const isPdf = (response: Awaited<ReturnType<typeof open>>) =>
  response.statusCode === 200 && response.headers['content-type'] === 'application/pdf';
const refusal = (message: string) => ({ success: false, code: ErrorCode.Denied, message });

describe('download links', () => {
  it('work once: the second opening is refused', async () => {
    const url = await downloadLink(await server.login('liting'));
    expect(isPdf(await open(url))).toBe(true);
    const again = await open(url);
    expect(again.json()).toMatchObject(refusal(SecurityMessage.DownloadLinkUsed));
    expect(again.json().code).toBe(ResponseCode.Error);
  });

  it('are not used up by a HEAD request', async () => {
    const url = await downloadLink(await server.login('liting'));
    expect((await open(url, 'HEAD')).statusCode).toBe(200);
    expect(isPdf(await open(url))).toBe(true);
  });

  it('opened several times at the same moment give the file exactly once', async () => {
    const token = await server.login('liting');
    for (let trial = 0; trial < 5; trial += 1) {
      const url = await downloadLink(token);
      const answers = await Promise.all([open(url), open(url), open(url)]);
      expect(answers.filter(isPdf)).toHaveLength(1);
      for (const answer of answers.filter((a) => !isPdf(a))) {
        expect(answer.json()).toMatchObject(refusal(SecurityMessage.DownloadLinkUsed));
      }
    }
  });

  it('live a few minutes', async () => {
    const url = await downloadLink(await server.login('liting'));
    const ticket = new URL(url, 'http://x').searchParams.get('ticket') ?? '';
    const [row] = await server.db
      .select()
      .from(downloadTickets)
      .where(eq(downloadTickets.ticketHash, hashToken(ticket)));
    expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBe(TicketLifetimeMs.download);
    expect(TicketLifetimeMs.download).toBeLessThanOrEqual(5 * 60 * 1000);
    expect(TicketLifetimeMs.preview).toBeLessThanOrEqual(10 * 60 * 1000);
  });
});

describe('preview links', () => {
  it('may be loaded again during their life (the PDF viewer reloads them)', async () => {
    const url = await previewLink(await server.login('liting'));
    expect(isPdf(await open(url))).toBe(true);
    expect(isPdf(await open(url))).toBe(true);
  });
});

describe('links of a session', () => {
  it('stop working when the session logs out', async () => {
    const token = await freshSession();
    const download = await downloadLink(token);
    const preview = await previewLink(token);
    expect((await server.call(api.auth.logout, {}, { token })).body.code).toBe(ResponseCode.Success);
    expect((await open(download)).json()).toMatchObject(refusal(ErrorMessage.TicketInvalid));
    expect((await open(preview)).json()).toMatchObject(refusal(ErrorMessage.TicketInvalid));
  });

  it('stop working when the session has expired', async () => {
    const token = await freshSession();
    const download = await downloadLink(token);
    const preview = await previewLink(token);
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await open(download)).json()).toMatchObject(refusal(ErrorMessage.TicketInvalid));
    expect((await open(preview)).json()).toMatchObject(refusal(ErrorMessage.TicketInvalid));
  });

  it('of another session of the same person keep working', async () => {
    const ending = await freshSession();
    const staying = await freshSession();
    const url = await downloadLink(staying);
    await server.call(api.auth.logout, {}, { token: ending });
    expect(isPdf(await open(url))).toBe(true);
  });
});
