/**
 * A new firm from nothing, as the specs that use no demo data make it (newFirm.spec's steps, shared): a person
 * registers with an SMS code, and a founder creates the enterprise from the locked-enterprise screen.
 */
import { opinionSheetOf } from '@atelier/api';
import { type Browser, expect, type Page } from '@playwright/test';
import { enterpriseSwitcher, pick } from './helpers';
import type { NewPerson } from './people';
import { sendCode } from './sms';

/** Registers in a new browser context: the portal then shows the locked-enterprise screen. */
export async function register(browser: Browser, person: NewPerson): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login?mode=register');
  const form = page.getByRole('form', { name: '注册' });
  const code = await sendCode(form, person.phone);
  await form.getByRole('textbox', { name: /验证码/ }).fill(code);
  await form.getByRole('textbox', { name: /姓名/ }).fill(person.realname);
  await form.getByLabel(/密码/).fill(person.password);
  await form.getByRole('button', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('您还没有加入企业')).toBeVisible();
  return page;
}

/** From the locked-enterprise screen, the founder creates the enterprise `firm` (in 杭州市 `district`). */
export async function createFirm(page: Page, firm: string, district: string) {
  await page.getByRole('button', { name: '创建企业' }).click();
  const create = page.getByRole('dialog', { name: '申请创建企业' });
  await pick(page, create, /省份/, '浙江省');
  await pick(page, create, /城市/, '杭州市');
  await pick(page, create, /区县/, district);
  await create.getByRole('textbox', { name: /企业名称/ }).fill(firm);
  await pick(page, create, /企业规模/, '20-50人');
  await create.getByRole('button', { name: '创建' }).click();
  await expect(create).toHaveCount(0);
  await expect(enterpriseSwitcher(page)).toContainText(firm);
}

/** A filled-in opinion import template (意见内容, 意见类型, 专业) as an xlsx, for a file input. */
export async function opinionSheetFile(rows: string[][]) {
  const sheet = await opinionSheetOf(rows);
  return { name: '意见导入.xlsx', mimeType: sheet.type, buffer: Buffer.from(await sheet.arrayBuffer()) };
}
