import { expect, test } from '@playwright/test';

test('the server serves the web app in Chromium', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Nestwise/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The content security policy let every script and style of the page load.
  expect(errors).toEqual([]);
});

test('a deep link to a client route still loads the app', async ({ page }) => {
  const response = await page.goto('/properties?city=Austin');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Nestwise/);
});
