import {
  type AnyEndpoint,
  APPROVAL_NAME_SPECIAL_CHARACTERS,
  allEndpoints,
  api,
  CONTROL_CHARACTERS,
  FILE_NAME_MAX_BYTES,
  nameTooManyBytes,
  ResourceOwnerType,
} from '@atelier/api';
import { sampleOf } from '@atelier/api/msw';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ErrorCode } from '../domain/errors';
import { submitQuick } from '../testing/approvals';
import { createTestServer, type TestServer } from '../testing/harness';

/**
 * Bad input (issue 21, items 1 and 2): control characters in any text of any endpoint are refused at validation
 * (40009, never a 500 from the database), unexpected errors log no value of the request, and every typed name
 * follows the one name rule of 001 section 5.7.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
});
afterAll(() => server?.close());

const binjiang = () => server.ids.projects.binjiang;
const NUL = '\u0000';

describe('control characters', () => {
  it('are refused in the login’s username and password, without a session', async () => {
    for (const data of [
      { username: `chenjianguo${NUL}`, password: 'Atelier2026' },
      { username: 'chenjianguo', password: `Atelier2026${NUL}` },
      { username: `chen\u0007jianguo`, password: 'Atelier2026' },
    ]) {
      const { status, body } = await server.call(api.auth.login, data);
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: false, code: ErrorCode.InvalidRequest, message: CONTROL_CHARACTERS });
    }
  });

  it('are refused in ids, names and query strings of signed-in calls', async () => {
    const token = await server.login('chenjianguo');
    const cases: [AnyEndpoint, Record<string, unknown>][] = [
      [api.project.detail, { projectId: `${binjiang()}${NUL}` }],
      [api.files.info, { projectId: binjiang(), resId: `x${NUL}` }],
      [
        api.files.createFolder,
        { projectId: binjiang(), parentId: server.resource('binjiang', '01 建筑'), resName: `新目录${NUL}` },
      ],
      [api.flowTemplate.checkName, { actName: `模板\u001b`, projectId: binjiang() }],
      [api.quickApproval.checkApprovalName, { actName: `审批\n名称`, projectId: binjiang() }],
    ];
    for (const [endpoint, data] of cases) {
      const { status, body } = await server.call(endpoint, data, { token });
      expect(status, endpoint.id).toBe(200);
      expect(body, endpoint.id).toMatchObject({ code: ErrorCode.InvalidRequest, message: CONTROL_CHARACTERS });
    }
  });

  it('pass as line breaks in multi-line remarks', async () => {
    const token = await server.login('chenjianguo');
    // The form does not exist: the remark passed validation and the handler speaks.
    const { body } = await server.call(
      api.approvalCenter.refuse,
      { formId: 'none', remark: '不同意。\n请修改' },
      { token },
    );
    expect(body.code).not.toBe(500);
    expect(body.message).not.toBe(CONTROL_CHARACTERS);
  });

  it('never give a 5xx on any declared endpoint: each answers 40009 for a NUL in its text', async () => {
    const token = await server.login('chenjianguo');
    const withNul = (value: unknown): unknown => {
      if (typeof value === 'string') return `${value}${NUL}`;
      if (Array.isArray(value)) return value.map(withNul);
      if (value && typeof value === 'object' && !(value instanceof Blob)) {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withNul(item)]));
      }
      return value;
    };
    const failures: string[] = [];
    let refused = 0;
    for (const endpoint of allEndpoints) {
      const sample = sampleOf(endpoint.request);
      const base = sample && typeof sample === 'object' && !Array.isArray(sample) ? sample : {};
      // An endpoint without a text field of its own still gets one: no text of a request may hold a NUL.
      const data = { ...(withNul(base) as Record<string, unknown>), probe: NUL };
      const { status, body } = await server.call(endpoint, data, { token });
      if (status >= 500) failures.push(`${endpoint.id}: HTTP ${status} ${body.message}`);
      else if (status === 200 && body.code !== ErrorCode.InvalidRequest) {
        failures.push(`${endpoint.id}: ${body.code} ${body.message}`);
      } else if (status === 200) refused += 1;
    }
    expect(failures).toEqual([]);
    // Form endpoints this version does not mount answer 404; every other one refused the input.
    expect(refused).toBeGreaterThan(allEndpoints.length - 10);
  });

  it('are refused in the X-Ent header', async () => {
    const token = await server.login('chenjianguo');
    const { body } = await server.call(
      api.project.detail,
      { projectId: binjiang() },
      { token, enterpriseId: `${server.ids.enterprises.huazhu}${NUL}` },
    );
    expect(body).toMatchObject({ code: ErrorCode.InvalidRequest, message: CONTROL_CHARACTERS });
  });
});

describe('the log of an unexpected error', () => {
  it('holds the route and the error, never a value of the request', async () => {
    const lines: string[] = [];
    const deps = server.app.atelier;
    const app = await buildApp(
      { ...deps, config: { ...deps.config, recognitionWorkers: 0 } },
      {
        logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
        extend: (scope) => {
          // A query that fails on a value of the body, as a NUL in an id did before validation refused it.
          scope.post('/test/unexpected', async (request) => {
            const { password } = request.body as { password: string };
            await deps.db.execute(sql`select ${password}::int as n`);
            return { ok: true };
          });
        },
      },
    );
    try {
      const secret = 'hunter2-Secret-Token-9f8e7d';
      const answer = await app.inject({
        method: 'POST',
        url: '/test/unexpected',
        payload: { username: 'chenjianguo', password: secret },
      });
      expect(answer.statusCode).toBe(500);
      expect(answer.body).not.toContain(secret);
      // A body that is not JSON: the parser's message quotes it.
      const malformed = await app.inject({
        method: 'POST',
        url: '/test/unexpected',
        headers: { 'content-type': 'application/json' },
        payload: `{"password":"${secret}" x}`,
      });
      expect(malformed.json()).toMatchObject({ code: ErrorCode.InvalidRequest });

      const log = lines.join('');
      expect(log).not.toContain('hunter2');
      expect(log).not.toContain('params');
      expect(log).toContain('unexpected error');
      expect(log).toContain('request refused');
      // What helps: the route, the SQL without its values, the SQLSTATE (invalid text representation).
      expect(log).toContain('/test/unexpected');
      expect(log).toContain('select $1::int as n');
      expect(log).toContain('22P02');
    } finally {
      await app.close();
    }
  });
});

describe('names', () => {
  it('of approvals refuse a backslash with the specification’s message', async () => {
    const token = await server.login('chenjianguo');
    const check = await server.call(
      api.quickApproval.checkApprovalName,
      { actName: '施工图\\第一批', projectId: binjiang() },
      { token },
    );
    expect(check.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: APPROVAL_NAME_SPECIAL_CHARACTERS });
    const { body } = await submitQuick(server, { approvalName: '施工图\\第一批', drawings: [] });
    expect(body).toMatchObject({ code: ErrorCode.InvalidRequest, message: APPROVAL_NAME_SPECIAL_CHARACTERS });
  });

  it('of files hold at most 255 bytes at upload and registration', async () => {
    const token = await server.login('liting');
    const longName = `${'图纸'.repeat(150)}.pdf`; // 304 characters, 904 bytes
    expect(longName).toHaveLength(304);
    const tooLong = { code: ErrorCode.InvalidRequest, message: nameTooManyBytes(FILE_NAME_MAX_BYTES) };
    const md5 = 'a'.repeat(32);
    const rapid = await server.call(
      api.upload.rapidUpload,
      {
        md5,
        size: 1000,
        name: longName,
        projectId: binjiang(),
        parentId: server.resource('binjiang', '出图PDF'),
        ownerType: ResourceOwnerType.NormalProject,
      },
      { token },
    );
    expect(rapid.body).toMatchObject(tooLong);
    const registered = await server.call(
      api.upload.registerProjectFile,
      {
        ossMultiUpload: { fileName: longName, fileLength: 1000, fileMd5: md5, ossKey: 'uploads/none.pdf' },
        resOwner: {
          projectId: binjiang(),
          parentId: server.resource('binjiang', '出图PDF'),
          resourceOwnerType: ResourceOwnerType.NormalProject,
        },
      },
      { token },
    );
    expect(registered.body).toMatchObject(tooLong);
  });

  it('of folders hold at most 255 bytes', async () => {
    const token = await server.login('liting');
    const longName = '目'.repeat(1000);
    const tooLong = { code: ErrorCode.InvalidRequest, message: nameTooManyBytes(FILE_NAME_MAX_BYTES) };
    const parentId = server.resource('binjiang', '01 建筑');
    const folder = await server.call(
      api.files.createFolder,
      { projectId: binjiang(), parentId, resName: longName },
      { token },
    );
    expect(folder.body).toMatchObject(tooLong);
    const tree = await server.call(
      api.upload.createProjectFolders,
      { projectId: binjiang(), parentId, tree: [{ resName: longName, isFolder: true }] },
      { token },
    );
    expect(tree.body).toMatchObject(tooLong);
    // 85 Chinese characters are 255 bytes: still a name.
    const fits = await server.call(
      api.upload.createProjectFolders,
      { projectId: binjiang(), parentId, tree: [{ resName: '目'.repeat(85), isFolder: true }] },
      { token },
    );
    expect(fits.body).toMatchObject({ success: true });
  });
});
