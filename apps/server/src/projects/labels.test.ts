import { api, Flag, LabelColor, LabelLimit, LabelMessage } from '@atelier/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const refusal = (code: number, message: string) => ({ success: false, code, message, result: null });

interface Entry {
  id: string;
  isFav?: string;
  labelList?: { id: string; name: string; color: string }[];
}
async function listed(token: string, filters: { isFav?: Flag; labelId?: string } = {}): Promise<Entry[]> {
  const answer = await server.call(api.project.list, { pageNum: 1, pageSize: 100, ...filters }, { token });
  return answer.body.result.pageInfo.list;
}

describe('labels (getLabelList, addLabel, updateLabel, delLabel, updateProLabel)', () => {
  it('adds labels of the six colours, lists them by name, and refuses a taken, long or colourless one', async () => {
    const token = await server.login('liting');
    const a = await server.call(api.label.add, { name: '重点', color: LabelColor.Red }, { token });
    expect(a.body.result).toMatchObject({ name: '重点', color: 'red', type: '3', projectCount: 0 });
    await server.call(api.label.add, { name: ' Bid ', color: LabelColor.Blue }, { token });

    const list = await server.call(api.label.list, { pageNum: 1, pageSize: 99 }, { token });
    // Trimmed, and by name as the Chinese collator orders names: Chinese before Latin.
    expect(list.body.result.list.map((l: { name: string }) => l.name)).toEqual(['重点', 'Bid']);

    const taken = await server.call(api.label.add, { name: 'bid', color: LabelColor.Green }, { token });
    expect(taken.body).toEqual(refusal(ErrorCode.NameTaken, LabelMessage.NameTaken));
    const long = await server.call(
      api.label.add,
      { name: '十一个字的标签名称长了', color: LabelColor.Green },
      { token },
    );
    expect(long.body).toMatchObject({ success: false, message: LabelMessage.NameTooLong });
    const blank = await server.call(api.label.add, { name: '  ', color: LabelColor.Green }, { token });
    expect(blank.body.success).toBe(false);
    const colour = await server.call(api.label.add, { name: '黄色', color: 'yellow' as LabelColor }, { token });
    expect(colour.body).toMatchObject({ success: false, message: LabelMessage.ColorRequired });

    // Labels are each person's own: another member of the firm sees none of them, and may use the same names.
    const other = await server.login('huangwei');
    expect((await server.call(api.label.list, {}, { token: other })).body.result.list).toEqual([]);
    const same = await server.call(api.label.add, { name: '重点', color: LabelColor.Cyan }, { token: other });
    expect(same.body.success).toBe(true);
  });

  it('puts labels on a project, filters the list by one, renames, recolours and deletes', async () => {
    const token = await server.login('liting');
    const key = await server.call(api.label.add, { name: '进行中', color: LabelColor.Green }, { token });
    const late = await server.call(api.label.add, { name: '延期', color: LabelColor.Orange }, { token });
    const keyId: string = key.body.result.id;
    const lateId: string = late.body.result.id;
    const binjiang = server.ids.projects.binjiang;

    const put = await server.call(
      api.label.setProjectLabels,
      { projectId: binjiang, labelIdList: [lateId, keyId] },
      { token },
    );
    expect(put.body.success).toBe(true);
    const entry = (await listed(token)).find((p) => p.id === binjiang);
    // By name in pinyin order, as every list of names: 进行中 (jin) before 延期 (yan).
    expect(entry?.labelList).toEqual([
      { id: keyId, name: '进行中', color: 'green' },
      { id: lateId, name: '延期', color: 'orange' },
    ]);
    expect((await listed(token, { labelId: keyId })).map((p) => p.id)).toEqual([binjiang]);
    const detail = await server.call(api.project.detail, { projectId: binjiang }, { token });
    expect(detail.body.result.labelList).toHaveLength(2);

    // The project's other members do not see liting's labels on it.
    const chen = await server.login('chenjianguo');
    expect((await listed(chen)).find((p) => p.id === binjiang)?.labelList).toEqual([]);

    expect(
      (await server.call(api.label.update, { id: keyId, name: '推进中', color: LabelColor.Purple }, { token })).body
        .success,
    ).toBe(true);
    const counted = await server.call(api.label.list, { keyword: '推进' }, { token });
    expect(counted.body.result.list).toEqual([
      expect.objectContaining({ name: '推进中', color: 'purple', projectCount: 1 }),
    ]);
    const renameTaken = await server.call(api.label.update, { id: keyId, name: '延期' }, { token });
    expect(renameTaken.body).toEqual(refusal(ErrorCode.NameTaken, LabelMessage.NameTaken));

    expect((await server.call(api.label.delete, { id: lateId }, { token })).body.success).toBe(true);
    expect((await listed(token)).find((p) => p.id === binjiang)?.labelList).toEqual([
      { id: keyId, name: '推进中', color: 'purple' },
    ]);
    // Taking every label off.
    await server.call(api.label.setProjectLabels, { projectId: binjiang, labelIdList: [] }, { token });
    expect((await listed(token, { labelId: keyId })).map((p) => p.id)).toEqual([]);
  });

  it("refuses another person's label, more than five on a project, and a project the caller is not in", async () => {
    const token = await server.login('liting');
    const mine = await server.call(api.label.add, { name: '私有', color: LabelColor.Blue }, { token });
    const id: string = mine.body.result.id;
    const chen = await server.login('chenjianguo');
    const notFound = refusal(ErrorCode.Denied, LabelMessage.NotFound);
    expect((await server.call(api.label.update, { id, name: '改名' }, { token: chen })).body).toEqual(notFound);
    expect((await server.call(api.label.delete, { id }, { token: chen })).body).toEqual(notFound);
    const onProject = await server.call(
      api.label.setProjectLabels,
      { projectId: server.ids.projects.binjiang, labelIdList: [id] },
      { token: chen },
    );
    expect(onProject.body).toEqual(notFound);

    const six: string[] = [];
    for (const name of ['一', '二', '三', '四', '五', '六']) {
      six.push(
        (await server.call(api.label.add, { name: `第${name}`, color: LabelColor.Cyan }, { token })).body.result.id,
      );
    }
    const tooMany = await server.call(
      api.label.setProjectLabels,
      { projectId: server.ids.projects.chengnan, labelIdList: six },
      { token },
    );
    expect(tooMany.body).toEqual(refusal(ErrorCode.Denied, LabelMessage.TooManyOnProject));
    expect(LabelLimit.PerProject).toBe(5);

    const outside = await server.call(
      api.label.setProjectLabels,
      { projectId: server.ids.projects.gaoxin, labelIdList: [id] },
      { token },
    );
    expect(outside.body).toEqual(refusal(ErrorCode.Denied, ErrorMessage.NotProjectMember));
  });
});

describe('favourites (updateProFav, the 我的收藏 filter)', () => {
  it('stars and unstars a project for the caller only, and lists the starred ones', async () => {
    const token = await server.login('wanghaitao');
    const chengnan = server.ids.projects.chengnan;
    const before = await listed(token, { isFav: Flag.Yes });
    expect(before.map((p) => p.id)).not.toContain(chengnan);

    expect(
      (await server.call(api.project.updateProFav, { projectId: chengnan, isFav: Flag.Yes }, { token })).body.success,
    ).toBe(true);
    expect((await listed(token, { isFav: Flag.Yes })).map((p) => p.id)).toContain(chengnan);
    expect((await listed(token)).find((p) => p.id === chengnan)?.isFav).toBe(Flag.Yes);
    expect((await server.call(api.project.detail, { projectId: chengnan }, { token })).body.result.isFav).toBe(
      Flag.Yes,
    );
    // Another member's mark is their own.
    const huang = await server.login('huangwei');
    expect((await listed(huang)).find((p) => p.id === chengnan)?.isFav).toBe(Flag.No);
    // getProFavInfo: the caller's mark, and how many members starred it.
    const favInfo = async (who: string) =>
      (await server.call(api.project.favInfo, { projectId: chengnan }, { token: who })).body.result;
    const starred = (await favInfo(token)).favCount as number;
    expect(await favInfo(token)).toEqual({ projectId: chengnan, isFav: Flag.Yes, favCount: starred });
    expect(await favInfo(huang)).toEqual({ projectId: chengnan, isFav: Flag.No, favCount: starred });
    await server.call(api.project.updateProFav, { projectId: chengnan, isFav: Flag.Yes }, { token: huang });
    expect((await favInfo(huang)).favCount).toBe(starred + 1);
    await server.call(api.project.updateProFav, { projectId: chengnan, isFav: Flag.No }, { token: huang });

    await server.call(api.project.updateProFav, { projectId: chengnan, isFav: Flag.No }, { token });
    expect((await listed(token, { isFav: Flag.Yes })).map((p) => p.id)).not.toContain(chengnan);

    const outside = await server.call(
      api.project.updateProFav,
      { projectId: server.ids.projects.jiangbei, isFav: Flag.Yes },
      { token },
    );
    expect(outside.body.success).toBe(false);
    const outsideInfo = await server.call(api.project.favInfo, { projectId: server.ids.projects.jiangbei }, { token });
    expect(outsideInfo.body.success).toBe(false);
  });
});
