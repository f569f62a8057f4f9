/**
 * The slide captcha (issue 24): a new person fails three logins; the form then shows the slider, refuses to send
 * before it is passed, renews a wrongly answered picture, and logs in once the piece sits on the gap. Whoever cannot
 * do the slider takes its way out to 手机登录, with the phone they typed. The piece is
 * placed by keyboard, where the picture shows the gap: the page's pixels are read (the hole is the background
 * darkened under the piece's shape), as a person reads them by eye.
 */
import { CAPTCHA_AFTER_FAILURES, CaptchaMessage, CommonMessage, SLIDE_MAX_X, SlideGeometry } from '@atelier/api';
import type { Locator, Page } from '@playwright/test';
import { register } from './firm';
import { expect, test } from './fixtures';
import { newPeople } from './people';

const PERSON = newPeople.captchaPerson;
const SMS_PERSON = newPeople.captchaSmsPerson;

/** Where the gap is: the x at which the background, under the piece's body, is the piece darkened (x 0.4). */
async function gapOf(page: Page): Promise<number> {
  return page.evaluate(
    async ({ maxX, piece }) => {
      const [background, slider] = [...document.querySelectorAll<HTMLImageElement>('[role="group"] img')];
      if (!background || !slider) throw new Error('no captcha pictures');
      await Promise.all([background.decode(), slider.decode()]);
      const pixels = (image: HTMLImageElement, width: number, height: number) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no canvas');
        context.drawImage(image, 0, 0, width, height);
        return context.getImageData(0, 0, width, height).data;
      };
      const bg = pixels(background, background.naturalWidth, background.naturalHeight);
      const pc = pixels(slider, piece, piece);
      const y = Number(/translate\([^,]+,\s*(-?\d+)px\)/.exec(slider.style.transform)?.[1] ?? Number.NaN);
      let best = { x: -1, score: Number.POSITIVE_INFINITY };
      for (let x = 0; x <= maxX; x += 1) {
        let score = 0;
        for (let py = 16; py <= 42; py += 4) {
          for (let px = 8; px <= 36; px += 4) {
            const b = ((y + py) * background.naturalWidth + x + px) * 4;
            const p = (py * piece + px) * 4;
            for (let c = 0; c < 3; c += 1) score += Math.abs((bg[b + c] ?? 0) - Math.round((pc[p + c] ?? 0) * 0.4));
          }
        }
        if (score < best.score) best = { x, score };
      }
      return best.x;
    },
    { maxX: SLIDE_MAX_X, piece: SlideGeometry.piece },
  );
}

/** Moves the slider to `x` with Home, Page Up (ten pixels) and the right arrow, then Enter checks. */
async function slideTo(slider: Locator, x: number) {
  await slider.focus();
  await slider.press('Home');
  for (let i = 0; i < Math.floor(x / 10); i += 1) await slider.press('PageUp');
  for (let i = 0; i < x % 10; i += 1) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(x));
  await slider.press('Enter');
}

test('after three wrong passwords the slider shows, and a passed slider lets the right password in', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await (await register(browser, PERSON)).context().close();

  await page.goto('/login');
  const account = page.getByRole('textbox', { name: '账号' });
  const password = page.getByLabel('密码');
  const submit = page.getByRole('button', { name: '登录', exact: true });
  await account.fill(PERSON.phone);
  for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i += 1) {
    await password.fill(`${PERSON.password}-wrong${i}`);
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: CommonMessage.BadCredentials })).toBeVisible();
  }
  const captcha = page.getByRole('group', { name: CaptchaMessage.Label });
  const slider = captcha.getByRole('slider', { name: CaptchaMessage.Label });
  await expect(slider).toHaveAttribute('aria-disabled', 'false');
  // What was typed stays.
  await expect(account).toHaveValue(PERSON.phone);

  // Sending before the slider passed: nothing goes out, the form says what to do and focuses the slider.
  await password.fill(PERSON.password);
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: CaptchaMessage.SolveFirst })).toBeVisible();
  await expect(slider).toBeFocused();

  // A wrong answer: a new picture and the message.
  const gap = await gapOf(page);
  await slideTo(slider, gap > 150 ? 10 : SLIDE_MAX_X);
  await expect(captcha.getByRole('status')).toHaveText(CaptchaMessage.Failed);
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await expect(slider).toHaveAttribute('aria-disabled', 'false');

  // The new picture's gap: passed, then the right password logs in.
  await slideTo(slider, await gapOf(page));
  await expect(captcha.getByRole('status')).toHaveText(CaptchaMessage.Passed);
  await expect(password).toHaveValue(PERSON.password);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('您还没有加入企业')).toBeVisible();
});

test('whoever cannot do the slider switches to 手机登录 with the typed phone, focused on it', async ({ page }) => {
  await page.goto('/login');
  const account = page.getByRole('textbox', { name: '账号' });
  const password = page.getByLabel('密码');
  const submit = page.getByRole('button', { name: '登录', exact: true });
  await account.fill(SMS_PERSON.phone);
  for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i += 1) {
    await password.fill(`${SMS_PERSON.password}-wrong${i}`);
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: CommonMessage.BadCredentials })).toBeVisible();
  }
  const captcha = page.getByRole('group', { name: CaptchaMessage.Label });
  // The way out is said beside the slider and in its description, for a screen reader too.
  await expect(captcha).toHaveAccessibleDescription(CaptchaMessage.SmsInstead);
  await captcha.getByRole('button', { name: CaptchaMessage.UseSms }).click();

  await expect(page.getByRole('tab', { name: '手机登录' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]mode=phone\b/);
  const form = page.getByRole('form', { name: '登录', exact: true });
  const phone = form.getByRole('textbox', { name: /手机号/ });
  await expect(phone).toHaveValue(SMS_PERSON.phone);
  await expect(phone).toBeFocused();
  // The SMS-code way asks for no slider: its failures are counted apart.
  await expect(page.getByRole('group', { name: CaptchaMessage.Label })).toHaveCount(0);
  await expect(form.getByRole('button', { name: '获取验证码' })).toBeEnabled();
});
