import {
  api,
  FileOperationMessage,
  FolderPermission,
  folderPermissionText,
  type LevelAbilities,
  levelAbilities,
  ResourceOwnerType,
  ResponseCode,
} from '@atelier/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRecords, resources } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { createTestServer, type Envelope, type TestServer } from '../testing/harness';
import { md5Hex, testBytes, uploadWhole } from '../testing/uploads';

/**
 * The folder-permission matrix (issue 25; 001 sections 3.4 and 6): for every level a member can hold on a folder
 * (不继承 -1, 只读 2, 下载 3, 编辑 4, 负责人 5) and every file endpoint that acts inside a folder, the call succeeds
 * exactly when the level allows it: read and open from 2, download from 3, create/upload/new version/move/copy/
 * rename/delete/restore/versions from 4, and nothing at all without access. The level is given through the
 * folder-permission call itself (addResPer); the table the directory's buttons follow (levelAbilities) is the
 * expectation, so the buttons and the server cannot disagree.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const ADMIN = 'chenjianguo';
/** An ordinary member of 滨江新城综合体 who edits (4) at the project's root. */
const SUBJECT = 'sunzhiqiang';
const projectId = () => server.ids.projects.binjiang;

async function as(who: typeof ADMIN | typeof SUBJECT, endpoint: Parameters<TestServer['call']>[0], data: object) {
  return (await server.call(endpoint, data as Record<string, unknown>, { token: await server.login(who) })).body;
}
async function admin(endpoint: Parameters<TestServer['call']>[0], data: object) {
  const body = await as(ADMIN, endpoint, data);
  expect(body, body.message).toMatchObject({ code: ResponseCode.Success });
  return body.result;
}

let counter = 0;
const fresh = (stem: string) => `${stem}-${++counter}.pdf`;

/** Bytes the server already holds (a seed drawing): rapid uploads of them register at once. */
let known: { md5: string; size: number };

/** A file the admin puts in the folder (optionally with a second version); answers its id and first record. */
async function fileIn(folder: string, versions = 1) {
  const first = await admin(api.upload.rapidUpload, {
    ...known,
    name: fresh('矩阵'),
    projectId: projectId(),
    parentId: folder,
    ownerType: ResourceOwnerType.NormalProject,
  });
  for (let v = 1; v < versions; v++) {
    await admin(api.upload.rapidUpload, {
      ...known,
      name: first.resName,
      projectId: projectId(),
      parentId: folder,
      ownerType: ResourceOwnerType.NormalProject,
      resId: first.resId,
    });
  }
  return { resId: first.resId as string, recordId: first.recordId as string, resName: first.resName as string };
}

async function subfolderIn(folder: string) {
  const created = await admin(api.files.createFolder, {
    projectId: projectId(),
    parentId: folder,
    resName: `子-${++counter}`,
  });
  return created.resId as string;
}

/** A file of the folder the admin deleted: in the recycle bin. */
async function recycledIn(folder: string) {
  const file = await fileIn(folder);
  await admin(api.files.delete, { projectId: projectId(), parentId: folder, resIds: [file.resId] });
  return file;
}

type Need = keyof LevelAbilities;
interface Cell {
  endpoint: string;
  need: Need;
  /** Prepares what the call needs in the folder (as the admin), then calls as the subject. */
  run(folder: string): Promise<Envelope>;
}

const cells: Cell[] = [
  {
    endpoint: 'files.list',
    need: 'read',
    run: (folder) => as(SUBJECT, api.files.list, { projectId: projectId(), parentId: folder }),
  },
  {
    endpoint: 'files.info',
    need: 'read',
    run: async (folder) => as(SUBJECT, api.files.info, { projectId: projectId(), resId: (await fileIn(folder)).resId }),
  },
  {
    endpoint: 'files.records',
    need: 'read',
    run: async (folder) => as(SUBJECT, api.files.records, { resId: (await fileIn(folder)).resId }),
  },
  {
    endpoint: 'files.previewUrl',
    need: 'read',
    run: async (folder) =>
      as(SUBJECT, api.files.previewUrl, { projectId: projectId(), recordId: (await fileIn(folder)).recordId }),
  },
  {
    endpoint: 'download.projectFiles',
    need: 'download',
    run: async (folder) =>
      as(SUBJECT, api.download.projectFiles, { projectId: projectId(), resIds: [(await fileIn(folder)).resId] }),
  },
  {
    endpoint: 'files.createFolder',
    need: 'edit',
    run: (folder) =>
      as(SUBJECT, api.files.createFolder, { projectId: projectId(), parentId: folder, resName: `新建-${++counter}` }),
  },
  {
    endpoint: 'upload.createProjectFolders',
    need: 'edit',
    run: (folder) =>
      as(SUBJECT, api.upload.createProjectFolders, {
        projectId: projectId(),
        parentId: folder,
        tree: [{ resName: `上传夹-${++counter}`, isFolder: true, children: [] }],
      }),
  },
  {
    endpoint: 'upload.rapidUpload',
    need: 'edit',
    run: (folder) =>
      as(SUBJECT, api.upload.rapidUpload, {
        ...known,
        name: fresh('上传'),
        projectId: projectId(),
        parentId: folder,
        ownerType: ResourceOwnerType.NormalProject,
      }),
  },
  {
    endpoint: 'upload.registerProjectFile',
    need: 'edit',
    run: async (folder) => {
      const token = await server.login(SUBJECT);
      const bytes = testBytes(2048, ++counter);
      const { upload } = await uploadWhole(server, token, fresh('分片'), bytes);
      return as(SUBJECT, api.upload.registerProjectFile, {
        ossMultiUpload: {
          fileName: fresh('分片'),
          fileLength: bytes.length,
          fileMd5: md5Hex(bytes),
          ossKey: upload.ossKey,
        },
        resOwner: {
          projectId: projectId(),
          parentId: folder,
          enterpriseId: server.ids.enterprises.huazhu,
          resourceOwnerType: ResourceOwnerType.NormalProject,
        },
      });
    },
  },
  {
    endpoint: 'upload.rapidUpload (new version)',
    need: 'edit',
    run: async (folder) => {
      const file = await fileIn(folder);
      return as(SUBJECT, api.upload.rapidUpload, {
        ...known,
        name: file.resName,
        projectId: projectId(),
        parentId: folder,
        ownerType: ResourceOwnerType.NormalProject,
        resId: file.resId,
      });
    },
  },
  {
    endpoint: 'upload.updateProjectFile',
    need: 'edit',
    run: async (folder) => {
      const file = await fileIn(folder);
      const token = await server.login(SUBJECT);
      const bytes = testBytes(2048, ++counter);
      const { upload } = await uploadWhole(server, token, file.resName, bytes);
      return as(SUBJECT, api.upload.updateProjectFile, {
        resId: file.resId,
        projectId: projectId(),
        ossMultiUpload: {
          fileName: file.resName,
          fileLength: bytes.length,
          fileMd5: md5Hex(bytes),
          ossKey: upload.ossKey,
        },
      });
    },
  },
  {
    endpoint: 'files.rename',
    need: 'edit',
    run: async (folder) =>
      as(SUBJECT, api.files.rename, {
        projectId: projectId(),
        resId: (await fileIn(folder)).resId,
        resName: fresh('改名'),
      }),
  },
  {
    endpoint: 'files.delete',
    need: 'edit',
    run: async (folder) =>
      as(SUBJECT, api.files.delete, {
        projectId: projectId(),
        parentId: folder,
        resIds: [(await fileIn(folder)).resId],
      }),
  },
  {
    endpoint: 'files.move',
    need: 'edit',
    run: async (folder) => {
      const file = await fileIn(folder);
      const target = await subfolderIn(folder);
      return as(SUBJECT, api.files.move, {
        projectId: projectId(),
        parentId: folder,
        sourceIds: [file.resId],
        targetId: target,
      });
    },
  },
  {
    endpoint: 'files.copy',
    need: 'edit',
    run: async (folder) => {
      const file = await fileIn(folder);
      const target = await subfolderIn(folder);
      return as(SUBJECT, api.files.copy, {
        projectId: projectId(),
        parentId: folder,
        sourceIds: [file.resId],
        targetId: target,
      });
    },
  },
  {
    endpoint: 'files.recover',
    need: 'edit',
    run: async (folder) =>
      as(SUBJECT, api.files.recover, { projectId: projectId(), resIds: [(await recycledIn(folder)).resId] }),
  },
  {
    endpoint: 'files.deleteFromRecycle',
    need: 'edit',
    run: async (folder) =>
      as(SUBJECT, api.files.deleteFromRecycle, { projectId: projectId(), resIds: [(await recycledIn(folder)).resId] }),
  },
  {
    endpoint: 'files.rollback',
    need: 'edit',
    run: async (folder) => as(SUBJECT, api.files.rollback, { recordId: (await fileIn(folder, 2)).recordId }),
  },
  {
    endpoint: 'files.deleteRecord',
    need: 'edit',
    run: async (folder) => as(SUBJECT, api.files.deleteRecord, { recordId: (await fileIn(folder, 2)).recordId }),
  },
];

const LEVELS = [
  FolderPermission.NotInherited,
  FolderPermission.ReadOnly,
  FolderPermission.Download,
  FolderPermission.Edit,
  FolderPermission.Head,
] as const;

/** The refusals of a level too low: what the server answers when a folder level is missing. */
const DENIALS: readonly string[] = [
  ErrorMessage.NoReadPermission,
  FileOperationMessage.NoEditPermission,
  ErrorMessage.NoUploadPermission,
  ErrorMessage.NoUpdatePermission,
];
const isDenial = (message: string) => DENIALS.includes(message) || /^您没有下载“.+”的权限$/.test(message);

describe('the folder-permission matrix', () => {
  const folders = new Map<number, string>();
  beforeAll(async () => {
    const [record] = await server.db
      .select({ md5: fileRecords.md5, size: fileRecords.size })
      .from(fileRecords)
      .innerJoin(resources, eq(resources.id, fileRecords.resourceId))
      .where(and(eq(resources.projectId, projectId()), eq(resources.ext, 'pdf')))
      .limit(1);
    if (!record) throw new Error('the seed has no PDF in 滨江新城综合体');
    known = record;
    for (const level of LEVELS) {
      const folder = await admin(api.files.createFolder, {
        projectId: projectId(),
        parentId: '0',
        resName: `权限矩阵 ${folderPermissionText[level]}`,
      });
      await admin(api.files.addFolderPermission, {
        projectId: projectId(),
        resId: folder.resId,
        userIds: [server.person(SUBJECT)],
        permission: level,
      });
      folders.set(level, folder.resId);
    }
  });

  for (const level of LEVELS) {
    const abilities = levelAbilities(level === FolderPermission.NotInherited ? null : level);
    describe(`${folderPermissionText[level]} (${level})`, () => {
      for (const cell of cells) {
        const allowed = abilities[cell.need];
        it(`${cell.endpoint} is ${allowed ? 'allowed' : 'refused'}`, async () => {
          const body = await cell.run(folders.get(level) as string);
          if (allowed) {
            expect(body, body.message).toMatchObject({ code: ResponseCode.Success });
          } else {
            expect(body.code, body.message).toBe(ErrorCode.Denied);
            expect(isDenial(body.message), body.message).toBe(true);
          }
        });
      }
    });
  }

  it('asks each level what the directory offers: the same table', () => {
    expect(LEVELS.map((level) => levelAbilities(level === FolderPermission.NotInherited ? null : level))).toEqual([
      { read: false, download: false, edit: false, manage: false },
      { read: true, download: false, edit: false, manage: false },
      { read: true, download: true, edit: false, manage: false },
      { read: true, download: true, edit: true, manage: false },
      { read: true, download: true, edit: true, manage: true },
    ]);
  });
});
