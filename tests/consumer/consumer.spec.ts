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
