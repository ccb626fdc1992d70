import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiSignIn, DEMO, signIn } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { gotoApp } from '../fixtures/app';

/**
 * Digital twin (issue #9) in Chromium against the real server: the hub and its filters, a demo
 * twin's 3D model (pixels read back from the WebGL canvas), orbit and Reset view, the inline PDF
 * and image previews and downloads, the viewer on the listing page, and the listing's agent
 * adding and removing files through the signed upload on a listing this spec creates.
 */

interface Item {
  s3Key?: string;
  url?: string;
  name: string;
  format: string;
}
interface Listing {
  id: string;
  title: string;
  location: { city: string };
  digitalTwin: { models: Item[]; documents: Item[] };
}

async function twinListings(request: APIRequestContext, twin: string): Promise<Listing[]> {
  const response = await request.get(`/api/properties?twin=${twin}&limit=50`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Listing[] }).items;
}

const viewer = (page: Page) => page.getByTestId('model-viewer').first();
const hubCards = (page: Page) => page.getByRole('main').getByRole('article');
const hubForm = (page: Page) => page.getByRole('search', { name: 'Digital twins' });

/**
 * What the WebGL canvas shows: its distinct colours and a fingerprint of its pixels. The canvas
 * keeps its drawing buffer, so the pixels can be copied to a 2D canvas and read.
 */
async function canvasPixels(canvas: Locator) {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = element.width;
    copy.height = element.height;
    const context = copy.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    const colours = new Set<number>();
    let hash = 0;
    for (let i = 0; i < data.length; i += 4) {
      const colour = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
      colours.add(data[i + 3] === 0 ? -1 : colour);
      hash = (Math.imul(hash, 31) + colour + data[i + 3]!) | 0;
    }
    return { colours: colours.size, hash };
  });
}

async function expectModelDrawn(page: Page) {
  await expect(viewer(page)).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const canvas = viewer(page).locator('canvas');
  await expect(canvas).toBeVisible();
  await expect.poll(async () => (await canvasPixels(canvas)).colours).toBeGreaterThan(20);
  return canvas;
}

test.describe('digital twin', () => {
  test('the hub lists listings with models or documents and filters them', async ({
    page,
    request,
  }) => {
    const all = await twinListings(request, 'any');
    const withModels = await twinListings(request, 'models');
    expect(withModels.length).toBeGreaterThan(0);
    expect(withModels.length).toBeLessThan(all.length);

    await page.goto('/digital-twin');
    await expect(page.getByRole('heading', { level: 1, name: 'Digital Twin' })).toBeVisible();
    await expect(page.getByText(`${all.length} properties with a digital twin`)).toBeVisible();
    await expect(hubCards(page).first()).toBeVisible();
    const firstCard = hubCards(page).filter({ hasText: all[0]!.title }).first();
    await expect(
      firstCard.getByRole('listitem').filter({ hasText: /^\d+ documents?$/ }),
    ).toBeVisible();

    await hubForm(page).getByLabel('Has').selectOption('models');
    await expect(page).toHaveURL(/has=models/);
    await expect(page.getByText(`${withModels.length} propert`)).toBeVisible();
    for (const card of await hubCards(page).all()) {
      await expect(
        card.getByRole('listitem').filter({ hasText: /^\d+ 3D models?$/ }),
      ).toBeVisible();
    }

    const city = withModels[0]!.location.city;
    await hubForm(page).getByLabel('City').fill(city);
    await hubForm(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`city=${encodeURIComponent(city)}`));
    const inCity = withModels.filter((listing) => listing.location.city === city);
    await expect(hubCards(page)).toHaveCount(inCity.length);
    for (const card of await hubCards(page).all()) await expect(card).toContainText(city);

    await hubForm(page).getByLabel('Search').fill('zzzz no such twin');
    await hubForm(page).getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No digital twins match these filters.')).toBeVisible();
    await hubForm(page).getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText(`${all.length} properties with a digital twin`)).toBeVisible();

    await firstCard.getByRole('link', { name: all[0]!.title }).click();
    await expect(page).toHaveURL(`/digital-twin/${all[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: all[0]!.title })).toBeVisible();
  });

  test('a twin shows its 3D model, orbits and resets the view, and previews documents', async ({
    page,
    request,
  }) => {
    const [listing] = await twinListings(request, 'models');
    const inspection = listing!.digitalTwin.documents.find((d) => d.name === 'Inspection report')!;
    await page.goto(`/digital-twin/${listing!.id}`);

    const canvas = await expectModelDrawn(page);
    const initial = await canvasPixels(canvas);

    // Orbit by dragging, then by the keyboard-reachable buttons; Reset view restores the start.
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2 + 20, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await canvasPixels(canvas)).hash).not.toBe(initial.hash);
    await page.getByRole('button', { name: 'Reset view' }).click();
    await expect.poll(async () => (await canvasPixels(canvas)).hash).toBe(initial.hash);
    await page.getByRole('button', { name: 'Zoom in' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await canvasPixels(canvas)).hash).not.toBe(initial.hash);
    await page.getByRole('button', { name: 'Reset view' }).press('Enter');
    await expect.poll(async () => (await canvasPixels(canvas)).hash).toBe(initial.hash);
    // Fullscreen shows the viewer alone, the model drawn larger; leaving it restores the page.
    const before = (await canvas.boundingBox())!;
    await page.getByRole('button', { name: 'Fullscreen' }).click();
    await expect(page.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
    expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid'))).toBe(
      'model-viewer',
    );
    await expect
      .poll(async () => (await canvas.boundingBox())!.height)
      .toBeGreaterThan(before.height);
    await page.getByRole('button', { name: 'Exit fullscreen' }).click();
    await expect(page.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();

    // The first document, a PDF, previews inline as a drawn page.
    const pdfPage = page.getByTestId('pdf-page');
    await expect(pdfPage).toHaveAttribute('data-rendered', 'true', { timeout: 20_000 });
    await expect(pdfPage).toHaveAccessibleName(/Inspection report, page 1 of 1/);
    const drawn = await pdfPage.evaluate((element: HTMLCanvasElement) => {
      const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 100) dark += 1;
      return { width: element.width, dark };
    });
    expect(drawn.width).toBeGreaterThan(200);
    expect(drawn.dark).toBeGreaterThan(1000);

    const download = page.getByRole('link', { name: 'Download Inspection report' });
    await expect(download).toHaveAttribute('href', inspection.url!);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('Inspection report.pdf');

    // An image document shows inline.
    await page.getByRole('button', { name: 'Preview Front photo' }).click();
    const image = page.getByTestId('image-preview');
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('the listing page shows the 3D viewer and links to the digital twin', async ({
    page,
    request,
  }) => {
    const [listing] = await twinListings(request, 'models');
    await gotoApp(page, `/properties/${listing!.id}`);
    const section = page.getByRole('region', { name: '3D model' });
    await section.scrollIntoViewIfNeeded();
    await expectModelDrawn(page);
    await section.getByRole('link', { name: 'Open digital twin' }).click();
    await expect(page).toHaveURL(`/digital-twin/${listing!.id}`);
  });

  test("the listing's agent adds a model and a document through upload and removes one", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { idToken } = await apiSignIn(request, DEMO.agent);
    const auth = { Authorization: `Bearer ${idToken}` };
    const created = await request.post('/api/properties', {
      headers: auth,
      data: {
        title: `Twin upload journey ${Date.now()}`,
        price: 515000,
        propertyType: 'house',
        status: 'for-sale',
        location: { address: '8 Twin Lane', city: 'Austin', state: 'TX' },
        bedrooms: 3,
        bathrooms: 2,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as Listing;
    const model = await (await request.get('/demo-media/model-5.gltf')).body();
    const pdf = await (await request.get('/demo-media/document-5-floor-plan.pdf')).body();
    const stored = async () =>
      ((await (await request.get(`/api/properties/${id}`, { headers: auth })).json()) as Listing)
        .digitalTwin;

    await signIn(page, DEMO.agent);
    await page.goto(`/dashboard/digital-twin/${id}`);
    await expect(viewer(page)).toHaveAttribute('data-state', 'empty');
    await expect(page.getByText('No 3D model exists for this property yet.')).toBeVisible();
    await expect(
      page.getByText('No documents have been added to this digital twin yet.'),
    ).toBeVisible();

    await page.getByLabel('Add 3D models').setInputFiles({
      name: 'Garden house.gltf',
      mimeType: '',
      buffer: model,
    });
    const modelUpload = page.getByRole('progressbar', { name: 'Uploading Garden house.gltf' });
    await expect(modelUpload).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('region', { name: 'Uploads' }).getByText('Added')).toBeVisible();
    await expectModelDrawn(page);

    await page.getByLabel('Add documents').setInputFiles({
      name: 'Survey.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(page.getByRole('progressbar', { name: 'Uploading Survey.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(page.getByTestId('pdf-page')).toHaveAttribute('data-rendered', 'true', {
      timeout: 20_000,
    });
    await expect(page.getByRole('link', { name: 'Download Survey' })).toBeVisible();

    await page.getByLabel('Add documents').setInputFiles({
      name: 'Notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Boiler serviced in March.\nRoof inspected <ok>.'),
    });
    await expect(page.getByRole('progressbar', { name: 'Uploading Notes.txt' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await page.getByRole('button', { name: 'Preview Notes' }).click();
    await expect(page.getByTestId('text-preview')).toHaveText(
      'Boiler serviced in March.\nRoof inspected <ok>.',
    );

    await expectNoViolations(page, 'twin page of its agent, with uploads');

    const twin = await stored();
    expect(twin.models).toEqual([
      expect.objectContaining({ name: 'Garden house', format: 'gltf', s3Key: expect.any(String) }),
    ]);
    expect(twin.documents).toEqual([
      expect.objectContaining({ name: 'Survey', format: 'pdf', s3Key: expect.any(String) }),
      expect.objectContaining({ name: 'Notes', format: 'txt', s3Key: expect.any(String) }),
    ]);
    const documentKey = twin.documents[0]!.s3Key!;
    expect(documentKey).toMatch(new RegExp(`^properties/${id}/documents/`));

    await page.getByRole('button', { name: 'Remove Survey' }).click();
    await expect(page.getByRole('button', { name: 'Preview Survey' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Preview Notes' })).toBeVisible();
    await expect.poll(async () => (await stored()).documents.map((d) => d.name)).toEqual(['Notes']);
    expect((await stored()).models).toHaveLength(1);
    await expect.poll(async () => (await request.get(`/files/${documentKey}`)).status()).toBe(404);
    await expect(viewer(page)).toHaveAttribute('data-state', 'ready');

    await request.delete(`/api/properties/${id}`, { headers: auth });
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`accessibility and screenshots of the hub and a twin, ${theme}`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const [listing] = await twinListings(request, 'models');
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/digital-twin');
        await expect(hubCards(page).first()).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`hub-${width}-${theme}.png`) });
        if (width === 1280) await expectNoViolations(page, `/digital-twin (${theme})`);

        await page.goto(`/digital-twin/${listing!.id}`);
        await expectModelDrawn(page);
        await expect(page.getByTestId('pdf-page')).toHaveAttribute('data-rendered', 'true', {
          timeout: 20_000,
        });
        await page.screenshot({
          path: testInfo.outputPath(`twin-${width}-${theme}.png`),
          fullPage: true,
        });
        if (width === 1280) await expectNoViolations(page, `/digital-twin/{id} (${theme})`);
      }
      await gotoApp(page, `/properties/${listing!.id}`);
      await page.getByRole('region', { name: '3D model' }).scrollIntoViewIfNeeded();
      await expectModelDrawn(page);
      await expectNoViolations(page, `/properties/{id} with its 3D model (${theme})`);
    });
  }
});
