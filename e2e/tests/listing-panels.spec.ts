import { expect, test, type APIRequestContext } from '@playwright/test';

interface Listing {
  id: string;
  title: string;
  price: number;
  status: string;
  location: { address: string; city: string; state?: string | null };
}

/** A demo listing, a for-sale house when there is one. */
async function aListing(request: APIRequestContext): Promise<Listing> {
  for (const query of ['propertyType=house&status=for-sale', 'status=for-sale', '']) {
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
    await page.goto(`/properties/${listing.id}`);
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
