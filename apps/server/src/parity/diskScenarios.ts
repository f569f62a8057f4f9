import { ConflictChoice } from '@atelier/api';
import type { Recorder } from './record';
import { MEMBER, type Scenario, signIn } from './scenarios';

/**
 * Parity scenario of the network disk (issue 26): folders of the member's own disk, rename, a move refused into
 * its own subfolder and a clash kept both, the recycle bin (restore refused into a deleted folder, restore, empty),
 * search and capacity. Names and refusals are recorded, never ids.
 */
export const diskScenarios: Scenario[] = [
  {
    name: 'disk: folders, rename, move and copy with choices, the recycle bin, search and capacity',
    async run(side, record: Recorder) {
      const { client } = await signIn(side, record, MEMBER);
      const listed = async (step: string, parentId?: string) => {
        const page = await record.answer(step, client.disk.list(parentId ? { parentId } : {}), (p) => p.total);
        record.value(
          `${step} names`,
          page.list.map((r) => r.resName),
        );
        return page.list;
      };
      await listed('empty disk');
      const make = (parentId: string, resName: string) =>
        record.answer(`createFolder ${resName}`, client.disk.createFolder({ parentId, resName }), (f) => f.resName);
      const a = await make('0', '盘甲');
      const b = await make(a.resId, '盘乙');
      await make('0', '盘丙');
      await record.refusal('createFolder taken', client.disk.createFolder({ parentId: '0', resName: '盘甲' }));
      await record.refusal('createFolder bad name', client.disk.createFolder({ parentId: '0', resName: 'a?b' }));
      await record.refusal('move into its subfolder', client.disk.move({ resIds: [a.resId], targetId: b.resId }));
      const c = await make(b.resId, '盘丙');
      await record.refusal('move onto a taken name', client.disk.move({ resIds: [c.resId], targetId: '0' }));
      await record.answer(
        'move keeping both',
        client.disk.move({ resIds: [c.resId], targetId: '0', onConflict: ConflictChoice.KeepBoth }),
      );
      await listed('root after the move');
      // Copies (issue 26): refused onto a taken name unless a choice is given; keep both names the copy.
      await record.refusal('copy onto a taken name', client.disk.copy({ resIds: [c.resId], targetId: '0' }));
      await record.answer(
        'copy keeping both',
        client.disk.copy({ resIds: [c.resId], targetId: '0', onConflict: ConflictChoice.KeepBoth }),
      );
      await record.refusal('copy into itself', client.disk.copy({ resIds: [a.resId], targetId: b.resId }));
      await listed('root after the copy');
      await record.answer('rename', client.disk.rename({ resId: c.resId, resName: '盘丁' }));
      await record.answer('delete 乙', client.disk.delete({ resIds: [b.resId] }));
      await record.answer('delete 甲', client.disk.delete({ resIds: [a.resId] }));
      const bin = await record.answer('recycleList', client.disk.recycleList({}));
      record.value(
        'in the bin',
        bin.list.map((e) => [e.resName, e.daysLeft]),
      );
      await record.refusal('recover 乙 first', client.disk.recover({ resIds: [b.resId] }));
      await record.answer('recover 甲', client.disk.recover({ resIds: [a.resId] }));
      await record.answer('clean the bin', client.disk.cleanRecycle({}));
      await listed('甲 after the clean', a.resId);
      const found = await record.answer('search', client.disk.search({ keyword: '盘' }));
      record.value('found', found.list.map((r) => r.resName).sort());
      const capacity = await record.answer('capacity', client.disk.capacity({}));
      record.value('capacity', [capacity.usedCapacity, capacity.usedRate]);
    },
  },
];
