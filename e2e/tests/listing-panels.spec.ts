import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { gotoApp } from '../fixtures/app';

interface Listing {
  id: string;
  title: string;
  description: string;
  price: number;
  status: string;
  yearBuilt?: number | null;
  images: unknown[];
  location: { address: string; city: string; state?: string | null };
}

/** A demo listing, a for-sale house when there is one. */
async function aListing(
  request: APIRequestContext,
  queries = ['propertyType=house&status=for-sale', 'status=for-sale', ''],
): Promise<Listing> {
  for (const query of queries) {
    const response = await request.get(`/api/properties?limit=1&${query}`);
    expect(response.ok()).toBe(true);
    const { items } = (await response.json()) as { items: Listing[] };
    if (items[0]) return items[0];
  }
  throw new Error('The demo data has no listing');
}

const usd = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

test.describe('the assistant on a listing', () => {
  test('opening a detail page makes it "this one" for the assistant, and leaving clears it', async ({
    page,
    request,
  }) => {
    const listing = await aListing(request);
    await gotoApp(page, `/properties/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();

    await page
      .getByRole('button', { name: 'AI Assistant - Click to open/close chat interface' })
      .click();
    const panel = page.getByRole('dialog', { name: 'AI Assistant' });
    await expect(panel.getByText(`Asking about: ${listing.title}`)).toBeVisible();

    const sent = page.waitForRequest('**/api/assistant/query');
    await panel
      .getByPlaceholder('Type or use mic to ask about properties...')
      .fill('how much is this one?');
    await panel.getByRole('button', { name: 'Send' }).click();
    const body = (await sent).postDataJSON() as { propertyContext?: Record<string, unknown> };
    expect(body.propertyContext).toMatchObject({
      id: listing.id,
      title: listing.title,
      price: listing.price,
      status: listing.status,
    });
    expect(body.propertyContext?.location).toContain(listing.location.city);
    const reply = page.locator('[data-message="assistant"]').first();
    await expect(reply).toContainText(listing.title);
    await expect(reply).toContainText(usd(listing.price));

    // Back on the list, "this one" is nothing any more.
    await page.getByRole('link', { name: '← All properties' }).click();
    await expect(page).toHaveURL(/\/properties(\?|$)/);
    await expect(panel.getByText(`Asking about: ${listing.title}`)).toHaveCount(0);
  });
});

test.describe('the ROI and compliance panels on a listing', () => {
  test('load when scrolled to, prefilled from the listing, and open the full tabs', async ({
    page,
    request,
  }) => {
    const listing = await aListing(request);
    const rental = listing.status === 'for-rent' || listing.status === 'rented';
    const checked = page.waitForRequest('**/api/ai-tools/compliance');
    await gotoApp(page, `/properties/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    const roi = page.getByRole('region', { name: 'ROI Simulator' });
    const compliance = page.getByRole('region', { name: 'Compliance Checker' });

    // Below the fold, neither tool (nor recharts) has loaded yet.
    const loaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /\/(charts|roi-tool|compliance-tool)-[\w-]+\.js$/.test(name)),
      );
    if ((await roi.boundingBox())!.y > 2 * page.viewportSize()!.height) {
      expect(await loaded()).toEqual([]);
    }

    await roi.scrollIntoViewIfNeeded();
    await expect(
      roi.getByRole('spinbutton', { name: rental ? 'Monthly rent' : 'Purchase price' }),
    ).toHaveValue(String(listing.price));
    await expect(roi.getByTestId('roi-irr')).toHaveText(/^-?\d+\.\d{2} %$/);
    await expect(roi.getByRole('figure', { name: 'Equity over time' })).toBeVisible();
    expect((await loaded()).some((name) => /\/charts-/.test(name))).toBe(true);

    // The listing as published is what the checker gets.
    const body = (await checked).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      title: listing.title,
      description: listing.description,
      price: listing.price,
      imagesCount: listing.images.length,
      listingType: rental ? 'rent' : 'sale',
    });
    if (listing.yearBuilt) expect(body.yearBuilt).toBe(listing.yearBuilt);
    await compliance.scrollIntoViewIfNeeded();
    await expect(
      compliance.getByRole('heading', {
        name: /^(Flagged for the listing’s agent to review|No high-severity problems)$/,
      }),
    ).toBeVisible({ timeout: 30_000 });
    // A visitor is not given the agent's advice.
    await expect(compliance.getByText('Fix before publishing')).toHaveCount(0);
    const findings = compliance.getByRole('article');
    expect(await findings.count()).toBeGreaterThan(0);
    if (listing.yearBuilt && listing.yearBuilt < 1978) {
      await expect(findings.filter({ hasText: 'lead-based paint' })).toHaveCount(1);
    }

    // Changing an input recalculates in place.
    const irr = await roi.getByTestId('roi-irr').textContent();
    await roi.getByRole('spinbutton', { name: 'Down payment' }).fill('40');
    await expect(roi.getByTestId('roi-irr')).not.toHaveText(irr!);

    // "Open in AI tools" opens the full tab for the same listing.
    await expect(
      compliance.getByRole('link', { name: 'Open in AI tools: Compliance Checker' }),
    ).toHaveAttribute('href', `/ai-tools?tab=compliance&propertyId=${listing.id}`);
    await roi.getByRole('link', { name: 'Open in AI tools: ROI Simulator' }).click();
    await expect(page).toHaveURL(`/ai-tools?tab=roi&propertyId=${listing.id}`);
    await expect(page.getByText('Prefilled from')).toBeVisible();
    await expect(
      page.getByRole('spinbutton', { name: rental ? 'Monthly rent' : 'Purchase price' }),
    ).toHaveValue(String(listing.price));
  });

  test("a rental's rent prefills the monthly rent", async ({ page, request }) => {
    const listing = await aListing(request, ['status=for-rent']);
    await gotoApp(page, `/properties/${listing.id}`);
    const roi = page.getByRole('region', { name: 'ROI Simulator' });
    await roi.scrollIntoViewIfNeeded();
    await expect(roi.getByRole('spinbutton', { name: 'Monthly rent' })).toHaveValue(
      String(listing.price),
    );
    await expect(roi.getByTestId('roi-irr')).toBeVisible();
    const compliance = page.getByRole('region', { name: 'Compliance Checker' });
    await compliance.scrollIntoViewIfNeeded();
    await expect(compliance.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`a listing with both panels loaded passes axe in the ${theme} theme`, async ({
    page,
    request,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const listing = await aListing(request);
    await gotoApp(page, `/properties/${listing.id}`);
    const roi = page.getByRole('region', { name: 'ROI Simulator' });
    await roi.scrollIntoViewIfNeeded();
    await expect(roi.getByRole('figure', { name: 'Equity over time' })).toBeVisible();
    const compliance = page.getByRole('region', { name: 'Compliance Checker' });
    await compliance.scrollIntoViewIfNeeded();
    await expect(compliance.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    const results = await new AxeBuilder({ page })
      .include('main')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(summary).toEqual([]);
  });
}
