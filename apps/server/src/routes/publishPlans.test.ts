import { type AnyEndpoint, api, NAME_BLANK, PublishPlanMessage, PublishPlanType } from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../domain/errors';
import { refOf } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';

/**
 * Publish plans (issue 30): 李婷 (a member of 滨江新城综合体) gathers drawings in a plan of the project; its name is
 * unique in the project; folders and files of other projects do not join; 许文博 (another firm) reaches none of it.
 */

let server: TestServer;
const ARCH = ['01 建筑/施工图/建施-01 总平面图.pdf', '01 建筑/施工图/建施-02 一层平面图.pdf'];
type Ref = Awaited<ReturnType<typeof refOf>>;
let arch: Ref[];

beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
  arch = await Promise.all(ARCH.map((p) => refOf(server, 'binjiang', p)));
});
afterAll(() => server?.close());

const binjiang = () => server.ids.projects.binjiang;
const call = async (endpoint: AnyEndpoint, data: Record<string, unknown>, key: PersonKey) =>
  (await server.call(endpoint, data, { token: await server.login(key) })).body;
const refusal = (code: number, message: string) => ({ success: false, code, message });
const plan = (planName: string) => ({ planName, planType: PublishPlanType.Construction, projectId: binjiang() });

describe('publish plans', () => {
  let planId: string;

  it('a member adds a plan of the project and lists it; the name check answers the same as the save', async () => {
    const added = await call(api.publish.addPlan, plan('一期施工图发布'), 'liting');
    expect(added).toMatchObject({ success: true });
    expect(added.result).toMatchObject({ planName: '一期施工图发布', planType: 1, projectId: binjiang() });
    planId = added.result.id;
    const listed = await call(api.publish.plans, { projectId: binjiang() }, 'zhaoxuemei');
    expect(listed.result.list.map((p: { id: string }) => p.id)).toContain(planId);

    const taken = refusal(ErrorCode.NameTaken, PublishPlanMessage.PlanNameTaken);
    expect(await call(api.publish.addPlan, plan('一期施工图发布'), 'zhaoxuemei')).toMatchObject(taken);
    expect(
      await call(api.publish.checkPlanName, { planName: '一期施工图发布', projectId: binjiang() }, 'liting'),
    ).toMatchObject(taken);
    expect(
      await call(
        api.publish.checkPlanName,
        { planName: '一期施工图发布', projectId: binjiang(), id: planId },
        'liting',
      ),
    ).toMatchObject({ success: true, result: true });
    // The same name in another project is free.
    const gaoxin = { ...plan('一期施工图发布'), projectId: server.ids.projects.gaoxin };
    expect(await call(api.publish.checkPlanName, gaoxin, 'chenjianguo')).toMatchObject({ success: true });
  });

  it('checks the name rule and the type before anything is written', async () => {
    expect(await call(api.publish.addPlan, plan('  '), 'liting')).toMatchObject({
      success: false,
      message: NAME_BLANK,
    });
    expect(await call(api.publish.addPlan, { ...plan('二期'), planType: 9 }, 'liting')).toMatchObject({
      success: false,
      message: PublishPlanMessage.PlanTypeInvalid,
    });
    expect(await call(api.publish.addPlan, plan('a'.repeat(257)), 'liting')).toMatchObject({ success: false });
  });

  it('gathers drawings of the project once each, with their current versions; folders do not join', async () => {
    const [first, second] = arch as [Ref, Ref];
    expect(
      await call(api.publish.addResources, { planId, resIds: [first.resId, second.resId, first.resId] }, 'liting'),
    ).toMatchObject({ success: true });
    expect(await call(api.publish.addResources, { planId, resIds: [first.resId] }, 'liting')).toMatchObject({
      success: true,
    });
    const page = (await call(api.publish.resources, { planId }, 'liting')).result;
    expect(page.total).toBe(2);
    expect(page.list.map((r: { resId: string; recordId: string }) => [r.resId, r.recordId])).toEqual([
      [first.resId, first.recordId],
      [second.resId, second.recordId],
    ]);
    const folder = server.resource('binjiang', '01 建筑/施工图');
    expect(await call(api.publish.addResources, { planId, resIds: [folder] }, 'liting')).toMatchObject(
      refusal(ErrorCode.Denied, PublishPlanMessage.NotADrawing),
    );
    const [row] = page.list;
    expect(await call(api.publish.removeResources, { ids: [row.id] }, 'liting')).toMatchObject({ success: true });
    expect((await call(api.publish.resources, { planId }, 'liting')).result.total).toBe(1);
  });

  it('renames and deletes; another firm reaches nothing of it', async () => {
    expect(
      await call(api.publish.updatePlan, { id: planId, planName: '一期施工图（修订）', planType: 2 }, 'liting'),
    ).toMatchObject({ success: true });
    const [listed] = (await call(api.publish.plans, { projectId: binjiang() }, 'liting')).result.list;
    expect(listed).toMatchObject({ id: planId, planName: '一期施工图（修订）', planType: 2 });
    // The list's columns: one drawing left after the removal above, the creator's name, when it was made.
    expect(listed).toMatchObject({ resCount: 1, createByName: '李婷' });
    expect(listed.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect(await call(api.publish.addPlan, plan('外人'), 'xuwenbo')).toMatchObject({ success: false });
    expect(await call(api.publish.resources, { planId }, 'xuwenbo')).toMatchObject(
      refusal(ErrorCode.Denied, PublishPlanMessage.PlanNotFound),
    );
    expect(await call(api.publish.deletePlan, { id: planId }, 'xuwenbo')).toMatchObject({ success: false });
    expect((await call(api.publish.plans, {}, 'xuwenbo')).result.list).toEqual([]);

    expect(await call(api.publish.deletePlan, { id: planId }, 'liting')).toMatchObject({ success: true });
    expect(await call(api.publish.resources, { planId }, 'liting')).toMatchObject(
      refusal(ErrorCode.Denied, PublishPlanMessage.PlanNotFound),
    );
  });
});
