import { OpinionBankState, OpinionLibrary, OpinionType } from '@atelier/api';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { ADMIN, MEMBER, type Scenario, signIn } from './scenarios';

const shown = (o: { comment: string; type: number; opinionCation?: string | null; state?: string }) => [
  o.comment,
  o.type,
  o.opinionCation,
  o.state,
];
const review = (comment: string, type: OpinionType = OpinionType.General) => ({
  comment,
  type,
  opinionCation: OpinionLibrary.Review,
});

/** Parity of the opinion banks (issue 29): the same rules, refusals and spreadsheets on both sides. */
export const opinionScenarios: Scenario[] = [
  {
    name: 'opinion banks: own and enterprise opinions, refusals, the picker, an import with its error file',
    async run(side, record) {
      const { client } = await signIn(side, record, MEMBER);
      const made = await record.answer(
        'user.createOpinion',
        client.user.createOpinion({ ...review('对照：楼梯净宽不足', OpinionType.Mandatory), opinionSpecialty: '建筑' }),
        shown,
      );
      await record.refusal('user.createOpinion (repeat)', client.user.createOpinion(review(' 对照：楼梯净宽不足')));
      await record.refusal('user.createOpinion (long)', client.user.createOpinion(review('长'.repeat(501))));
      await record.answer(
        'user.updateOpinion',
        client.user.updateOpinion({ id: made.id, type: OpinionType.Should }),
        shown,
      );
      const own = await record.answer('user.opinionBank', client.user.opinionBank({ keyword: '对照' }));
      record.value('own', [own.total, own.list.map(shown)]);
      await record.refusal('opinionBank.list (member)', client.opinionBank.list({}));

      const admin = (await signIn(side, record, ADMIN)).client;
      const firm = await record.answer(
        'opinionBank.create',
        admin.opinionBank.create(review('对照：说明不完整')),
        shown,
      );
      const picked = await record.answer('mark.opinionBank', client.mark.opinionBank({ keyword: '对照' }), (l) =>
        l.map(shown),
      );
      record.value('picked', picked.map(shown));

      const file = new Blob([
        new Uint8Array(
          await writeXlsxFile([
            ['意见内容', '意见类型', '专业'],
            ['对照：防火分区面积超限', '强制性条文', '建筑'],
            ['对照：门窗表缺失', '严重', ''],
          ]).toBuffer(),
        ),
      ]);
      const imported = await record.answer(
        'opinionBank.import',
        admin.opinionBank.import({ state: OpinionBankState.Enterprise, option: OpinionLibrary.Review, file }),
      );
      record.value('imported', [imported.total, imported.success, imported.failed, imported.errorId !== null]);
      const errors = await record.answer(
        'opinionBank.downloadError',
        admin.opinionBank.downloadError({ id: imported.errorId ?? '' }),
      );
      record.value('error rows', await readSheet(Buffer.from(await errors.arrayBuffer())));
      await record.refusal(
        'opinionBank.import (personal sheet of other columns)',
        client.opinionBank.import({
          state: OpinionBankState.Personal,
          option: OpinionLibrary.General,
          file: new Blob([new Uint8Array(await writeXlsxFile([['a', 'b']]).toBuffer())]),
        }),
      );
      const bank = await record.answer('opinionBank.list', admin.opinionBank.list({ keyword: '对照' }));
      record.value('enterprise bank', bank.list.map(shown));
      await record.answer('opinionBank.delete', admin.opinionBank.delete({ id: firm.id }));
      await record.answer('user.deleteOpinion', client.user.deleteOpinion({ id: made.id }));
      await record.refusal('user.deleteOpinion (gone)', client.user.deleteOpinion({ id: made.id }));
    },
  },
];
