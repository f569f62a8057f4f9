/**
 * An enterprise's life in the running portal (issue 24): a member of 华筑 creates a firm of their own from the avatar
 * menu (province, city, district, name, size) and lands in it as its administrator; a second person finds it by name
 * and applies to join; the founder approves on /enterprise/info (待审核成员); the applicant switches to it.
 * Both are switched back at the end, so that the other specs find them where the seed put them.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoPerson, enterpriseName, enterpriseSwitcher, login, pick, watchForText } from './helpers';

const FOUNDER = demoPerson('zhenglihua');
const APPLICANT = demoPerson('sunzhiqiang');
const FIRM = '郑丽华结构设计工作室';

async function userMenu(page: Page, realname: string, item: string) {
  await page.getByRole('button', { name: realname }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function switchTo(page: Page, name: string) {
  await enterpriseSwitcher(page).click();
  // The message lives 300 ms before the reload: watched from before the click.
  const switched = watchForText(page, '切换成功，即将刷新');
  await page.getByRole('menuitem', { name }).click();
  await switched;
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(enterpriseSwitcher(page)).toContainText(name);
}

test('create an enterprise, apply to join it, approve, switch to it', async ({ browser }) => {
  // Two people, each signing in on a page loaded afresh, and four enterprise switches, each ending in a reload: 37 s
  // alone on an idle machine, 66 s beside another worker (stop 39's CI ran out of the default 60 s).
  test.setTimeout(180_000);
  const founderContext = await browser.newContext();
  const founder = await founderContext.newPage();
  await login(founder, FOUNDER);
  await userMenu(founder, FOUNDER.realname, '申请创建企业');
  const create = founder.getByRole('dialog', { name: '申请创建企业' });
  await create.getByRole('button', { name: '创建' }).click();
  await expect(create.getByText('省份不能为空')).toBeVisible();
  await pick(founder, create, /省份/, '浙江省');
  await pick(founder, create, /城市/, '杭州市');
  await pick(founder, create, /区县/, '西湖区');
  await create.getByRole('textbox', { name: /企业名称/ }).fill(FIRM);
  await pick(founder, create, /企业规模/, '20人以下');
  await create.getByRole('button', { name: '创建' }).click();
  await expect(founder.getByText('企业创建成功，已为您切换到新企业')).toBeVisible();
  await expect(create).toHaveCount(0);
  await expect(founder).toHaveURL(/\/dashboard$/);
  await expect(enterpriseSwitcher(founder)).toContainText(FIRM);

  const applicantContext = await browser.newContext();
  const applicant = await applicantContext.newPage();
  await login(applicant, APPLICANT);
  await userMenu(applicant, APPLICANT.realname, '申请加入企业');
  const join = applicant.getByRole('dialog', { name: '申请加入企业' });
  await join.getByRole('combobox', { name: /企业名称/ }).fill('郑丽华');
  await applicant.getByRole('option', { name: new RegExp(FIRM) }).click();
  await join.getByRole('textbox', { name: /申请说明/ }).fill('结构专业，申请加入');
  await join.getByRole('button', { name: '申请加入' }).click();
  await expect(applicant.getByText('申请已提交，请等待企业管理员审核')).toBeVisible();
  await expect(join).toHaveCount(0);

  await founder.goto('/enterprise/info');
  const audit = founder.getByRole('region', { name: '待审核成员' });
  await expect(audit.getByText('结构专业，申请加入')).toBeVisible();
  await audit.getByRole('button', { name: `同意${APPLICANT.realname}的申请` }).click();
  await expect(founder.getByText('已同意加入申请')).toBeVisible();
  await expect(audit.getByText('暂无待审核成员')).toBeVisible();

  await applicant.reload();
  await switchTo(applicant, FIRM);

  // Back where the seed put them.
  await switchTo(applicant, enterpriseName('huazhu'));
  await founder.goto('/dashboard');
  await switchTo(founder, enterpriseName('huazhu'));
  await founderContext.close();
  await applicantContext.close();
});
