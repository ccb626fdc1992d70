import { expect, test, type Page } from '@playwright/test';
import { gotoApp } from '../fixtures/app';

/**
 * Issue 28's walk as a visitor and a buyer: what tripped people up, each proven fixed here.
 * Screenshots land in test-results/ux-walk/.
 */

const COMPARISON_FULL = 'You can compare up to 4 properties. Remove one to add another.';
const cards = (page: Page) => page.getByRole('list', { name: 'Properties' }).getByRole('article');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/ux-walk/${name}.png` });

test('phone: a toast never hides the compare dialog’s header', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoApp(page, '/properties');
  await expect(cards(page)).toHaveCount(12);
  for (let i = 0; i < 5; i += 1) {
    await cards(page)
      .nth(i)
      .getByRole('button', { name: /^Compare / })
      .click();
  }
  const toast = page.getByText(COMPARISON_FULL);
  await expect(toast).toBeVisible();
  await page
    .getByRole('region', { name: 'Comparison' })
    .getByRole('button', { name: 'Compare now' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Compare properties' });
  const close = dialog.getByRole('button', { name: 'Close comparison' });
  await expect(close).toBeVisible();
  await expect(toast).toBeVisible();
  await shot(page, 'compare-with-toast-375');
  const heading = (await dialog
    .getByRole('heading', { name: 'Compare properties' })
    .boundingBox())!;
  const toastBox = (await toast.boundingBox())!;
  expect(
    toastBox.y >= heading.y + heading.height || toastBox.y + toastBox.height <= heading.y,
  ).toBe(true);
  // The close button takes a click while the toast shows.
  await close.click({ trial: true, timeout: 2_000 });
});

test('signed out, the payment pages show themselves with sign-in as their step', async ({
  page,
}) => {
  const order = '/payment-confirmation?plan=buyer-pro&interval=monthly';
  await gotoApp(page, order);
  await expect(page).toHaveURL(order);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment confirmation' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Buyer Pro');
  await shot(page, 'payment-confirmation-signed-out-1280');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('buyer@demo.nestwise.dev');
  await page.getByLabel('Password').fill('Nestwise!2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(order);
  await expect(page.getByLabel('Card number')).toBeVisible();

  const visitor = await page.context().browser()!.newPage();
  await gotoApp(visitor, '/payment-success?payment=anything');
  await expect(visitor).toHaveURL(/\/payment-success\?payment=anything$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Payment success' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await visitor.close();
});

test('sold mode: cards and the listing page say "Sold for $X" and the day it sold', async ({
  page,
}) => {
  await gotoApp(page, '/properties?mode=sold');
  const first = cards(page).first();
  await expect(first.getByTestId('card-price')).toHaveText(/^Sold for \$[\d,]+$/);
  await expect(first.getByTestId('card-sold-on')).toHaveText(/^Sold [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  const price = (await first.getByTestId('card-price').innerText()).trim();
  await shot(page, 'sold-cards-1280');
  await first.getByRole('heading').getByRole('link').click();
  await expect(page.getByTestId('listing-price')).toHaveText(price);
  await expect(page.getByTestId('listing-sold-on')).toHaveText(
    /^Sold [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  );
});
