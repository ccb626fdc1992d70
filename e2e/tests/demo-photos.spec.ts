import { expect, test, type Locator } from '@playwright/test';

/** The demo catalogue shows rendered photographs, not the old drawn SVG houses (issue #28). */

/** The address the browser chose and decoded, or '' while it has not. */
function decoded(image: Locator) {
  return image.evaluate((img: HTMLImageElement) =>
    img.complete && img.naturalWidth > 0
      ? new URL(img.currentSrc).pathname + new URL(img.currentSrc).search
      : '',
  );
}

async function expectLoadedPhoto(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', /^\/demo-media\/photo-[a-z-]+-\d{2}\.webp\?w=400$/);
  await expect(image).toHaveAttribute('srcset', /\?w=800 800w/);
  // Decoded from the server's WebP, at the width the card asked for: not a broken image.
  await expect.poll(() => decoded(image)).toMatch(/photo-[a-z-]+-\d{2}\.webp\?w=(400|800)$/);
}

test('result cards show a photograph of the listing, sized for the card', async ({ page }) => {
  await page.goto('/properties');
  // The served page is replaced by the app's once it starts (decision 0290): wait for that.
  await page.waitForLoadState('networkidle');
  const cards = page.getByRole('list', { name: 'Properties' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const images = cards.locator('img');
  expect(await images.count()).toBeGreaterThan(5);
  for (const src of await images.evaluateAll((all) => all.map((img) => img.getAttribute('src')))) {
    expect(src).not.toMatch(/\.svg/);
  }
  await expectLoadedPhoto(images.first());
  await expectLoadedPhoto(images.nth(5));
  // The first card's photo is fetched at once, the rest when scrolled near.
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.nth(5)).toHaveAttribute('loading', 'lazy');
});

test("a listing's gallery opens on its exterior and steps through its rooms", async ({
  page,
  request,
}) => {
  const response = await request.get('/api/properties?limit=1&propertyType=house&status=for-sale');
  const [house] = ((await response.json()) as { items: Array<{ id: string; title: string }> })
    .items;
  await page.goto(`/properties/${house!.id}`);
  await page.waitForLoadState('networkidle');
  const photo = page.getByRole('region', { name: `Photos of ${house!.title}` }).locator('img');
  await expect(photo).toHaveAttribute(
    'src',
    /^\/demo-media\/photo-(colonial|ranch|modern|craftsman)-/,
  );
  await expect(photo).toHaveAttribute('srcset', /\?w=800 800w/);
  const thumbnails = page.getByRole('list', { name: 'Photos' }).getByRole('button');
  expect(await thumbnails.count()).toBeGreaterThanOrEqual(4);
  await thumbnails.nth(1).click();
  await expect(photo).toHaveAttribute(
    'src',
    /^\/demo-media\/photo-(living-room|kitchen|bedroom|bathroom)-/,
  );
  // A desktop's gallery takes a large copy, not the card's.
  await expect.poll(() => decoded(photo)).toMatch(/webp\?w=(800|1600)$/);
});
