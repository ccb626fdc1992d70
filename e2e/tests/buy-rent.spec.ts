import { expect, test, type Page } from '@playwright/test';

const SCREENSHOTS = 'test-results/buy-rent-screenshots';

const cards = (page: Page) => page.getByRole('list', { name: 'Properties' }).getByRole('article');

test.describe('buy and rent apart, and Back keeps your place (issue #17)', () => {
  test('Rent mode shows monthly prices and no homes for sale; Buy never shows sold ones', async ({
    page,
  }) => {
    await page.goto('/properties');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Buy' })).toBeChecked();
    for (const text of await cards(page).allInnerTexts()) {
      expect(text).toContain('For Sale');
      expect(text).not.toMatch(/\bSold\b|Rented|Off Market|For Rent|\/mo\b/);
    }

    await page.getByText('Rent', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]mode=rent/);
    await expect(page.getByRole('radio', { name: 'Rent' })).toBeChecked();
    await expect(cards(page).first()).toContainText('For Rent');
    const prices = await page.getByTestId('card-price').allInnerTexts();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/^\$[\d,]+\/mo$/);
    for (const text of await cards(page).allInnerTexts()) expect(text).not.toContain('For Sale');
    await expect(page.getByLabel('Max rent')).toContainText('$2,000/mo');

    // The page the server sends for the address is the rent one too.
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Rent' })).toBeChecked();
    for (const price of await page.getByTestId('card-price').allInnerTexts()) {
      expect(price).toMatch(/\/mo$/);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/rent-1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SCREENSHOTS}/rent-375.png` });

    await page.getByText('Sold', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]mode=sold/);
    await expect(cards(page).first()).toBeVisible();
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Sold');
  });

  test('Back from a listing returns to the loaded pages at the same scroll position', async ({
    page,
  }) => {
    await page.goto('/properties?sort=price-desc');
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(24);
    await expect(page).toHaveURL(/[?&]page=2/);

    const target = cards(page).nth(19);
    await target.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 150);
    await page.waitForTimeout(300); // let the scroll settle before reading it
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    const link = target.getByRole('heading').getByRole('link');
    const title = (await link.innerText()).trim();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/sort=price-desc&page=2/);
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByLabel('Sort')).toHaveValue('price-desc');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(5);
    await expect(cards(page).nth(19).getByRole('heading')).toBeInViewport();

    // Load more carries on after the restored pages.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(36);
    await expect(page).toHaveURL(/[?&]page=3/);
  });

  test('the home search offers Buy and Rent with matching price choices', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByLabel('Max price')).toContainText('$500,000');
    await page.getByText('Rent', { exact: true }).click();
    await page.getByLabel('Max rent').selectOption({ label: '$3,000/mo' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/properties?mode=rent&maxPrice=3000');
    await expect(page.getByRole('radio', { name: 'Rent' })).toBeChecked();
    for (const price of await page.getByTestId('card-price').allInnerTexts()) {
      expect(price).toMatch(/\/mo$/);
    }
  });
});

test.describe('the served page follows the address', () => {
  test.use({ javaScriptEnabled: false });

  test('mode=rent&page=2 arrives as two pages of rentals in the HTML', async ({
    page,
    request,
  }) => {
    const api = (await (await request.get('/api/properties?mode=rent&limit=24')).json()) as {
      items: Array<{ title: string }>;
    };
    await page.goto('/properties?mode=rent&page=2');
    await expect(cards(page)).toHaveCount(api.items.length);
    await expect(cards(page).first().getByRole('heading')).toHaveText(api.items[0]!.title);
    for (const price of await page.getByTestId('card-price').allInnerTexts()) {
      expect(price).toMatch(/\/mo$/);
    }
  });
});
