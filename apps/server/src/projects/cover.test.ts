import { api, endpointPath, ProjectCoverMessage, ProjectMemberMessage, ResponseCode } from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/harness';

/** A project's cover (issue 25): a picture checked by its bytes, set by the managers, shown on the project's card. */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const GIF = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);

async function call(endpoint: Parameters<TestServer['call']>[0], data: Record<string, unknown>, who: PersonKey) {
  return (await server.call(endpoint, data, { token: await server.login(who) })).body;
}

async function listEntry(who: PersonKey, projectId: string) {
  const body = await call(api.project.list, { pageNum: 1, pageSize: 100 }, who);
  return (body.result.pageInfo.list as { id: string; coverImage?: string | null }[]).find((p) => p.id === projectId);
}

describe('a project’s cover', () => {
  const binjiang = () => server.ids.projects.binjiang;

  it('is a member’s PNG or JPEG under 2 MB, made the cover by a manager and shown on the card', async () => {
    expect((await listEntry('liting', binjiang()))?.coverImage).toBeUndefined();
    const upload = await call(
      api.project.uploadCover,
      { projectId: binjiang(), file: new File([PNG], 'site.png') },
      'liting',
    );
    expect(upload.code).toBe(ResponseCode.Success);
    const imageId = upload.result.imageId as string;
    expect(imageId).toMatch(/^[0-9a-f]{32}\.png$/);

    // 李婷 is an ordinary member: the managers choose the cover.
    const byMember = await call(api.project.editCoverImage, { projectId: binjiang(), imageId }, 'liting');
    expect(byMember).toMatchObject({ code: ResponseCode.Error, message: ProjectMemberMessage.NotManager });
    expect((await call(api.project.editCoverImage, { projectId: binjiang(), imageId }, 'huangwei')).code).toBe(
      ResponseCode.Success,
    );

    const url = (await listEntry('liting', binjiang()))?.coverImage;
    expect(url).toBe(`${endpointPath(api.project.coverImage)}?key=${imageId}`);
    const detail = await call(api.project.detail, { projectId: binjiang() }, 'huangwei');
    expect(detail.result.coverImage).toBe(url);
    const image = await server.app.inject({ method: 'GET', url: url as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(new Uint8Array(image.rawPayload)).toEqual(PNG);

    // Back to the default picture; the old URL shows nothing any more.
    expect((await call(api.project.editCoverImage, { projectId: binjiang(), imageId: null }, 'huangwei')).code).toBe(
      ResponseCode.Success,
    );
    expect((await listEntry('liting', binjiang()))?.coverImage).toBeUndefined();
    expect((await server.app.inject({ method: 'GET', url: url as string })).json()).toMatchObject({
      success: false,
      message: ProjectCoverMessage.NotFound,
    });
  });

  it('refuses another image type by its bytes, another project’s picture, and a non-member', async () => {
    const gif = await call(
      api.project.uploadCover,
      { projectId: binjiang(), file: new File([GIF], 'site.png') },
      'liting',
    );
    expect(gif).toMatchObject({ code: ResponseCode.Error, message: ProjectCoverMessage.Format });

    const other = await call(
      api.project.uploadCover,
      { projectId: server.ids.projects.chengnan, file: new File([PNG], 'school.png') },
      'chenjianguo',
    );
    expect(other.code).toBe(ResponseCode.Success);
    const foreign = await call(
      api.project.editCoverImage,
      { projectId: binjiang(), imageId: other.result.imageId },
      'chenjianguo',
    );
    expect(foreign).toMatchObject({ message: ProjectCoverMessage.NotFound });
    const forged = await call(
      api.project.editCoverImage,
      { projectId: binjiang(), imageId: '../../etc/passwd' },
      'chenjianguo',
    );
    expect(forged).toMatchObject({ message: ProjectCoverMessage.NotFound });

    const outsider = await call(
      api.project.uploadCover,
      { projectId: binjiang(), file: new File([PNG], 'x.png') },
      'xuwenbo',
    );
    expect(outsider.success).toBe(false);
    const path = await server.app.inject({
      method: 'GET',
      url: `${endpointPath(api.project.coverImage)}?key=../../etc/passwd`,
    });
    expect(path.json()).toMatchObject({ success: false });
  });
});
