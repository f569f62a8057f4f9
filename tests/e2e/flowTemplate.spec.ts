/**
 * Flow templates in the running portal against the real server (issue 6): the project's creator adds a template
 * in the process-centre tab (seeing the rules' messages on the way), edits it (rename, reorder by keyboard, remove
 * a node) and deletes it; a colleague sees it without edit or delete.
 */
import { NODE_DUTY_AND_PEOPLE_REQUIRED, TEMPLATE_NAME_REQUIRED, TEMPLATE_NAME_TOO_LONG } from '@atelier/api';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PROJECTS } from '../../packages/api/src/seed/index';
import { expect, test } from './fixtures';
import { demoPerson, login, openProject } from './helpers';

const creator = demoPerson('chenjianguo');
const colleague = demoPerson('liting');
const project = DEMO_PROJECTS.find(
  (p) => p.createdBy === creator.key && p.members.some((m) => m.person === colleague.key),
);
if (!project) throw new Error('no demo project created by chenjianguo with liting as a member');
const proofreader = demoPerson('wanghaitao');
const examiner = demoPerson('zhangmin');

async function openTemplates(page: Page) {
  await openProject(page, project?.name ?? '');
  await page.getByRole('tab', { name: '流程中心' }).click();
  await expect(page).toHaveURL(/\/project-center\/dir\/workflow\//);
  return page.getByRole('region', { name: '流程模板' });
}

const node = (dialog: Locator, position: number) => dialog.getByRole('group', { name: `节点${position}`, exact: true });

async function pickDuty(page: Page, dialog: Locator, position: number, duty: string) {
  await node(dialog, position)
    .getByRole('button', { name: new RegExp(`节点${position}的职责`) })
    .click();
  await page.getByRole('listbox').getByRole('option', { name: duty, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

async function pickPerson(page: Page, dialog: Locator, position: number, realname: string) {
  await node(dialog, position)
    .getByRole('button', { name: new RegExp(`^节点${position}的人员`) })
    .click();
  const people = page.getByRole('dialog', { name: `节点${position}的人员` });
  await people.getByRole('option', { name: new RegExp(`^${realname}`) }).click();
  await page.keyboard.press('Escape');
  await expect(people).toHaveCount(0);
}

test('the project creator adds, edits, reorders and deletes a flow template; the rules speak on the way', async ({
  page,
}) => {
  await login(page, creator);
  const templates = await openTemplates(page);

  await templates.getByRole('button', { name: '新增流程模板' }).click();
  const dialog = page.getByRole('dialog', { name: '新增流程模板' });
  const name = dialog.getByRole('textbox', { name: '模板名称' });
  await expect(name).toBeVisible();

  // Confirm on an empty form: the name and node rules' messages, nothing saved.
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText(TEMPLATE_NAME_REQUIRED)).toBeVisible();
  await expect(dialog.getByText(NODE_DUTY_AND_PEOPLE_REQUIRED)).toBeVisible();
  await name.fill('一二三四五六七八九十一二三四五六');
  await expect(dialog.getByText(TEMPLATE_NAME_TOO_LONG)).toBeVisible();

  await name.fill('端到端校审流程');
  await pickDuty(page, dialog, 1, '校对');
  await pickPerson(page, dialog, 1, proofreader.realname);
  await dialog.getByRole('button', { name: '添加节点' }).click();
  await pickDuty(page, dialog, 2, '审核');
  await pickPerson(page, dialog, 2, examiner.realname);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);

  const row = templates.getByRole('row').filter({ hasText: '端到端校审流程' });
  await expect(row).toContainText('2个节点');
  await expect(row).toContainText('我创建的');

  // Edit: rename, move 审核 before 校对 with the keyboard, save; then the loaded order is the new one.
  await row.getByRole('button', { name: '编辑端到端校审流程' }).click();
  const editor = page.getByRole('dialog', { name: '编辑流程模板' });
  await expect(editor.getByRole('textbox', { name: '模板名称' })).toHaveValue('端到端校审流程');
  await editor.getByRole('textbox', { name: '模板名称' }).fill('端到端审核流程');
  // Each key waits for the drag's state and announcement: an arrow pressed before the drag has measured the
  // nodes moves nothing.
  const handle = node(editor, 2).getByRole('button', { name: '拖动节点2' });
  const announcement = editor.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(announcement).toContainText('已拿起节点2（审核）');
  // The drag measures the nodes' places in an effect of its own, which under load can land after the pick-up's
  // announcement: an arrow before that moves nothing, so the arrow is pressed again until the move is announced
  // (at the first place a further ArrowUp has nowhere to go).
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(announcement).toContainText('节点2（审核）已移动到第1位', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
  await expect(announcement).toContainText('节点2（审核）已放到第1位');
  await expect(node(editor, 1).getByRole('button', { name: /节点1的职责/ })).toContainText('审核');
  await editor.getByRole('button', { name: '确定' }).click();
  await expect(editor).toHaveCount(0);

  const renamed = templates.getByRole('row').filter({ hasText: '端到端审核流程' });
  await expect(renamed).toContainText('2个节点');
  await renamed.getByRole('button', { name: '编辑端到端审核流程' }).click();
  await expect(node(editor, 1).getByRole('button', { name: /节点1的职责/ })).toContainText('审核');
  await expect(node(editor, 2).getByRole('button', { name: /节点2的职责/ })).toContainText('校对');
  // Remove a node and save: one node left.
  await editor.getByRole('button', { name: '删除节点2' }).click();
  await editor.getByRole('button', { name: '确定' }).click();
  await expect(editor).toHaveCount(0);
  await expect(renamed).toContainText('1个节点');

  // Delete, after the confirmation.
  await renamed.getByRole('button', { name: '删除端到端审核流程' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(templates.getByRole('row').filter({ hasText: '端到端审核流程' })).toHaveCount(0);
});

test('a colleague sees the creator’s template without edit or delete', async ({ page, browser }) => {
  // The creator adds one (through the portal, as above, but briefly).
  const creatorPage = await browser.newPage();
  await login(creatorPage, creator);
  const mine = await openTemplates(creatorPage);
  await mine.getByRole('button', { name: '新增流程模板' }).click();
  const dialog = creatorPage.getByRole('dialog', { name: '新增流程模板' });
  await dialog.getByRole('textbox', { name: '模板名称' }).fill('仅创建人可改');
  await pickDuty(creatorPage, dialog, 1, '审定');
  await pickPerson(creatorPage, dialog, 1, proofreader.realname);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(mine.getByRole('row').filter({ hasText: '仅创建人可改' })).toBeVisible();
  await creatorPage.close();

  await login(page, colleague);
  const theirs = await openTemplates(page);
  const row = theirs.getByRole('row').filter({ hasText: '仅创建人可改' });
  await expect(row).toContainText('仅创建人可编辑');
  await expect(row.getByRole('button')).toHaveCount(0);
});
