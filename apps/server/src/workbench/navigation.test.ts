import { api, type NavigationNode, WorkbenchLimit, WorkbenchMessage } from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseMembers, navigationShortcuts } from '../db/schema';
import { createTestServer, type TestServer } from '../testing/harness';

/**
 * The workbench's navigation shortcuts (001 section 7.1 sysNavigation): each person's own, within what their menus
 * reach, at most 12; a shortcut whose menu is gone for them is still listed and checkItemExist says so.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

async function send(key: PersonKey, endpoint: Parameters<TestServer['call']>[0], data = {}) {
  return (await server.call(endpoint, data, { token: await server.login(key) })).body;
}
async function call(key: PersonKey, endpoint: Parameters<TestServer['call']>[0], data = {}) {
  const body = await send(key, endpoint, data);
  expect(body).toMatchObject({ success: true });
  return body.result;
}
const refusal = (message: string) => ({ success: false, code: 40009, message, result: null });
const ids = (nodes: NavigationNode[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children)]);

describe('getOwnSysNavigationTree', () => {
  it('holds the modules and pages the person’s menus reach, without the workbench', async () => {
    const staff = ids(await call('liting', api.workbench.navigationTree));
    expect(staff).toEqual(expect.arrayContaining(['disk', 'projectCenter', 'knowledgeBasePersonnel']));
    expect(staff).not.toContain('dashboard');
    expect(staff).not.toContain('publishList');
    const manager = ids(await call('huangwei', api.workbench.navigationTree));
    expect(manager).toEqual(expect.arrayContaining(['publish', 'publishList', 'publishStatistic']));
  });

  it('filters by keyword: a matching module keeps its pages, a matching page keeps its module', async () => {
    const tree: NavigationNode[] = await call('huangwei', api.workbench.navigationTree, { keyword: '发布' });
    const publish = tree.find((n) => n.id === 'publish');
    expect(publish?.children.map((c) => c.id)).toEqual([
      'publishList',
      'publishStatistic',
      'publishCalcRule',
      'publishOrganization',
    ]);
    const byPage: NavigationNode[] = await call('huangwei', api.workbench.navigationTree, { keyword: '计费' });
    expect(byPage).toEqual([
      expect.objectContaining({ id: 'publish', children: [expect.objectContaining({ id: 'publishCalcRule' })] }),
    ]);
    expect(await call('huangwei', api.workbench.navigationTree, { keyword: '没有这个入口' })).toEqual([]);
  });
});

describe('setSysNavigationList, getSysNavigationList, delSysNavigation', () => {
  it('saves the person’s list in order, once each, and removes one', async () => {
    expect(await call('liting', api.workbench.navigationList)).toEqual([]);
    const saved = await call('liting', api.workbench.setNavigation, { itemIds: ['disk', 'projectCenter', 'disk'] });
    expect(saved.map((s: { itemId: string; name: string; path: string }) => [s.itemId, s.name, s.path])).toEqual([
      ['disk', '网盘', '/disk'],
      ['projectCenter', '项目中心', '/project-center'],
    ]);
    expect(await call('liting', api.workbench.navigationList)).toEqual(saved);
    // Another person's list is their own.
    expect(await call('wulei', api.workbench.navigationList)).toEqual([]);
    expect(await send('wulei', api.workbench.deleteNavigation, { id: saved[0].id })).toEqual(
      refusal(WorkbenchMessage.ShortcutNotFound),
    );
    await call('liting', api.workbench.deleteNavigation, { id: saved[0].id });
    expect((await call('liting', api.workbench.navigationList)).map((s: { itemId: string }) => s.itemId)).toEqual([
      'projectCenter',
    ]);
    await call('liting', api.workbench.setNavigation, { itemIds: [] });
    expect(await call('liting', api.workbench.navigationList)).toEqual([]);
  });

  it('refuses more than 12 and a menu the person’s roles do not reach, keeping the list as it was', async () => {
    const reachable = ids(await call('huangwei', api.workbench.navigationTree));
    expect(reachable.length).toBeGreaterThan(WorkbenchLimit.Shortcuts);
    await call('liting', api.workbench.setNavigation, { itemIds: ['disk'] });
    expect(
      await send('huangwei', api.workbench.setNavigation, {
        itemIds: reachable.slice(0, WorkbenchLimit.Shortcuts + 1),
      }),
    ).toEqual(refusal(WorkbenchMessage.TooManyShortcuts));
    expect(await send('liting', api.workbench.setNavigation, { itemIds: ['disk', 'publishList'] })).toEqual(
      refusal(WorkbenchMessage.ShortcutUnavailable),
    );
    expect(await send('liting', api.workbench.setNavigation, { itemIds: ['dashboard'] })).toEqual(
      refusal(WorkbenchMessage.ShortcutUnavailable),
    );
    expect((await call('liting', api.workbench.navigationList)).map((s: { itemId: string }) => s.itemId)).toEqual([
      'disk',
    ]);
    const twelve = await call('huangwei', api.workbench.setNavigation, {
      itemIds: reachable.slice(0, WorkbenchLimit.Shortcuts),
    });
    expect(twelve).toHaveLength(WorkbenchLimit.Shortcuts);
  });
});

describe('checkItemExist', () => {
  it('says a shortcut stays while the person’s menus reach it, and not once their role is gone', async () => {
    const [list] = await call('zhaoxuemei', api.workbench.setNavigation, { itemIds: ['publishList'] });
    expect(await call('zhaoxuemei', api.workbench.itemExists, { id: list.id })).toBe(true);
    const who = and(
      eq(enterpriseMembers.userId, server.person('zhaoxuemei')),
      eq(enterpriseMembers.enterpriseId, server.ids.enterprises.huazhu),
    );
    await server.db.update(enterpriseMembers).set({ roles: [] }).where(who);
    expect(await call('zhaoxuemei', api.workbench.itemExists, { id: list.id })).toBe(false);
    // Still listed, so that the workbench can offer to remove it.
    expect(await call('zhaoxuemei', api.workbench.navigationList)).toEqual([list]);
    await call('zhaoxuemei', api.workbench.deleteNavigation, { id: list.id });
    expect(await call('zhaoxuemei', api.workbench.navigationList)).toEqual([]);
  });

  it('says a shortcut whose menu left the product is gone, and answers another person’s as missing', async () => {
    const [list] = await call('wulei', api.workbench.setNavigation, { itemIds: ['disk'] });
    await server.db
      .update(navigationShortcuts)
      .set({ itemKey: 'retiredMenu' })
      .where(eq(navigationShortcuts.id, list.id));
    expect(await call('wulei', api.workbench.itemExists, { id: list.id })).toBe(false);
    expect(await send('liting', api.workbench.itemExists, { id: list.id })).toEqual(
      refusal(WorkbenchMessage.ShortcutNotFound),
    );
  });
});
