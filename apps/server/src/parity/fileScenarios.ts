import { ConflictChoice, ResourceOwnerType } from '@atelier/api';
import type { ApiClient } from '@atelier/api/client';
import type { Recorder } from './record';
import { ADMIN, DRAWING, fileNamed, projectId, type Scenario, signIn } from './scenarios';

/**
 * Parity scenarios of the files domain (issue 26): folders made by the scenario itself (the seeds' folders differ),
 * then rename, move and copy with the same-name choices, the recycle bin, search, and versions with a rollback.
 * Names, version numbers and refusals are recorded, never ids.
 */

async function names(record: Recorder, client: ApiClient, project: string, parentId: string, step: string) {
  const page = await record.answer(
    step,
    client.files.list({ projectId: project, parentId, pageNum: 1, pageSize: 500 }),
    (p) => p.total,
  );
  return page.list;
}

const nameList = (list: readonly { resName: string }[]) => list.map((r) => r.resName).sort();

export const fileScenarios: Scenario[] = [
  {
    name: 'files: new folders, rename, move and copy with the same-name choices, the recycle bin and search',
    async run(side, record) {
      const { client } = await signIn(side, record, ADMIN);
      const project = await projectId(record, client);
      const folder = (parentId: string, resName: string) =>
        record.answer(
          `createFolder ${resName}`,
          client.files.createFolder({ projectId: project, parentId, resName }),
          (f) => [f.resName, f.isFolder],
        );
      const a = await folder('0', '对照甲');
      const b = await folder('0', '对照乙');
      await record.refusal(
        'createFolder taken',
        client.files.createFolder({ projectId: project, parentId: '0', resName: '对照甲' }),
      );
      await record.refusal(
        'createFolder bad name',
        client.files.createFolder({ projectId: project, parentId: '0', resName: 'a:b' }),
      );
      const inner = await folder(a.resId, '子');
      await record.refusal(
        'move into its own subfolder',
        client.files.move({ projectId: project, parentId: '0', sourceIds: [a.resId], targetId: inner.resId }),
      );
      const same = await folder(a.resId, '同名');
      await folder(b.resId, '同名');
      const move = { projectId: project, parentId: a.resId, sourceIds: [same.resId], targetId: b.resId };
      await record.refusal('move onto a taken name', client.files.move(move));
      await record.answer('move keeping both', client.files.move({ ...move, onConflict: ConflictChoice.KeepBoth }));
      const inB = await names(record, client, project, b.resId, 'list 乙');
      record.value('乙 after the move', nameList(inB));
      const kept = inB.find((r) => r.resName === '同名 (1)');
      await record.answer(
        'rename',
        client.files.rename({ projectId: project, resId: kept?.resId ?? '', resName: '改名' }),
      );
      await record.answer(
        'copy 甲 into 乙',
        client.files.copy({ projectId: project, parentId: '0', sourceIds: [a.resId], targetId: b.resId }),
      );
      record.value('乙 after the copy', nameList(await names(record, client, project, b.resId, 'list 乙 again')));

      await record.answer('delete 甲', client.files.delete({ projectId: project, parentId: '0', resIds: [a.resId] }));
      const bin = await record.answer('recycleList', client.files.recycleList({ projectId: project }));
      record.value(
        'in the bin',
        bin.list.map((e) => [e.resName, e.isFolder, e.path, e.daysLeft]),
      );
      await record.answer('recover 甲', client.files.recover({ projectId: project, resIds: [a.resId] }));
      await record.refusal('recover it twice', client.files.recover({ projectId: project, resIds: [a.resId] }));
      record.value(
        'root has 甲 again',
        nameList(await names(record, client, project, '0', 'list root')).includes('对照甲'),
      );
      await record.answer('search', client.files.search({ projectId: project, keyword: '对照' }), (page) =>
        nameList(page.list),
      );
      await record.answer('delete 乙', client.files.delete({ projectId: project, parentId: '0', resIds: [b.resId] }));
      await record.answer(
        'delete 乙 for good',
        client.files.deleteFromRecycle({ projectId: project, resIds: [b.resId] }),
      );
      const after = await record.answer('recycleList after', client.files.recycleList({ projectId: project }));
      record.value('bin after', after.total);
    },
  },
  {
    name: 'files: a copied drawing keeps its extension on rename, gets versions, rolls back',
    async run(side, record) {
      const { client } = await signIn(side, record, ADMIN);
      const project = await projectId(record, client);
      const drawing = await fileNamed(client, project, DRAWING);
      const target = await record.answer(
        'createFolder',
        client.files.createFolder({ projectId: project, parentId: '0', resName: '版本对照' }),
        (f) => f.resName,
      );
      const copy = {
        projectId: project,
        parentId: drawing.parentId,
        sourceIds: [drawing.resId],
        targetId: target.resId,
      };
      await record.answer('copy', client.files.copy(copy));
      await record.answer('copy again replacing', client.files.copy({ ...copy, onConflict: ConflictChoice.Replace }));
      const [file] = await names(record, client, project, target.resId, 'list');
      await record.answer(
        'rename',
        client.files.rename({ projectId: project, resId: file?.resId ?? '', resName: '总图' }),
      );
      const [renamed] = await names(record, client, project, target.resId, 'list again');
      record.value('renamed', renamed?.resName);
      const versions = await record.answer('records', client.files.records({ resId: renamed?.resId ?? '' }), (v) =>
        v.map((r) => r.verNum),
      );
      record.value(
        'versions',
        versions.map((v) => v.verNum),
      );
      const first = versions.find((v) => v.verNum === 1);
      const rolled = await record.answer(
        'rollback',
        client.files.rollback({ recordId: first?.recordId ?? '' }),
        (v) => v.verNum,
      );
      record.value('rolled back as', rolled.verNum);
      await record.refusal('delete the current version', client.files.deleteRecord({ recordId: rolled.recordId }));
      await record.answer('delete version 1', client.files.deleteRecord({ recordId: first?.recordId ?? '' }));
      const left = await record.answer('records after', client.files.records({ resId: renamed?.resId ?? '' }));
      record.value(
        'versions left',
        left.map((v) => v.verNum),
      );
    },
  },
  {
    name: 'files: a choice per name on a move, and on an upload onto a taken name',
    async run(side, record) {
      const { client } = await signIn(side, record, ADMIN);
      const project = await projectId(record, client);
      const drawing = await fileNamed(client, project, DRAWING);
      const folder = (parentId: string, resName: string) =>
        record.answer(
          `createFolder ${resName}`,
          client.files.createFolder({ projectId: project, parentId, resName }),
          (f) => [f.resName, f.isFolder],
        );
      const from = await folder('0', '逐项甲');
      const to = await folder('0', '逐项乙');
      for (const target of [from, to]) {
        await record.answer(
          'copy the drawing',
          client.files.copy({
            projectId: project,
            parentId: drawing.parentId,
            sourceIds: [drawing.resId],
            targetId: target.resId,
          }),
        );
        await folder(target.resId, '附图');
      }
      const sources = (await names(record, client, project, from.resId, 'list 甲')).map((r) => r.resId);
      const move = { projectId: project, parentId: from.resId, sourceIds: sources, targetId: to.resId };
      const own = { choices: { [DRAWING]: ConflictChoice.KeepBoth } };
      await record.refusal('a clash without its own choice', client.files.move({ ...move, ...own }));
      await record.answer('each its choice', client.files.move({ ...move, ...own, onConflict: ConflictChoice.Skip }));
      record.value('甲 after', nameList(await names(record, client, project, from.resId, 'list 甲 after')));
      record.value('乙 after', nameList(await names(record, client, project, to.resId, 'list 乙 after')));

      await record.answer(
        'names taken before an upload',
        client.upload.checkProjectNames({
          projectId: project,
          parentId: to.resId,
          paths: [DRAWING, '新图.pdf', '附图/新图.pdf'],
        }),
      );
      const upload = {
        md5: 'f'.repeat(32),
        size: 10,
        name: DRAWING,
        projectId: project,
        parentId: to.resId,
        ownerType: ResourceOwnerType.NormalProject,
      };
      await record.refusal('upload onto a taken name', client.upload.rapidUpload(upload));
      await record.answer(
        'upload skipped',
        client.upload.rapidUpload({ ...upload, onConflict: ConflictChoice.Skip }),
        (file) => file.resName,
      );
      await record.refusal(
        'unknown bytes kept both: uploaded first',
        client.upload.rapidUpload({ ...upload, onConflict: ConflictChoice.KeepBoth }),
      );
    },
  },
];
