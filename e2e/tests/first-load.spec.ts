import { expect, test, type Page } from '@playwright/test';
import type { TPropertyPage } from '@nestwise/shared';

/*
 * What the first visit to the search and a listing fetches and reports (issue #18): the map's
 * code waits for the phone's Map view, and the browser console stays clean, since a console error
 * or a content-security-policy violation is something every visitor's browser records.
 */

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Properties' }).locator('li[data-listing-id]');

/** Every console error and CSP violation the page reports, from before its first script. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      void report(`csp: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return problems;
}

test.describe('first load', () => {
  test("on a phone, /properties fetches the map's code only once the Map view is chosen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const mapScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/search-map-[^/]*\.js$/.test(request.url())) mapScripts.push(request.url());
    });
    await page.goto('/properties');
    await expect(cards(page).first()).toBeVisible();
    // The app has taken over (the toggle works only then) and every request it makes is done.
    await expect(page.getByRole('button', { name: 'Show map' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(mapScripts).toEqual([]);

    await page.getByRole('button', { name: 'Show map' }).click();
    // Every match is a pin; at a phone's zoom they may all be grouped into clusters.
    await expect(
      page.getByTestId('search-map').locator('.map-pill, .map-cluster').first(),
    ).toBeVisible();
    expect(mapScripts).toHaveLength(1);
  });

  test('/properties and a listing outside the markets with sales report no console error or CSP violation', async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    await page.goto('/properties');
    await expect(cards(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The demo's Austin listings have no recorded sales near them: the page says so in words.
    const listings = (await (
      await page.request.get('/api/properties?city=Austin&limit=1')
    ).json()) as TPropertyPage;
    const austin = listings.items[0]!;
    await page.goto(`/properties/${austin.id}`);
    await expect(page.getByRole('heading', { level: 1, name: austin.title })).toBeVisible();
    await expect(page.getByTestId('listing-estimate')).toHaveText(
      'No estimate: not enough sales near this home',
    );
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
