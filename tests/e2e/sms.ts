/** The embedded SMS provider's outbox, as the e2e specs read it (the `sms-outbox` script reads the same file). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { serverDataDirFile } from './control.mjs';
import { expect } from './fixtures';

/** The code of the latest SMS to `phone` sent at or after `after` (ms) in the running server's outbox. */
export async function codeFromOutbox(phone: string, after: number): Promise<string> {
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

/** Fills the phone of an account form, asks for a code and answers it from the outbox. */
export async function sendCode(form: Locator, phone: string): Promise<string> {
  const before = Date.now() - 1000;
  await form.getByRole('textbox', { name: /手机号/ }).fill(phone);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByText('验证码已发送')).toBeVisible();
  await expect(form.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
  return codeFromOutbox(phone, before);
}
