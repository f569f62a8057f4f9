import { expect, test } from '@playwright/test';

test('a Button from the built package is styled and responds', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  const button = page.getByRole('button', { name: '已点击 0 次' });
  await expect(button).toBeVisible();
  // The stylesheet from '@atelier/ui/styles.css' applied: the primary button is brand blue, 32px high.
  await expect(button).toHaveCSS('background-color', 'rgb(20, 99, 216)');
  await expect(button).toHaveCSS('height', '32px');
  await button.click();
  await expect(page.getByRole('button', { name: '已点击 1 次' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the built @atelier/api runs in the browser: the contract from its root, the handling from /client', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByTestId('api')).toHaveText('user.info silentWarning');
  expect(errors).toEqual([]);
});

test('a Dialog from the built package opens at 800px, traps focus and confirms', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '新建项目' }).click();
  const dialog = page.getByRole('dialog', { name: '新建项目' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('项目创建后');
  // Measured once the entry animation has settled.
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(800);
  // Focus stays inside the dialog.
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('已确认')).toBeVisible();
});
