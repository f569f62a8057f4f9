import { buffer } from 'node:stream/consumers';
import { AppType, api, ResponseCode } from '@atelier/api';
import { handleResponse } from '@atelier/api/client';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadTickets, fileRecords, projectMembers } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';
import { readZip } from '../testing/readZip';
import { MAX_BROWSER_DOWNLOAD_BYTES } from './download';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const binjiang = () => server.ids.projects.binjiang;
const res = (path: string) => server.resource('binjiang', path);
const ticketCount = async () => (await server.db.select({ n: count() }).from(downloadTickets))[0]?.n ?? 0;

async function storedBytes(path: string) {
  const [record] = await server.db
    .select()
    .from(fileRecords)
    .where(eq(fileRecords.resourceId, res(path)));
  if (!record) throw new Error(`no record for ${path}`);
  return buffer(await server.files.get(record.storageKey));
}

const fetchLink = (url: string) => server.app.inject({ method: 'GET', url });

describe('POST /v2/proDown/downloadRes', () => {
  it('answers a link to one file, which downloads the stored bytes as an attachment', async () => {
    const path = '01 建筑/施工图/建施-01 总平面图.pdf';
    const { body } = await server.call(
      api.download.projectFiles,
      { projectId: binjiang(), resIds: [res(path)] },
      {
        token: await server.login('liting'),
      },
    );
    expect(body.result).toEqual({
      url: expect.stringMatching(/^\/hzzk-portal\/v2\/proDown\/getFile\?ticket=[A-Za-z0-9_-]{43}$/),
      fileName: '建施-01 总平面图.pdf',
    });
    const response = await fetchLink(body.result.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".*"; filename\*=UTF-8''/);
    expect(response.rawPayload.equals(await storedBytes(path))).toBe(true);
  });

  it('zips a folder with its structure', async () => {
    const { body } = await server.call(
      api.download.projectFiles,
      { projectId: binjiang(), resIds: [res('01 建筑')] },
      {
        token: await server.login('liting'),
      },
    );
    expect(body.result.fileName).toBe('01 建筑.zip');
    const response = await fetchLink(body.result.url);
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = readZip(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      [
        '01 建筑/方案设计/建方-01 方案总平面图.pdf',
        '01 建筑/施工图/建施-01 总平面图.pdf',
        '01 建筑/施工图/建施-02 一层平面图.pdf',
        '01 建筑/施工图/建施-03 南立面图.pdf',
        '01 建筑/设计说明.txt',
      ].sort(),
    );
    expect(entries.get('01 建筑/设计说明.txt')?.equals(await storedBytes('01 建筑/设计说明.txt'))).toBe(true);
    const drawing = '01 建筑/施工图/建施-02 一层平面图.pdf';
    expect(entries.get(drawing)?.equals(await storedBytes(drawing))).toBe(true);
  });

  it('zips several chosen files under one name', async () => {
    const chosen = ['02 结构/施工图/结施-01 基础平面布置图.pdf', '03 给排水/水施-01 给水系统图.pdf'];
    const { body } = await server.call(
      api.download.projectFiles,
      { projectId: binjiang(), resIds: chosen.map(res) },
      {
        token: await server.login('wanghaitao'),
      },
    );
    expect(body.result.fileName).toBe('滨江新城综合体-2个文件.zip');
    const entries = readZip((await fetchLink(body.result.url)).rawPayload);
    expect([...entries.keys()].sort()).toEqual(['水施-01 给水系统图.pdf', '结施-01 基础平面布置图.pdf'].sort());
  });

  it('leaves out of a folder’s zip what the user may not download', async () => {
    const token = await server.login('zhouxiaoyan');
    // Read-only in the project, download granted on 01 建筑/施工图 only: the folder itself is refused...
    const refused = await server.call(
      api.download.projectFiles,
      { projectId: binjiang(), resIds: [res('01 建筑')] },
      { token },
    );
    expect(refused.body).toMatchObject({
      code: ErrorCode.Denied,
      message: ErrorMessage.noDownloadPermission('01 建筑'),
    });
    // ...its 施工图 subfolder is allowed.
    const allowed = await server.call(
      api.download.projectFiles,
      { projectId: binjiang(), resIds: [res('01 建筑/施工图')] },
      { token },
    );
    expect(readZip((await fetchLink(allowed.body.result.url)).rawPayload).size).toBe(3);

    // 李婷 may download 01 建筑 but nothing under 04 暖通 (hidden: refused without its name) or 05 电气 (read-only).
    const liting = await server.login('liting');
    for (const [folder, message] of [
      ['04 暖通', ErrorMessage.NoReadPermission],
      ['05 电气', ErrorMessage.noDownloadPermission('05 电气')],
    ] as const) {
      const { body } = await server.call(
        api.download.projectFiles,
        { projectId: binjiang(), resIds: [res(folder)] },
        {
          token: liting,
        },
      );
      expect(body).toMatchObject({ code: ErrorCode.Denied, message });
    }
  });

  it('denies a read-only member, another project’s file and another enterprise’s project; writes no ticket', async () => {
    const before = await ticketCount();
    const reader = await server.login('zhouxiaoyan');
    const structural = '02 结构/施工图/结施-02 柱配筋图.pdf';
    const readOnly = await server.call(
      api.download.projectFiles,
      { projectId: binjiang(), resIds: [res(structural)] },
      {
        token: reader,
      },
    );
    expect(readOnly.body).toEqual({
      success: false,
      code: ErrorCode.Denied,
      message: ErrorMessage.noDownloadPermission('结施-02 柱配筋图.pdf'),
      result: null,
    });
    const liting = await server.login('liting');
    const foreign = server.resource('gaoxin', '01 建筑/施工图/建施-01 标准层平面图.pdf');
    const crossed = await server.call(
      api.download.projectFiles,
      { projectId: binjiang(), resIds: [foreign] },
      {
        token: liting,
      },
    );
    expect(crossed.body.message).toBe(ErrorMessage.ResourceOfAnotherProject);
    const notMine = await server.call(
      api.download.projectFiles,
      { projectId: server.ids.projects.gaoxin, resIds: [foreign] },
      {
        token: liting,
      },
    );
    expect(notMine.body.message).toBe(ErrorMessage.NotProjectMember);
    const bridge = server.resource('jiangbei', '施工图');
    const otherFirm = await server.call(
      api.download.projectFiles,
      { projectId: server.ids.projects.jiangbei, resIds: [bridge] },
      {
        token: liting,
      },
    );
    expect(otherFirm.body.message).toBe(ErrorMessage.ProjectOfAnotherEnterprise);
    expect(await ticketCount()).toBe(before);
  });

  it('refuses an empty choice with a message, writing no ticket', async () => {
    const before = await ticketCount();
    const { body } = await server.call(
      api.download.projectFiles,
      { projectId: binjiang(), resIds: [] },
      {
        token: await server.login('liting'),
      },
    );
    expect(body).toMatchObject({ success: false, code: ErrorCode.InvalidRequest });
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await ticketCount()).toBe(before);
  });

  it('answers 40010 for more than the browser limit: the portal offers the desktop client', async () => {
    const path = '05 电气/电施-01 照明平面图.pdf';
    await server.db
      .update(fileRecords)
      .set({ size: MAX_BROWSER_DOWNLOAD_BYTES + 1 })
      .where(eq(fileRecords.resourceId, res(path)));
    const { body } = await server.call(
      api.download.projectFiles,
      { projectId: binjiang(), resIds: [res(path)] },
      {
        token: await server.login('chenjianguo'),
      },
    );
    expect(body).toMatchObject({ code: ResponseCode.FileTooLarge, message: ErrorMessage.FileTooLarge });
    const outcome = handleResponse({ endpoint: api.download.projectFiles, response: body });
    expect(outcome.effects).toContainEqual(expect.objectContaining({ type: 'openClientDownloadDialog' }));
  });
});

describe('GET /v2/proRes/getDownFileList', () => {
  it('answers each file under the chosen resources with its own link (repeated resIds in the query)', async () => {
    const token = await server.login('liting');
    const { body } = await server.call(
      api.download.projectFileList,
      { projectId: binjiang(), resIds: [res('02 结构'), res('03 给排水')] },
      { token },
    );
    expect(body.result.map((f: { path: string }) => f.path).sort()).toEqual(
      [
        '02 结构/施工图/结施-01 基础平面布置图.pdf',
        '02 结构/施工图/结施-02 柱配筋图.pdf',
        '02 结构/送审图/结施-11 地下室顶板配筋图.pdf',
        '02 结构/送审图/结施-12 一层梁配筋图.pdf',
        '02 结构/送审图/结施-13 二层梁配筋图.pdf',
        '02 结构/送审图/结施-14 屋面梁配筋图.pdf',
        '02 结构/送审图/结施-15 楼梯详图.pdf',
        '03 给排水/水施-01 给水系统图.pdf',
      ].sort(),
    );
    const first = body.result.find((f: { resName: string }) => f.resName === '水施-01 给水系统图.pdf');
    const response = await fetchLink(first.url);
    expect(response.rawPayload.equals(await storedBytes('03 给排水/水施-01 给水系统图.pdf'))).toBe(true);
  });

  it('denies what the user may not download', async () => {
    const { body } = await server.call(
      api.download.projectFileList,
      { projectId: binjiang(), resIds: [res('05 电气')] },
      {
        token: await server.login('liting'),
      },
    );
    expect(body.message).toBe(ErrorMessage.noDownloadPermission('05 电气'));
  });
});

describe('download links', () => {
  it('stop working once expired', async () => {
    const { body } = await server.call(
      api.download.projectFiles,
      { projectId: binjiang(), resIds: [res('01 建筑/设计说明.txt')] },
      { token: await server.login('liting') },
    );
    await server.db.update(downloadTickets).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await fetchLink(body.result.url);
    expect(response.json()).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.TicketInvalid });
  });

  it('check access again: a member removed from the project since is denied', async () => {
    // Two links asked for while a member (a link works once).
    const link = async () =>
      (
        await server.call(
          api.download.projectFiles,
          { projectId: binjiang(), resIds: [res('03 给排水/水施-01 给水系统图.pdf')] },
          { token: await server.login('liuyang') },
        )
      ).body.result.url as string;
    const [before, after] = [await link(), await link()];
    expect((await fetchLink(before)).statusCode).toBe(200);
    await server.db.delete(projectMembers).where(eq(projectMembers.userId, server.ids.people.liuyang));
    const response = await fetchLink(after);
    expect(response.json()).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NotProjectMember });
  });
});

describe('getAppUrl: the client download page from the settings', () => {
  it('answers 50001 while no page is set, the page and its version once set, to anyone (public)', async () => {
    const ask = () => server.call(api.download.clientUrl, { appType: AppType.Pc });
    expect((await ask()).body).toMatchObject({ code: ErrorCode.NotYetAvailable });
    const config = server.app.atelier.config;
    config.clientDownload = { url: 'https://firm.example.cn/client', version: '3.2.1' };
    try {
      expect((await ask()).body).toMatchObject({
        code: ResponseCode.Success,
        result: { url: 'https://firm.example.cn/client', version: '3.2.1' },
      });
    } finally {
      config.clientDownload = undefined;
    }
  });
});
