/**
 * Accounts (issue 24): a person registers in the running portal with the code the embedded SMS provider wrote to
 * its outbox (DATA_DIR/sms-outbox.log, the file the `sms-outbox` script reads), lands on the locked-enterprise
 * screen, logs out, and logs in again by phone with a new code. Another moves their account to a new phone on
 * 账号安全 and logs in by phone with it.
 */
import { SMS_RESEND_SECONDS } from '@atelier/api';
import type { Locator, Page } from '@playwright/test';
import { register } from './firm';
import { expect, test } from './fixtures';
import { newPeople } from './people';
import { codeFromOutbox, sendCode as sendCodeTo } from './sms';

const PERSON = newPeople.accountsRegistrant;
const PHONE = PERSON.phone;

const sendCode = (form: Parameters<typeof sendCodeTo>[0]) => sendCodeTo(form, PHONE);

// Each test registers its own person and waits out an SMS minute: the two run on both workers (each its own server).
test.describe.configure({ mode: 'parallel' });

/**
 * On the phone login form, within the minute of a code just sent to `phone`: asking again is refused with the seconds
 * left and the button counts them down; once it is free, the code comes and logs the person in (no enterprise yet).
 */
async function logInByPhoneOnceFree(page: Page, phoneLogin: Locator, phone: string) {
  await phoneLogin.getByRole('textbox', { name: /手机号/ }).fill(phone);
  const send = phoneLogin.getByRole('button', { name: /获取验证码|秒后重新获取$/ });
  await send.click();
  await expect(phoneLogin.getByText(/^请\d+秒后再获取验证码$/)).toBeVisible();
  await expect(send).toBeDisabled();
  await expect(send).toBeEnabled({ timeout: (SMS_RESEND_SECONDS + 10) * 1000 });
  const loginCode = await sendCodeTo(phoneLogin, phone);
  await phoneLogin.getByRole('textbox', { name: /验证码/ }).fill(loginCode);
  await phoneLogin.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('您还没有加入企业')).toBeVisible();
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
  await register.getByRole('textbox', { name: /姓名/ }).fill(PERSON.realname);
  await register.getByLabel(/密码/).fill(PERSON.password);
  await register.getByRole('button', { name: '注册' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('您还没有加入企业')).toBeVisible();
  await expect(page.getByRole('button', { name: '创建企业' })).toBeVisible();

  await page.getByRole('button', { name: `${PERSON.realname}的账号菜单` }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('tab', { name: '手机登录' }).click();
  const phoneLogin = page.getByRole('form', { name: '登录' });
  await expect(phoneLogin).toBeVisible();
  // One code a minute to a phone, whatever it is for: the registration code's minute is still running.
  await logInByPhoneOnceFree(page, phoneLogin, PHONE);
});

test('a person changes their phone on 账号安全, logs out, and logs in by phone with the new number', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const person = newPeople.phoneChanger;
  const newPhone = newPeople.phoneChangerNumber.phone;
  const page = await register(browser, person);
  await page.goto('/account/security');
  const entry = page.getByRole('region', { name: '手机号' });
  await expect(entry).toContainText(`${person.phone.slice(0, 3)}****${person.phone.slice(7)}`);
  await entry.getByRole('button', { name: '更换手机号' }).click();
  const dialog = page.getByRole('dialog', { name: '更换手机号' });
  // The code goes to the new number (it had none this minute: no wait).
  const before = Date.now() - 1000;
  await dialog.getByRole('textbox', { name: /新手机号/ }).fill(newPhone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByText('验证码已发送')).toBeVisible();
  const code = await codeFromOutbox(newPhone, before);
  await dialog.getByRole('textbox', { name: /验证码/ }).fill(code);
  await dialog.getByLabel(/登录密码/).fill(person.password);
  await dialog.getByRole('button', { name: '更换手机号' }).click();
  await expect(page.getByText('手机号已更换，请使用新手机号登录')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(entry).toContainText(`${newPhone.slice(0, 3)}****${newPhone.slice(7)}`);

  await page.getByRole('button', { name: `${person.realname}的账号菜单` }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('tab', { name: '手机登录' }).click();
  const phoneLogin = page.getByRole('form', { name: '登录' });
  await expect(phoneLogin).toBeVisible();
  // The old number is no account any more.
  await phoneLogin.getByRole('textbox', { name: /手机号/ }).fill(person.phone);
  await phoneLogin.getByRole('button', { name: '获取验证码' }).click();
  await expect(phoneLogin.getByText('该手机号尚未注册')).toBeVisible();
  // The change code's minute is still running for the new number.
  await logInByPhoneOnceFree(page, phoneLogin, newPhone);
});
