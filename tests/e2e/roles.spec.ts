/**
 * A new firm sets up its specialties, duties and roles (issue 24), in the running portal against the real server,
 * using no demo data: the founder registers and creates the enterprise, adds a specialty and a signing duty, adds a
 * colleague on the organisation page, creates a role with one menu (发布中心) and gives it to the colleague; the
 * colleague, signed in with an SMS code, sees the menu after a reload, and loses it when the role is taken back.
 */
import type { Browser, Page } from '@playwright/test';
import { createFirm, register } from './firm';
import { expect, test } from './fixtures';
import { mainNavigation } from './helpers';
import { newPeople } from './people';
import { sendCode } from './sms';
import { expectToast } from './toasts';

const FIRM = '西湖角色建筑设计事务所';
const FOUNDER = newPeople.rolesFounder;
const COLLEAGUE = newPeople.rolesColleague;
const ROLE = '发布查看';

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a new firm adds a specialty, a signing duty and a role whose menu reaches a colleague', async ({ browser }) => {
  test.setTimeout(240_000);

  // The founder registers and creates the enterprise.
  const founder = await register(browser, FOUNDER);
  await createFirm(founder, FIRM, '西湖区');

  // A specialty.
  await founder.goto('/enterprise/specialty');
  await expect(founder.getByRole('heading', { name: '专业设置' })).toBeVisible();
  await founder.getByRole('button', { name: '新增专业' }).click();
  const specialty = founder.getByRole('dialog', { name: '新增专业' });
  await specialty.getByRole('textbox', { name: /专业名称/ }).fill('幕墙');
  await expectToast(founder, '专业已新增', () => specialty.getByRole('button', { name: '确定' }).click());
  await expect(founder.getByRole('rowheader', { name: '幕墙' })).toBeVisible();

  // A signing duty: the duty-config page opens on the first type the founder may configure.
  await founder.goto('/enterprise/dutyConfig');
  await expect(founder).toHaveURL(/\/enterprise\/dutyConfig\/engineering$/);
  await expect(founder.getByRole('tab', { name: '工程管理项目', selected: true })).toBeVisible();
  await founder.getByRole('button', { name: '新增职责' }).click();
  const duty = founder.getByRole('dialog', { name: '新增职责' });
  await duty.getByRole('textbox', { name: /职责名称/ }).fill('施工员');
  await duty.getByText('签字职责', { exact: true }).click();
  await expectToast(founder, '职责已新增', () => duty.getByRole('button', { name: '确定' }).click());
  const dutyRow = founder.getByRole('row').filter({ hasText: '施工员' });
  await expect(dutyRow.getByText('是', { exact: true })).toBeVisible();

  // A colleague added on the organisation page.
  await founder.goto('/enterprise/organization');
  await founder.getByRole('button', { name: '添加人员' }).click();
  const add = founder.getByRole('dialog', { name: '添加人员' });
  await add.getByRole('textbox', { name: /姓名/ }).fill(COLLEAGUE.realname);
  await add.getByRole('textbox', { name: /手机号/ }).fill(COLLEAGUE.phone);
  await expectToast(founder, '人员已添加', () => add.getByRole('button', { name: '保存' }).click());

  // The colleague signs in with an SMS code: no publishing centre.
  const colleague = await newPage(browser);
  await colleague.goto('/login');
  await colleague.getByRole('tab', { name: '手机登录' }).click();
  const login = colleague.getByRole('form', { name: '登录' });
  await login.getByRole('textbox', { name: /验证码/ }).fill(await sendCode(login, COLLEAGUE.phone));
  await login.getByRole('button', { name: '登录', exact: true }).click();
  await expect(colleague).toHaveURL(/\/dashboard$/);
  await expect(mainNavigation(colleague).getByRole('link', { name: '工作台' })).toBeVisible();
  await expect(mainNavigation(colleague).getByRole('link', { name: '发布中心' })).toHaveCount(0);

  // The founder creates a role with one menu and gives it to the colleague.
  await founder.goto('/enterprise/setup');
  await founder.getByRole('button', { name: '新建角色' }).click();
  const role = founder.getByRole('dialog', { name: '新建角色' });
  await role.getByRole('textbox', { name: /角色名称/ }).fill(ROLE);
  await expectToast(founder, '角色已新建', () => role.getByRole('button', { name: '确定' }).click());
  const tree = founder.getByRole('treegrid', { name: `${ROLE}的权限` });
  await tree
    .getByRole('row', { name: /发布中心/ })
    .first()
    .click();
  await expectToast(founder, '权限已保存，成员下次加载权限时生效', () =>
    founder.getByRole('button', { name: '保存' }).click(),
  );
  await founder.getByRole('tab', { name: '人员' }).click();
  await founder.getByRole('button', { name: '添加人员' }).click();
  const picker = founder.getByRole('dialog', { name: `为“${ROLE}”添加人员` });
  await picker.locator('label').filter({ hasText: COLLEAGUE.realname }).click();
  await expectToast(founder, '人员已添加', () => picker.getByRole('button', { name: '确定' }).click());
  await expect(founder.getByRole('rowheader', { name: COLLEAGUE.realname })).toBeVisible();

  // The colleague's menus follow the role on the next load.
  await colleague.reload();
  await expect(mainNavigation(colleague).getByRole('link', { name: '发布中心' })).toBeVisible();

  // Taken back: gone again.
  await founder.getByRole('button', { name: `移除 ${COLLEAGUE.realname}` }).click();
  await expectToast(founder, '人员已移除', () =>
    founder.getByRole('alertdialog', { name: '移除人员' }).getByRole('button', { name: '移除' }).click(),
  );
  await colleague.reload();
  await expect(mainNavigation(colleague).getByRole('link', { name: '工作台' })).toBeVisible();
  await expect(mainNavigation(colleague).getByRole('link', { name: '发布中心' })).toHaveCount(0);
});
