import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  apiSignIn,
  apiSignUp,
  signIn,
  uniqueEmail,
} from '../fixtures/accounts';
import { noisePng, throttleUploads } from '../fixtures/media';
import { expectNoViolations } from '../fixtures/axe';

/**
 * Issue 6: the demo agent lists a home from the dashboard with two photos (a progress bar per
 * file), it waits for approval and buyers cannot find it; a buyer cannot open its form; another
 * agent cannot edit it; its agent edits the title and sees the change.
 */

const auth = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });

async function newSignedInPage(
  browser: Browser,
  baseURL: string,
  email: string,
  password?: string,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

async function getListing(request: APIRequestContext, idToken: string, id: string) {
  const response = await request.get(`/api/properties/${id}`, { headers: auth(idToken) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as {
    title: string;
    approval: string;
    agentId: string;
    images: Array<{ key?: string; url: string }>;
    mediaUploaded: boolean;
  };
}

test('an agent lists a home with photos; it waits for approval; only its agent may edit it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = `Listing form loft ${Date.now()}`;
  const agent = await apiSignIn(request, DEMO.agent);

  // The demo agent fills the dashboard form.
  await signIn(page, DEMO.agent);
  await page.goto('/dashboard/add-property');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Property' })).toBeVisible();

  // Saving empty shows the spec's messages beside the fields.
  await page.getByRole('button', { name: 'Save listing' }).click();
  await expect(page.getByLabel('Title')).toHaveAccessibleDescription('Property title is required');
  await expect(page.getByLabel('Price')).toHaveAccessibleDescription('Valid price is required');
  await expect(page.getByLabel('Title')).toBeFocused();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Corner loft with tall windows.');
  await page.getByLabel('Price').fill('365000');
  await page.getByLabel('Property type').selectOption('condo');
  await page.getByLabel('Status').selectOption('for-sale');
  await page.getByLabel('Address').fill('21 Form Street');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State').fill('CO');
  await page.getByLabel('Bedrooms').fill('2');
  await page.getByLabel('Bathrooms').fill('2');
  await page.getByLabel('Square feet').fill('1100');
  await page.getByLabel('Features').fill('balcony');
  await page.getByLabel('Features').press('Enter');
  await expect(page.getByRole('button', { name: 'Remove feature Balcony' })).toBeVisible();

  await page.getByLabel(/^Add photos/).setInputFiles([
    { name: 'living-room.png', mimeType: 'image/png', buffer: noisePng(260, 260, 1) },
    { name: 'front.png', mimeType: 'image/png', buffer: noisePng(260, 260, 2) },
  ]);
  const photos = page.getByRole('list', { name: 'Photos' });
  await expect(photos.getByRole('listitem')).toHaveCount(2);
  // The front goes first: it becomes the cover.
  await page.getByRole('button', { name: 'Move up front.png' }).click();
  await expect(photos.getByRole('listitem').first()).toContainText('front.png');
  await expect(photos.getByRole('listitem').first()).toContainText('Cover');

  // ~200 KB each at 150 KB/s: long enough to see both bars.
  const unthrottle = await throttleUploads(page, 150_000);
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/properties') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save listing' }).click();
  const id = ((await (await created).json()) as { id: string }).id;
  await expect(page.getByRole('progressbar', { name: 'Uploading front.png' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading living-room.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();

  await expect(page).toHaveURL(/\/dashboard\/my-listings$/, { timeout: 30_000 });
  await unthrottle();
  await expect(page.getByText(/pending until an administrator approves it/)).toBeVisible();

  // Stored pending, with both photos in the chosen order.
  const saved = await getListing(request, agent.idToken, id);
  expect(saved.title).toBe(title);
  expect(saved.approval).toBe('pending');
  expect(saved.mediaUploaded).toBe(true);
  expect(saved.images.map((image) => image.key?.split('_').pop())).toEqual([
    'front.png',
    'living-room.png',
  ]);
  const served = await request.get(saved.images[0]!.url);
  expect(served.status()).toBe(200);

  // A buyer's search does not find it, nor can the buyer open it.
  const buyer = await apiSignIn(request, DEMO.buyer);
  const search = await request.get('/api/properties', {
    headers: auth(buyer.idToken),
    params: { q: title, limit: 100 },
  });
  expect(search.status()).toBe(200);
  const found = (await search.json()) as { items: Array<{ id: string }> };
  expect(found.items.map((item) => item.id)).not.toContain(id);

  // A buyer opening the form is sent to the dashboard.
  const buyerPage = await newSignedInPage(browser, baseURL!, DEMO.buyer);
  await buyerPage.goto(`/edit-property/${id}`);
  await expect(buyerPage).toHaveURL(/\/dashboard$/);
  await buyerPage.context().close();

  // Another agent: an account promoted by the admin.
  const otherEmail = uniqueEmail('other-agent');
  const other = await apiSignUp(request, {
    email: otherEmail,
    password: DEMO_PASSWORD,
    firstName: 'Olive',
    lastName: 'Other',
  });
  const admin = await apiSignIn(request, DEMO.admin);
  const promoted = await request.patch(`/api/users/${other.localId}/role`, {
    headers: auth(admin.idToken),
    data: { role: 'agent' },
  });
  expect(promoted.ok(), await promoted.text()).toBe(true);
  const otherAgent = await apiSignIn(request, otherEmail);

  // While pending the listing is hidden from it; once approved it sees it but may not edit it.
  const otherPage = await newSignedInPage(browser, baseURL!, otherEmail);
  await otherPage.goto(`/edit-property/${id}`);
  await expect(otherPage.getByRole('heading', { name: 'Property not found' })).toBeVisible();
  const approved = await request.post(`/api/properties/${id}/approval`, {
    headers: auth(admin.idToken),
    data: { decision: 'approved' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  await otherPage.reload();
  await expect(
    otherPage.getByRole('heading', { name: 'You can only edit your own listings' }),
  ).toBeVisible();
  await expect(otherPage.getByRole('link', { name: 'Back to the listing' })).toHaveAttribute(
    'href',
    `/properties/${id}`,
  );
  const refused = await request.patch(`/api/properties/${id}`, {
    headers: auth(otherAgent.idToken),
    data: { title: 'Taken over' },
  });
  expect(refused.status()).toBe(403);
  await otherPage.context().close();

  // Its agent changes the title and sees it; the content edit sends it back to review.
  await page.goto(`/edit-property/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Property' })).toBeVisible();
  await expect(page.getByText(/This listing is approved and live\./)).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(2);
  const newTitle = `${title} with balcony`;
  await page.getByLabel('Title').fill(newTitle);
  await expect(
    page.getByText(/You changed the title\. Saving sends this listing back/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(page.getByText(/back in review \(pending\)/)).toBeVisible();
  const edited = await getListing(request, agent.idToken, id);
  expect(edited.title).toBe(newTitle);
  expect(edited.approval).toBe('pending');
  expect(edited.images).toEqual(saved.images);
});

for (const theme of ['dark', 'light'] as const) {
  test(`the listing forms pass axe with messages and files shown (${theme} theme)`, async ({
    page,
    request,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const agent = await apiSignIn(request, DEMO.agent);
    const mine = await request.get('/api/properties', {
      headers: auth(agent.idToken),
      params: { agentId: agent.id, approval: 'approved', limit: 1 },
    });
    const listing = ((await mine.json()) as { items: Array<{ id: string; title: string }> })
      .items[0]!;

    await signIn(page, DEMO.agent);
    await page.goto('/add-property');
    await page.getByRole('button', { name: 'Save listing' }).click();
    await expect(page.getByText('Property title is required')).toBeVisible();
    await page.getByLabel(/^Add photos/).setInputFiles([
      { name: 'porch.png', mimeType: 'image/png', buffer: noisePng(8, 8, 3) },
      { name: 'yard.png', mimeType: 'image/png', buffer: noisePng(8, 8, 4) },
    ]);
    await page
      .getByLabel(/^Add documents/)
      .setInputFiles([{ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) }]);
    await expect(page.getByText('File is empty')).toBeVisible();
    await expectNoViolations(page, `/add-property (${theme})`);

    await page.goto(`/edit-property/${listing.id}`);
    await expect(page.getByLabel('Title')).toHaveValue(listing.title);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, `/edit-property/{id} (${theme})`);
  });
}
