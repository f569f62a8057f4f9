/**
 * Accounts (issue 24): a person registers in the running portal with the code the embedded SMS provider wrote to
 * its outbox (DATA_DIR/sms-outbox.log, the file the `sms-outbox` script reads), lands on the locked-enterprise
 * screen, logs out, and logs in again by phone with a new code.
 */
import { SMS_RESEND_SECONDS } from '@atelier/api';
import { expect, test } from './fixtures';
import { newPeople } from './people';
import { sendCode as sendCodeTo } from './sms';

const PERSON = newPeople.accountsRegistrant;
const PHONE = PERSON.phone;

const sendCode = (form: Parameters<typeof sendCodeTo>[0]) => sendCodeTo(form, PHONE);

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
  // The server lets one code a minute go to a phone, whatever it is for: the registration code's minute passes.
  await page.waitForTimeout(SMS_RESEND_SECONDS * 1000 + 1000);
  const loginCode = await sendCode(phoneLogin);
  await phoneLogin.getByRole('textbox', { name: /验证码/ }).fill(loginCode);
  await phoneLogin.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('您还没有加入企业')).toBeVisible();
});
