/**
 * Accounts (issue 24): a person registers in the running portal with the code the embedded SMS provider wrote to
 * its outbox (DATA_DIR/sms-outbox.log, the file the `sms-outbox` script reads), lands on the locked-enterprise
 * screen, logs out, and logs in again by phone with a new code.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SMS_RESEND_SECONDS } from '@atelier/api';
import type { Locator } from '@playwright/test';
import { serverDataDirFile } from './control.mjs';
import { expect, test } from './fixtures';

/** A phone the demo firm does not hold (one per run of the suite: the server starts on a fresh database). */
const PHONE = '13600000024';

/** The code of the latest SMS to `phone` in the running server's outbox, once it is there. */
async function codeFromOutbox(phone: string, after: number): Promise<string> {
  const dataDir = readFileSync(serverDataDirFile(process.env.E2E_PORT), 'utf8').trim();
  const file = path.join(dataDir, 'sms-outbox.log');
  let code: string | undefined;
  await expect
    .poll(() => {
      if (!existsSync(file)) return undefined;
      const lines = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      const mine = lines.filter((l) => l.phone === phone && Date.parse(l.at) >= after);
      code = mine.at(-1)?.text.match(/\d{6}/)?.[0];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

async function sendCode(form: Locator) {
  const before = Date.now() - 1000;
  await form.getByRole('textbox', { name: /手机号/ }).fill(PHONE);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByText('验证码已发送')).toBeVisible();
  await expect(form.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
  return codeFromOutbox(PHONE, before);
}

test('a person registers with an SMS code, sees the locked-enterprise screen, and logs in again by phone', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/login');
  await page.getByRole('link', { name: '注册账号' }).click();
  await expect(page).toHaveURL(/\/login\?mode=register$/);
  const register = page.getByRole('form', { name: '注册' });
  const code = await sendCode(register);
  await register.getByRole('textbox', { name: /验证码/ }).fill(code);
  await register.getByRole('textbox', { name: /姓名/ }).fill('周新');
  await register.getByLabel(/密码/).fill('Design2026');
  await register.getByRole('button', { name: '注册' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('您还没有加入企业')).toBeVisible();
  await expect(page.getByRole('button', { name: '创建企业' })).toBeVisible();

  await page.getByRole('button', { name: '周新的账号菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('tab', { name: '手机登录' }).click();
  const phoneLogin = page.getByRole('form', { name: '登录' });
  await expect(phoneLogin).toBeVisible();
  // The server lets one code a minute go to a phone, whatever it is for: the registration code's minute passes.
  await page.waitForTimeout(SMS_RESEND_SECONDS * 1000 + 1000);
  const loginCode = await sendCode(phoneLogin);
  await phoneLogin.getByRole('textbox', { name: /验证码/ }).fill(loginCode);
  await phoneLogin.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('您还没有加入企业')).toBeVisible();
});
