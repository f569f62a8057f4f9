import {
  api,
  OPINION_MAX,
  OpinionBankMessage,
  OpinionBankState,
  OpinionImportMessage,
  OpinionLibrary,
  OpinionType,
} from '@atelier/api';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { ErrorCode } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const refusal = (code: number, message: string) => ({ success: false, code, message, result: null });
const review = (comment: string, type: number = OpinionType.General) => ({
  comment,
  type,
  opinionCation: OpinionLibrary.Review,
});
/** A sheet as a person fills in the template, written by the spreadsheet library the product uses. */
const sheet = async (rows: (string | number | null)[][]) =>
  new Blob([new Uint8Array(await writeXlsxFile(rows).toBuffer())]);
const comments = (page: { list: { comment: string }[] }) => page.list.map((o) => o.comment);

describe('the personal opinion bank (getUserOpinionBank, create, update, delete)', () => {
  it('keeps each person their own opinions, 30 a page, newest first, by tab and type', async () => {
    const token = await server.login('liting');
    const first = await server.call(
      api.user.createOpinion,
      { ...review(' 楼梯净宽不足 ', OpinionType.Mandatory), opinionSpecialty: '建筑' },
      { token },
    );
    expect(first.body.result).toMatchObject({
      comment: '楼梯净宽不足',
      type: 4,
      opinionCation: '1',
      opinionSpecialty: '建筑',
      state: '1',
    });
    for (let i = 1; i <= 31; i += 1) {
      const answer = await server.call(api.user.createOpinion, review(`常用意见${i}`), { token });
      expect(answer.body.success).toBe(true);
    }
    await server.call(api.user.createOpinion, { ...review('图签不全'), opinionCation: '2' }, { token });

    const page1 = (await server.call(api.user.opinionBank, { opinionCation: '1' }, { token })).body.result;
    expect(page1.total).toBe(32);
    expect(page1.list).toHaveLength(30);
    expect(comments(page1).slice(0, 2)).toEqual(['常用意见31', '常用意见30']);
    const page2 = (await server.call(api.user.opinionBank, { opinionCation: '1', pageNum: 2 }, { token })).body.result;
    expect(comments(page2)).toEqual(['常用意见1', '楼梯净宽不足']);
    const mandatory = await server.call(api.user.opinionBank, { type: OpinionType.Mandatory }, { token });
    expect(comments(mandatory.body.result)).toEqual(['楼梯净宽不足']);
    const found = await server.call(api.user.opinionBank, { keyword: '建筑' }, { token });
    expect(comments(found.body.result)).toEqual(['楼梯净宽不足']);

    // Another person sees none of them.
    const other = await server.login('wanghaitao');
    expect((await server.call(api.user.opinionBank, {}, { token: other })).body.result).toEqual({ list: [], total: 0 });
  });

  it("refuses a blank, long or untyped opinion, a repeat in the tab, another's userId, another's opinion", async () => {
    const token = await server.login('zhangmin');
    const blank = await server.call(api.user.createOpinion, review('   '), { token });
    expect(blank.body).toMatchObject({ success: false, message: '请输入意见内容' });
    const long = await server.call(api.user.createOpinion, review('长'.repeat(OPINION_MAX + 1)), { token });
    expect(long.body).toMatchObject({ success: false, message: `意见内容不能超过${OPINION_MAX}个字` });
    const untyped = await server.call(api.user.createOpinion, { ...review('无类型'), type: 3 }, { token });
    expect(untyped.body).toMatchObject({ success: false, message: OpinionBankMessage.TypeRequired });
    const noTab = await server.call(api.user.createOpinion, { ...review('无库'), opinionCation: '3' }, { token });
    expect(noTab.body).toMatchObject({ success: false, message: OpinionBankMessage.LibraryRequired });

    const made = await server.call(api.user.createOpinion, review('管道坡度不足'), { token });
    const again = await server.call(api.user.createOpinion, review(' 管道坡度不足'), { token });
    expect(again.body).toEqual(refusal(ErrorCode.NameTaken, OpinionBankMessage.Duplicate));
    // The same words in the other tab are another opinion.
    const general = await server.call(
      api.user.createOpinion,
      { ...review('管道坡度不足'), opinionCation: '2' },
      { token },
    );
    expect(general.body.success).toBe(true);

    const theirs = await server.call(
      api.user.createOpinion,
      { ...review('代填'), userId: server.person('liting') },
      { token },
    );
    expect(theirs.body).toEqual(refusal(ErrorCode.Denied, OpinionBankMessage.NotYours));
    const other = await server.login('liuyang');
    const edit = await server.call(
      api.user.updateOpinion,
      { id: made.body.result.id, comment: '改' },
      { token: other },
    );
    expect(edit.body).toEqual(refusal(ErrorCode.Denied, OpinionBankMessage.NotFound));
    const del = await server.call(api.user.deleteOpinion, { id: made.body.result.id }, { token: other });
    expect(del.body).toEqual(refusal(ErrorCode.Denied, OpinionBankMessage.NotFound));

    const updated = await server.call(
      api.user.updateOpinion,
      { id: made.body.result.id, comment: '管道坡度不足 0.3%', type: OpinionType.Should },
      { token },
    );
    expect(updated.body.result).toMatchObject({ comment: '管道坡度不足 0.3%', type: 2, opinionCation: '1' });
    expect((await server.call(api.user.deleteOpinion, { id: made.body.result.id }, { token })).body.success).toBe(true);
    const left = await server.call(api.user.opinionBank, {}, { token });
    expect(comments(left.body.result)).toEqual(['管道坡度不足']);
  });
});

describe('the enterprise opinion bank and the picker (getAllOpinionBank)', () => {
  it('is tended by the enterprise admin only, and read by every member while marking with their own', async () => {
    const admin = await server.login('chenjianguo');
    const member = await server.login('sunzhiqiang');
    const made = await server.call(api.opinionBank.create, review('结构缝宽度不足', OpinionType.Should), {
      token: admin,
    });
    expect(made.body.result).toMatchObject({ comment: '结构缝宽度不足', state: '2' });
    await server.call(api.opinionBank.create, review('说明不完整'), { token: admin });

    const denied = refusal(ErrorCode.Denied, OpinionBankMessage.NoEnterpriseBank);
    expect((await server.call(api.opinionBank.list, {}, { token: member })).body).toEqual(denied);
    expect((await server.call(api.opinionBank.create, review('越权'), { token: member })).body).toEqual(denied);
    const id = made.body.result.id;
    expect((await server.call(api.opinionBank.update, { id, comment: 'x' }, { token: member })).body).toEqual(denied);
    expect((await server.call(api.opinionBank.delete, { id }, { token: member })).body).toEqual(denied);

    // A member's own opinion is not the enterprise's to edit, and the other way round.
    const own = await server.call(api.user.createOpinion, review('我的常用意见'), { token: member });
    const cross = await server.call(api.opinionBank.update, { id: own.body.result.id, comment: 'x' }, { token: admin });
    expect(cross.body).toEqual(refusal(ErrorCode.Denied, OpinionBankMessage.NotFound));
    const cross2 = await server.call(api.user.deleteOpinion, { id }, { token: admin });
    expect(cross2.body).toEqual(refusal(ErrorCode.Denied, OpinionBankMessage.NotFound));

    const all = await server.call(api.mark.opinionBank, {}, { token: member });
    expect(all.body.result.map((o: { comment: string; state: string }) => [o.comment, o.state])).toEqual([
      ['我的常用意见', '1'],
      ['说明不完整', '2'],
      ['结构缝宽度不足', '2'],
    ]);
    const should = await server.call(api.mark.opinionBank, { type: OpinionType.Should }, { token: member });
    expect(should.body.result.map((o: { comment: string }) => o.comment)).toEqual(['结构缝宽度不足']);

    // The other firm's members see their own firm's bank, not this one.
    const elsewhere = await server.login('mali');
    const theirs = await server.call(api.mark.opinionBank, {}, { token: elsewhere });
    expect(theirs.body).toEqual({ success: true, code: 200, message: expect.any(String), result: [] });

    expect((await server.call(api.opinionBank.delete, { id }, { token: admin })).body.success).toBe(true);
    const after = await server.call(api.opinionBank.list, { pageNum: 1, pageSize: 30 }, { token: admin });
    expect(comments(after.body.result)).toEqual(['说明不完整']);
  });
});

describe('the import (templates, importOpinionBank, downLoadErrorOpinion)', () => {
  it('serves the templates, adds the good rows and returns the refused ones as an xlsx error file', async () => {
    const admin = await server.login('chenjianguo');
    const template = await server.call(api.opinionBank.template, { state: '2', option: '1' }, { token: admin });
    expect(template.response.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(template.response.headers['content-disposition']))).toContain(
      '企业评审意见库导入模板.xlsx',
    );
    const read = await readSheet(template.response.rawPayload);
    expect(read[0]).toEqual(['意见内容', '意见类型', '专业']);

    await server.call(api.opinionBank.create, review('已经有的意见'), { token: admin });
    const file = await sheet([
      ['意见内容', '意见类型', '专业'],
      ['防火分区面积超限', '强制性条文', '建筑'],
      ['已经有的意见', '一般', ''],
      ['门窗表缺失', '严重', ''],
      ['', '一般', ''],
      ['卫生间未设地漏', '违反应当', '给排水'],
    ]);
    const imported = await server.call(
      api.opinionBank.import,
      { state: OpinionBankState.Enterprise, option: OpinionLibrary.Review, file },
      { token: admin },
    );
    expect(imported.body.result).toMatchObject({ total: 5, success: 2, failed: 3 });
    const bank = await server.call(api.opinionBank.list, { opinionCation: '1' }, { token: admin });
    expect(comments(bank.body.result).slice(0, 2)).toEqual(['卫生间未设地漏', '防火分区面积超限']);

    const errors = await server.call(
      api.opinionBank.downloadError,
      { id: imported.body.result.errorId },
      { token: admin },
    );
    expect(errors.response.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheet(errors.response.rawPayload);
    const zh = OpinionImportMessage['zh-CN'];
    expect(rows).toEqual([
      ['行号', '意见内容', '意见类型', '专业', '错误原因'],
      [3, '已经有的意见', '一般', null, zh.duplicate],
      [4, '门窗表缺失', '严重', null, zh.typeUnknown],
      [5, null, '一般', null, zh.commentRequired],
    ]);
    // The error file is the importer's alone.
    const other = await server.login('liuyang');
    const theirs = await server.call(
      api.opinionBank.downloadError,
      { id: imported.body.result.errorId },
      { token: other },
    );
    expect(theirs.body).toEqual(refusal(ErrorCode.Denied, OpinionBankMessage.ErrorFileNotFound));
  });

  it('imports into the personal bank for anyone, the enterprise bank only for its admin; refuses bad sheets', async () => {
    const member = await server.login('zhouxiaoyan');
    const file = await sheet([
      ['Opinion', 'Type', 'Specialty'],
      ['Title block incomplete', 'General', ''],
    ]);
    const own = await server.call(api.opinionBank.import, { state: '1', option: '2', file }, { token: member });
    expect(own.body.result).toEqual({ total: 1, success: 1, failed: 0, errorId: null });
    const mine = await server.call(api.user.opinionBank, { opinionCation: '2' }, { token: member });
    expect(comments(mine.body.result)).toEqual(['Title block incomplete']);

    const firm = await server.call(api.opinionBank.import, { state: '2', option: '2', file }, { token: member });
    expect(firm.body).toEqual(refusal(ErrorCode.Denied, OpinionBankMessage.NoEnterpriseBank));

    const zh = OpinionImportMessage['zh-CN'];
    const other = await sheet([
      ['内容', '类型'],
      ['a', '一般'],
    ]);
    const wrong = await server.call(
      api.opinionBank.import,
      { state: '1', option: '1', file: other },
      { token: member },
    );
    expect(wrong.body).toEqual(refusal(ErrorCode.Denied, zh.wrongColumns));
    const text = new Blob(['意见内容,意见类型,专业\n']);
    const csv = await server.call(api.opinionBank.import, { state: '1', option: '1', file: text }, { token: member });
    expect(csv.body).toEqual(refusal(ErrorCode.Denied, zh.notSpreadsheet));
  });
});
