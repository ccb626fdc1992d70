import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, DEMO, DEMO_PASSWORD } from '../fixtures/accounts';
import { gotoApp } from '../fixtures/app';
import { expectNoViolations } from '../fixtures/axe';

const SCREENSHOTS = 'test-results/browse-screenshots';
const COMPARISON_FULL = 'You can compare up to 4 properties. Remove one to add another.';

interface Listing {
  id: string;
  title: string;
  status: string;
  viewCount: number;
  images: Array<{ url: string }>;
  digitalTwin: { models: unknown[] };
}

/** The newest public listing for sale (in a city, when given). */
async function aListing(request: APIRequestContext, query = 'status=for-sale'): Promise<Listing> {
  const response = await request.get(`/api/properties?limit=1&${query}`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Listing[] };
  expect(items.length).toBeGreaterThan(0);
  return items[0]!;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Properties' }).getByRole('article');

async function cardIds(page: Page): Promise<string[]> {
  return cards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** Signs in on the /login page the app sent us to; the app returns to where we were. */
async function signInHere(page: Page, email: string) {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('browse and detail', () => {
  test('a buyer filters by city and type: the URL keeps the search across a reload', async ({
    page,
  }) => {
    await page.goto('/properties');
    await expect(cards(page).first()).toBeVisible();
    const place = page.getByRole('combobox', { name: 'Location' });
    await place.fill('Austin');
    await place.press('Enter');
    await expect(page).toHaveURL(/[?&]location=Austin/);
    await page.getByLabel('Type', { exact: true }).selectOption('house');
    await expect(page).toHaveURL(/[?&]propertyType=house/);
    await expect(
      page.getByRole('button', { name: 'Remove filter Location: Austin' }),
    ).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const count = await cards(page).count();
    for (const location of await cards(page)
      .getByText(/, [A-Z]{2}$/)
      .allTextContents()) {
      expect(location).toBe('Austin, TX');
    }

    await page.reload();
    await expect(place).toHaveValue('Austin');
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('house');
    await expect(cards(page)).toHaveCount(count);
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ propert(y|ies)/);

    // A chip takes one filter away.
    await page.getByRole('button', { name: 'Remove filter Location: Austin' }).click();
    await expect(page).not.toHaveURL(/location=/);
    await expect(page).toHaveURL(/propertyType=house/);
  });

  test('Load more appends the next page without duplicates', async ({ page }) => {
    await page.goto('/properties');
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByTestId('result-count')).toHaveText(/^Showing 12 of \d+ properties$/);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(24);
    const ids = await cardIds(page);
    expect(new Set(ids).size).toBe(24);
    await expect(page.getByTestId('result-count')).toHaveText(/^Showing 24 of \d+ properties$/);
  });

  test('a listing opens: gallery by keyboard and thumbnails, view counted', async ({
    page,
    request,
  }) => {
    // Views count once per viewer per 30 minutes, and a signed-out viewer is its address and
    // browser: earlier specs of the run may have opened this listing from the same ones.
    await page.setExtraHTTPHeaders({ 'User-Agent': `Nestwise e2e viewer ${randomUUID()}` });
    const listing = await aListing(request);
    const viewed = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/properties/${listing.id}/views`) && r.request().method() === 'POST',
    );
    await page.goto(`/properties/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    expect((await viewed).ok()).toBe(true);

    const gallery = page.getByRole('region', { name: `Photos of ${listing.title}` });
    // a demo listing has its exterior and three to five rooms
    const counter = gallery.getByText(/^Photo 1 of \d+$/);
    await expect(counter).toBeVisible();
    const total = Number((await counter.textContent())!.split(' of ')[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText(`Photo 2 of ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText(`Photo ${total} of ${total}`)).toBeVisible();
    await page.getByRole('button', { name: 'Show photo 1' }).click();
    await expect(gallery.getByText(`Photo 1 of ${total}`)).toBeVisible();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByText(`Photo 2 of ${total}`)).toBeVisible();
    await expect(gallery.getByRole('img')).toHaveAttribute(
      'alt',
      `${listing.title}, photo 2 of ${total}`,
    );

    // The view was counted. Specs running beside this one in other workers may open the same
    // listing meanwhile, so the count is at least one more, and the page shows one of the counts
    // between (once per viewer is the server suites' to prove: properties.views.test.ts).
    const after = await aListing(request, `status=for-sale`);
    expect(after.id).toBe(listing.id);
    expect(after.viewCount).toBeGreaterThanOrEqual(listing.viewCount + 1);
    const shown = Array.from(
      { length: after.viewCount - listing.viewCount },
      (_, index) => listing.viewCount + 1 + index,
    );
    await expect(page.getByText(new RegExp(`^(${shown.join('|')})$`)).first()).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Listing agent' })).toBeVisible();
    // The AI tools' panels (listing-panels.spec.ts) link to their full tabs.
    await expect(
      page.getByRole('link', { name: 'Open in AI tools: ROI Simulator' }),
    ).toHaveAttribute('href', `/ai-tools?tab=roi&propertyId=${listing.id}`);
    await expect(
      page.getByRole('link', { name: 'Open in AI tools: Compliance Checker' }),
    ).toHaveAttribute('href', `/ai-tools?tab=compliance&propertyId=${listing.id}`);
    // Buyers do not see the owner's panel.
    await expect(page.getByRole('heading', { name: 'Listing management' })).toHaveCount(0);
  });

  test('an unknown listing says Property not found', async ({ page }) => {
    await page.goto('/properties/no-such-listing');
    await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
  });

  test('favorites: the signed-out heart leads to sign-in and back; saved shows everywhere', async ({
    page,
    request,
  }) => {
    const listing = await aListing(request, 'status=for-sale&city=Denver');
    await page.goto(`/properties/${listing.id}`);
    await page.getByRole('button', { name: `Save ${listing.title} to favorites` }).click();
    await signInHere(page, DEMO.buyer);
    await expect(page).toHaveURL(`/properties/${listing.id}`);

    // Back from signing in, the save the visitor asked for is done.
    const saved = page.getByRole('button', { name: `Remove ${listing.title} from favorites` });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Saved to your favorites.')).toBeVisible();
    const favorites = await page.evaluate(async () => {
      const response = await fetch('/api/me/favorites', {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return ((await response.json()) as { items: Array<{ id: string }> }).items.map((p) => p.id);
    });
    expect(favorites).toContain(listing.id);

    // The card in the results shows it saved too, and so does a reload.
    await page.goto('/properties?city=Denver&status=for-sale');
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');

    await saved.click();
    await expect(
      page.getByRole('button', { name: `Save ${listing.title} to favorites` }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  test('compare four listings; a fifth is refused with a toast', async ({ page }) => {
    await page.goto('/properties');
    await expect(cards(page)).toHaveCount(12);
    for (let i = 0; i < 4; i += 1) {
      await cards(page)
        .nth(i)
        .getByRole('button', { name: /^Compare / })
        .click();
    }
    const bar = page.getByRole('region', { name: 'Comparison' });
    await expect(bar.getByRole('heading', { name: 'Compare (4/4)' })).toBeVisible();
    // The same listing twice is not added.
    await expect(
      cards(page)
        .nth(0)
        .getByRole('button', { name: /from comparison$/ }),
    ).toBeVisible();

    await cards(page)
      .nth(4)
      .getByRole('button', { name: /^Compare / })
      .click();
    await expect(page.getByText(COMPARISON_FULL)).toBeVisible();
    await expect(bar.getByRole('heading', { name: 'Compare (4/4)' })).toBeVisible();

    await bar.getByRole('button', { name: 'Compare now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare properties' });
    await expect(dialog.getByRole('columnheader')).toHaveCount(4);
    for (const row of ['Price', 'Type', 'Bedrooms', 'Square feet', 'Price per sq ft', 'Location']) {
      await expect(dialog.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Close comparison' }).click();
    await expect(dialog).toHaveCount(0);

    await bar
      .getByRole('button', { name: /^Remove .* from comparison$/ })
      .first()
      .click();
    await expect(bar.getByRole('heading', { name: 'Compare (3/4)' })).toBeVisible();
    await bar.getByRole('button', { name: 'Clear' }).click();
    await expect(bar).toHaveCount(0);
  });

  test('share a listing; the link opens signed out; a bad link gets a clear page', async ({
    page,
    browser,
    request,
  }) => {
    const listing = await aListing(request, 'status=for-rent');
    await gotoApp(page, `/properties/${listing.id}`);
    // Signed out, Share hands over the listing's own public address: no sign-in step.
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page).toHaveURL(`/properties/${listing.id}`);
    await expect(page.getByLabel('Share link')).toHaveValue(
      new RegExp(`/properties/${listing.id}$`),
    );
    await page.goto('/login');
    await signInHere(page, DEMO.buyer);
    await expect(page).toHaveURL(/\/dashboard/);
    await gotoApp(page, `/properties/${listing.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText(/^Share link (copied|created)/)).toBeVisible();
    const link = await page.getByLabel('Share link').inputValue();
    expect(link).toMatch(/\/shared\/property\/[\w-]+$/);

    const visitor = await browser.newContext();
    const shared = await visitor.newPage();
    await shared.goto(link);
    await expect(shared.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(shared.getByText('Shared with you.')).toBeVisible();
    await expect(shared.getByRole('button', { name: /favorites/ })).toHaveCount(0);

    // A token that does not exist is a real 404, and the page says the link is not valid.
    const missing = await shared.goto('/shared/property/not-a-real-token');
    expect(missing?.status()).toBe(404);
    await expect(
      shared.getByRole('heading', { name: 'This share link is not valid' }),
    ).toBeVisible();
    await visitor.close();
  });

  test('the owning agent sees approval, active state, history and views', async ({
    page,
    request,
  }) => {
    const listing = await aListing(request);
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.agent);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto(`/properties/${listing.id}`);
    const panel = page.getByRole('region', { name: 'Listing management' });
    await expect(panel.getByText('Approved', { exact: true })).toBeVisible();
    await expect(panel.getByText('Active', { exact: true })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Status history' })).toBeVisible();
    await expect(panel.getByText(/Pending approval → Approved/)).toBeVisible();
    await expect(panel.getByText(/\d+ recorded views?/)).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`accessibility of the browse pages, ${theme}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const listing = await aListing(request);
      const { idToken } = await apiSignIn(request, DEMO.buyer);
      const share = await request.post(`/api/properties/${listing.id}/share`, {
        headers: { Authorization: `Bearer ${idToken}` },
      });
      const { token } = (await share.json()) as { token: string };
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);

      await page.goto('/properties?city=Austin');
      await expect(cards(page).first()).toBeVisible();
      await page.getByRole('button', { name: 'More filters' }).click();
      for (let i = 0; i < 2; i += 1) {
        await cards(page)
          .nth(i)
          .getByRole('button', { name: /^Compare / })
          .click();
      }
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, `/properties (${theme})`);
      await page.getByRole('button', { name: 'Compare now' }).click();
      await expect(page.getByRole('dialog').getByRole('columnheader')).toHaveCount(2);
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, `comparison (${theme})`);
      await page.keyboard.press('Escape');

      await page.goto(`/properties/${listing.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, `/properties/{id} (${theme})`);
      await page.goto(`/shared/property/${token}`);
      await expect(page.getByText('Shared with you.')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, `/shared/property/{token} (${theme})`);
    });
  }

  for (const width of [375, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`screenshots at ${width} px, ${theme}`, async ({ page, request }) => {
        const listing = await aListing(request);
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await page.goto('/properties?city=Austin');
        await expect(cards(page).first()).toBeVisible();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        for (let i = 0; i < 2; i += 1) {
          await cards(page)
            .nth(i)
            .getByRole('button', { name: /^Compare / })
            .click();
        }
        await page.waitForLoadState('networkidle');
        // From the top, so the sticky navigation and comparison bar sit where a visitor sees them.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: `${SCREENSHOTS}/properties-${width}-${theme}.png`,
          fullPage: true,
        });
        await page.getByRole('button', { name: 'Compare now' }).click();
        await expect(page.getByRole('dialog').getByRole('columnheader')).toHaveCount(2);
        await page.screenshot({ path: `${SCREENSHOTS}/compare-${width}-${theme}.png` });
        await page.keyboard.press('Escape');
        await page.goto(`/properties/${listing.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `${SCREENSHOTS}/detail-${width}-${theme}.png`,
          fullPage: true,
        });
      });
    }
  }
});
