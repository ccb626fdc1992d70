import { expect, test, type Page } from '@playwright/test';
import { isInsidePolygon, parseBounds, parsePolygon, type TPropertyPage } from '@nestwise/shared';

const SCREENSHOTS = 'test-results/map-search-screenshots';

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Properties' }).locator('li[data-listing-id]');
const map = (page: Page) => page.getByTestId('search-map');
const pill = (page: Page, id: string) => map(page).locator(`.map-pill[data-listing-id="${id}"]`);

/** Every demo listing's coordinates, as the API gives them (the demo's known places). */
async function demoPlaces(page: Page) {
  const places = new Map<string, { lat: number; lng: number; address: string }>();
  for (const mode of ['buy', 'rent', 'sold']) {
    const response = await page.request.get(`/api/properties?mode=${mode}&limit=100`);
    for (const item of ((await response.json()) as TPropertyPage).items) {
      const { latitude, longitude, address } = item.location;
      if (latitude !== null && longitude !== null) {
        places.set(item.id, { lat: latitude, lng: longitude, address });
      }
    }
  }
  return places;
}

async function shownIds(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-listing-id')!),
  );
}

async function resultTotal(page: Page): Promise<number> {
  const text = await page.getByTestId('result-count').innerText();
  return Number(/([\d,]+) propert/.exec(text)![1]!.replace(/,/g, ''));
}

test.describe('map search on /properties (issue #17)', () => {
  test('the map renders offline with price pills linked to the cards; search this area and a drawn area narrow the results', async ({
    page,
  }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost') && !request.url().startsWith('data:')) {
        outside.push(request.url());
      }
    });
    const places = await demoPlaces(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/properties');
    await expect(cards(page).first()).toBeVisible();
    const total = await resultTotal(page);

    // The offline basemap, and every shown result with coordinates as a pill or in a cluster.
    await expect(map(page).locator('canvas').first()).toBeVisible();
    const ids = await shownIds(page);
    const mapped = ids.filter((id) => places.has(id)).length;
    await expect
      .poll(async () => {
        const pills = await map(page).locator('.map-pill').count();
        const clustered = await map(page)
          .locator('.map-cluster')
          .allInnerTexts()
          .then((counts) => counts.reduce((sum, count) => sum + Number(count), 0));
        return pills + clustered;
      })
      .toBe(mapped);

    // Hovering a card marks its pill, or the cluster it is in.
    await cards(page).first().hover();
    const active = map(page).locator('.is-active');
    await expect(active).toHaveCount(1);
    const box = (await active.boundingBox())!;
    await page.screenshot({ path: `${SCREENSHOTS}/desktop-1366.png` });

    // Zoom in there with the wheel, then search the visible area.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let step = 0; step < 4; step += 1) {
      await page.mouse.wheel(0, -240);
      await page.waitForTimeout(300);
    }
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page).toHaveURL(/[?&]bounds=/);
    await expect(cards(page).first()).toBeVisible();
    const bounds = parseBounds(new URL(page.url()).searchParams.get('bounds')!);
    if (!bounds.ok) throw new Error(bounds.message);
    await expect.poll(() => resultTotal(page)).toBeLessThan(total);
    const inBounds = await resultTotal(page);
    for (const id of await shownIds(page)) {
      const place = places.get(id)!;
      expect(place.lat).toBeGreaterThanOrEqual(bounds.value.south);
      expect(place.lat).toBeLessThanOrEqual(bounds.value.north);
      expect(place.lng).toBeGreaterThanOrEqual(bounds.value.west);
      expect(place.lng).toBeLessThanOrEqual(bounds.value.east);
    }

    // At street level every home has its own pill: pill → card, card → pill, pill → small card.
    const [first] = (await shownIds(page)) as [string];
    await expect(pill(page, first)).toBeVisible();
    await pill(page, first).dispatchEvent('mouseover');
    await expect(page.locator(`li[data-listing-id="${first}"]`)).toHaveAttribute(
      'data-highlighted',
      'true',
    );
    await pill(page, first).dispatchEvent('mouseout');
    await cards(page).first().hover();
    await expect(pill(page, first)).toHaveClass(/is-active/);
    await pill(page, first).dispatchEvent('click');
    const popup = map(page).locator('.map-card');
    await expect(popup).toHaveAttribute('href', `/properties/${first}`);
    await expect(popup).toContainText(places.get(first)!.address);
    await page.screenshot({ path: `${SCREENSHOTS}/search-this-area-1366.png` });
    await map(page).locator('.leaflet-popup-close-button').click();

    // Draw a square around the first pill by dragging: only homes inside it are listed.
    // (Boxes are read after the button's click, which may scroll the page.)
    await page.getByRole('button', { name: 'Draw an area' }).click();
    const anchor = (await pill(page, first).boundingBox())!;
    // Around the pill, kept inside the map (clear of the hint across its top).
    const area = (await map(page).boundingBox())!;
    const cx = Math.min(
      Math.max(anchor.x + anchor.width / 2, area.x + 80),
      area.x + area.width - 80,
    );
    const cy = Math.min(
      Math.max(anchor.y + anchor.height + 6, area.y + 90),
      area.y + area.height - 80,
    );
    await page.mouse.move(cx - 70, cy - 70);
    await page.mouse.down();
    for (const [x, y] of [
      [cx + 70, cy - 70],
      [cx + 70, cy + 70],
      [cx - 70, cy + 70],
      [cx - 70, cy - 65],
    ] as const) {
      await page.mouse.move(x, y, { steps: 8 });
    }
    await page.mouse.up();
    await expect(page).toHaveURL(/[?&]polygon=/);
    await expect(page).not.toHaveURL(/[?&]bounds=/);
    await expect(cards(page).first()).toBeVisible();
    const polygon = parsePolygon(new URL(page.url()).searchParams.get('polygon')!);
    if (!polygon.ok) throw new Error(polygon.message);
    expect(polygon.value.length).toBeLessThanOrEqual(50);
    expect(await resultTotal(page)).toBeLessThanOrEqual(inBounds);
    for (const id of await shownIds(page)) {
      const place = places.get(id)!;
      expect(isInsidePolygon([place.lat, place.lng], polygon.value), place.address).toBe(true);
    }
    // Every demo home inside the drawn area, and only those, is counted.
    const inside = [...places.entries()].filter(([, place]) =>
      isInsidePolygon([place.lat, place.lng], polygon.value),
    );
    const buyIds = new Set(
      (
        (await (
          await page.request.get('/api/properties?mode=buy&limit=100')
        ).json()) as TPropertyPage
      ).items.map((item) => item.id),
    );
    expect(await resultTotal(page)).toBe(inside.filter(([id]) => buyIds.has(id)).length);
    await page.screenshot({ path: `${SCREENSHOTS}/drawn-area-1366.png` });

    // Back returns to the searched bounds; Forward to the drawn area.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]bounds=/);
    await page.goForward();
    await expect(page).toHaveURL(/[?&]polygon=/);

    // Drawing can be cancelled with Escape, and the drawn area removed with a button.
    await page.getByRole('button', { name: 'Draw an area' }).click();
    await expect(page.getByText('Drag to draw an area')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Draw an area' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove drawn area' }).click();
    await expect(page).not.toHaveURL(/[?&]polygon=/);
    await expect.poll(() => resultTotal(page)).toBe(total);

    expect(outside).toEqual([]);
  });

  test('on a phone the list and the map take turns', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/properties');
    await expect(cards(page).first()).toBeVisible();
    await expect(map(page)).toBeHidden();
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(map(page).locator('.map-pill').first()).toBeVisible();
    await expect(cards(page).first()).toBeHidden();
    await page.screenshot({ path: `${SCREENSHOTS}/mobile-390-map.png` });
    await page.getByRole('button', { name: 'Show list' }).click();
    await expect(cards(page).first()).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/mobile-390-list.png` });
  });
});
