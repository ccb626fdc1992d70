import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../fixtures/accounts';

const cards = (page: Page) => page.getByRole('list', { name: 'Properties' }).getByRole('article');

/** Result pages asked of the API (the home page's featured listings are not a search). */
function recordSearches(page: Page, searches: string[]) {
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/properties' && url.searchParams.get('limit') === '12')
      searches.push(url.search);
  });
}

interface ListingPage {
  items: { id: string; title: string; images: unknown[] }[];
  totalCount: number;
}

test.describe('the search results arrive inside the page', () => {
  test.use({ javaScriptEnabled: false });

  test('the first results of the search in the address are in the HTML itself', async ({
    page,
    request,
  }) => {
    const api = (await (
      await request.get('/api/properties?mode=buy&city=Austin&sort=newest&limit=12')
    ).json()) as ListingPage;
    expect(api.items.length).toBeGreaterThan(0);

    await page.goto('/properties?city=Austin');
    await expect(page.getByTestId('result-count')).toHaveText(
      api.totalCount === 1 ? '1 property' : new RegExp(`${api.totalCount} properties$`),
    );
    await expect(cards(page)).toHaveCount(api.items.length);
    await expect(cards(page).first().getByRole('heading')).toHaveText(api.items[0]!.title);
    // Their photos are in the page too, so they load with it, not after the app.
    const withPhotos = api.items.filter((item) => item.images.length > 0).length;
    await expect(cards(page).locator('img')).toHaveCount(withPhotos);
  });
});

test('the app shows the served results without asking for them again', async ({ page }) => {
  const searches: string[] = [];
  recordSearches(page, searches);
  await page.goto('/properties');
  await expect(page.getByTestId('result-count')).toHaveText(/^Showing 12 of \d+ properties$/);
  // The app has taken over (its controls are live) and asked for nothing.
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
  expect(searches).toEqual([]);

  // A new search, and a later visit to the same one, load afresh.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Find, price and close/ }),
  ).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/properties$/);
  await expect.poll(() => searches.length).toBe(1);
  await expect(page.getByTestId('result-count')).toHaveText(/^Showing 12 of \d+ properties$/);
});

test('a signed-in member gets the results the API gives them', async ({ page }) => {
  await signIn(page, DEMO.agent);
  const searches: string[] = [];
  recordSearches(page, searches);
  await page.goto('/properties');
  await expect(page.getByTestId('result-count')).toBeVisible();
  await expect.poll(() => searches.length).toBe(1);
});

test.describe('a listing arrives inside its page', () => {
  test.use({ javaScriptEnabled: false });

  test('the listing of the address is in the HTML itself', async ({ page, request }) => {
    const [listing] = ((await (await request.get('/api/properties?limit=1')).json()) as ListingPage)
      .items;
    await page.goto(`/properties/${listing!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing!.title })).toBeVisible();
  });

  test('an unknown listing answers 404 with the app, which says so once it runs', async ({
    page,
  }) => {
    const response = await page.goto('/properties/no-such-listing');
    expect(response?.status()).toBe(404);
    await expect(page.locator('#initial-data')).toHaveCount(0);
  });
});

test('a listing page shows the served listing without asking for it again', async ({
  page,
  request,
}) => {
  const [listing] = ((await (await request.get('/api/properties?limit=1')).json()) as ListingPage)
    .items;
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === `/api/properties/${listing!.id}`)
      reads.push(r.url());
  });
  await page.goto(`/properties/${listing!.id}`);
  await expect(page.getByRole('button', { name: 'Share' })).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1, name: listing!.title })).toBeVisible();
  expect(reads).toEqual([]);
});

test('the page renderer itself is not one of the site files', async ({ request }) => {
  expect((await request.get('/ssr/render-page.js')).status()).toBe(404);
  expect((await request.get('/ssr/template.html')).status()).toBe(404);
});

test('the home page arrives with its featured cards and shows them without asking again', async ({
  page,
  request,
}) => {
  const newest = (await (await request.get('/api/properties?limit=6')).json()) as ListingPage;
  expect(newest.items.length).toBeGreaterThan(0);
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/api/properties') asked.push(url.search);
  });
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured listings' });
  await expect(featured.getByRole('link', { name: newest.items[0]!.title })).toBeVisible();
  // The app has taken over (the hero's search is live) and asked for nothing.
  const hero = page.getByRole('search', { name: 'Search properties' });
  await expect(hero.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
  await expect(featured.getByRole('listitem')).toHaveCount(newest.items.length);
  expect(asked).toEqual([]);
});
