import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiSignIn, DEMO, signIn } from '../fixtures/accounts';
import { noisePng, throttleUploads } from '../fixtures/media';

/**
 * Issue 6's journey end to end, each role in its own browser: an agent lists a home with two
 * photos; it waits for review, hidden from buyers; the admin rejects it with a reason; the agent
 * edits it; the admin approves it; a buyer finds it by filters, opens it (a counted view), saves
 * it and compares it with others (a fifth is refused); the agent sells it to the buyer, who finds
 * it under purchased; the agent deletes it and its photos are gone from the store.
 */

const COMPARISON_FULL = 'You can compare up to 4 properties. Remove one to add another.';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function pageFor(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signIn(page, email);
  return page;
}

async function listingAs(request: APIRequestContext, email: string, id: string) {
  const { idToken } = await apiSignIn(request, email);
  return request.get(`/api/properties/${id}`, { headers: bearer(idToken) });
}

const cards = (page: Page) => page.getByRole('list', { name: 'Properties' }).getByRole('article');

test('a listing from the agent’s form to a buyer’s purchase and its deletion', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const word = `Quillwood${randomUUID().slice(0, 6)}`;
  const title = `${word} craftsman bungalow`;
  const agent = await pageFor(browser, baseURL!, DEMO.agent);
  const admin = await pageFor(browser, baseURL!, DEMO.admin);
  const buyer = await pageFor(browser, baseURL!, DEMO.buyer);

  // 1. The agent lists it with two photos and watches both upload.
  await agent.goto('/dashboard/add-property');
  await agent.getByLabel('Title').fill(title);
  await agent.getByLabel('Description').fill('Porch, built-ins and a deep lot near the river.');
  await agent.getByLabel('Price').fill('512000');
  await agent.getByLabel('Property type').selectOption('house');
  await agent.getByLabel('Status').selectOption('for-sale');
  await agent.getByLabel('Address').fill('88 Journey Avenue');
  await agent.getByLabel('City').fill('Portland');
  await agent.getByLabel('State').fill('OR');
  await agent.getByLabel('Bedrooms').fill('3');
  await agent.getByLabel('Bathrooms').fill('2');
  await agent.getByLabel(/^Add photos/).setInputFiles([
    { name: 'porch.png', mimeType: 'image/png', buffer: noisePng(260, 260, 11) },
    { name: 'kitchen.png', mimeType: 'image/png', buffer: noisePng(260, 260, 12) },
  ]);
  const unthrottle = await throttleUploads(agent, 150_000);
  const created = agent.waitForResponse(
    (response) =>
      response.url().endsWith('/api/properties') && response.request().method() === 'POST',
  );
  await agent.getByRole('button', { name: 'Save listing' }).click();
  const { id } = (await (await created).json()) as { id: string };
  await expect(agent.getByRole('progressbar', { name: 'Uploading porch.png' })).toBeVisible();
  await expect(agent.getByRole('progressbar', { name: 'Uploading kitchen.png' })).toBeVisible();
  await expect(agent).toHaveURL(/\/dashboard\/my-listings$/, { timeout: 30_000 });
  await unthrottle();
  const stored = (await (await listingAs(request, DEMO.agent, id)).json()) as {
    approval: string;
    images: Array<{ url: string }>;
  };
  expect(stored.approval).toBe('pending');
  expect(stored.images).toHaveLength(2);

  // 2. Pending: buyers neither find it nor open it.
  expect((await listingAs(request, DEMO.buyer, id)).status()).toBe(404);
  await buyer.goto(`/properties?q=${word}`);
  await expect(buyer.getByTestId('result-count')).toHaveText('0 properties');

  // 3. The admin rejects it with a reason.
  await admin.goto('/dashboard/property-management');
  await admin.getByLabel('Search listings').fill(word);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('button', { name: `Reject ${title}` }).click();
  const reject = admin.getByRole('dialog', { name: 'Reject this listing?' });
  await reject.getByLabel('Reason for rejection').fill('Add a photo of the kitchen counters.');
  await reject.getByRole('button', { name: 'Reject listing' }).click();
  await expect(reject).toBeHidden();

  // 4. The agent reads the reason and edits the listing; the new content goes back to review.
  await agent.goto('/dashboard/my-listings');
  const row = agent.getByRole('list', { name: 'Your listings' }).getByRole('listitem', {
    name: title,
  });
  await expect(row).toContainText('Add a photo of the kitchen counters.');
  await agent.goto(`/edit-property/${id}`);
  await agent
    .getByLabel('Description')
    .fill('Porch, built-ins, a new kitchen with stone counters and a deep lot near the river.');
  await agent.getByLabel('Price').fill('499000');
  await agent.getByRole('button', { name: 'Save changes' }).click();
  await expect(agent).toHaveURL(new RegExp(`/properties/${id}$`));
  await expect(agent.getByText('$499,000').first()).toBeVisible();
  const edited = (await (await listingAs(request, DEMO.agent, id)).json()) as { approval: string };
  expect(edited.approval).toBe('pending');

  // 5. The admin approves it.
  await admin.reload();
  await admin.getByLabel('Search listings').fill(word);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(admin.getByText('No listings match these filters.')).toBeVisible();

  // 6. The buyer finds it by filters and opens it: the view counts.
  await buyer.goto('/properties');
  await buyer.getByLabel('Search', { exact: true }).fill(word);
  await buyer.getByRole('combobox', { name: 'Location' }).fill('Portland');
  await buyer.getByRole('combobox', { name: 'Location' }).press('Enter');
  await buyer.getByLabel('Type', { exact: true }).selectOption('house');
  await expect(buyer).toHaveURL(/[?&]location=Portland/);
  await expect(cards(buyer)).toHaveCount(1);
  const viewsBefore = (
    (await (await listingAs(request, DEMO.agent, id)).json()) as { viewCount: number }
  ).viewCount;
  const viewed = buyer.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/properties/${id}/views`) &&
      response.request().method() === 'POST',
  );
  await cards(buyer).getByRole('link', { name: title }).first().click();
  await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(((await (await viewed).json()) as { counted: boolean }).counted).toBe(true);
  const afterView = (await (await listingAs(request, DEMO.agent, id)).json()) as {
    viewCount: number;
  };
  expect(afterView.viewCount).toBe(viewsBefore + 1);

  // 7. It saves it.
  await buyer.getByRole('button', { name: `Save ${title} to favorites` }).click();
  await expect(buyer.getByRole('button', { name: `Remove ${title} from favorites` })).toBeVisible();

  // 8. It compares it with three others; a fifth is refused.
  await buyer.goto('/properties');
  await expect(cards(buyer).first()).toBeVisible();
  await buyer.getByLabel('Search', { exact: true }).fill(word);
  await buyer.getByLabel('Search', { exact: true }).press('Enter');
  await expect(cards(buyer)).toHaveCount(1);
  await cards(buyer)
    .getByRole('button', { name: /^Compare / })
    .click();
  await buyer.getByRole('button', { name: `Remove filter “${word}”` }).click();
  await expect(cards(buyer).nth(4)).toBeVisible();
  const others = cards(buyer).filter({ hasNotText: word });
  for (let i = 0; i < 3; i += 1) {
    await others
      .nth(i)
      .getByRole('button', { name: /^Compare / })
      .click();
  }
  const bar = buyer.getByRole('region', { name: 'Comparison' });
  await expect(bar.getByRole('heading', { name: 'Compare (4/4)' })).toBeVisible();
  await others
    .nth(3)
    .getByRole('button', { name: /^Compare / })
    .click();
  await expect(buyer.getByText(COMPARISON_FULL)).toBeVisible();
  await bar.getByRole('button', { name: 'Compare now' }).click();
  const comparison = buyer.getByRole('dialog', { name: 'Compare properties' });
  await expect(comparison.getByRole('columnheader')).toHaveCount(4);
  await expect(comparison).toContainText(title);

  // 9. The agent marks it sold to the buyer.
  await agent.goto('/dashboard/my-listings');
  await row.getByRole('link', { name: `Change status of ${title}` }).click();
  await agent.getByLabel('New status').selectOption('sold');
  await agent.getByLabel("Buyer's email").fill(DEMO.buyer);
  await agent.getByLabel('Reason').fill('Closed after inspection');
  await agent.getByRole('button', { name: 'Update status' }).click();
  await expect(agent.getByText('Status changed to Sold.')).toBeVisible();

  // 10. The buyer confirms the purchase, then finds it under purchased.
  await buyer.goto('/dashboard/my-properties/purchased');
  await buyer.getByRole('button', { name: `Confirm purchase of ${title}` }).click();
  await expect(
    buyer.getByRole('list', { name: 'Purchased properties' }).getByRole('link', { name: title }),
  ).toBeVisible();

  // 11. The agent deletes it; both photos leave the store.
  await agent.goto('/dashboard/my-listings');
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await agent
    .getByRole('dialog', { name: 'Delete this listing?' })
    .getByRole('button', { name: 'Delete listing' })
    .click();
  await expect(agent.getByRole('status').filter({ hasText: `Deleted “${title}”` })).toHaveText(
    `Deleted “${title}”. Files cleaned: 2. Files needing manual cleanup: 0.`,
  );
  expect((await listingAs(request, DEMO.agent, id)).status()).toBe(404);
  for (const image of stored.images) {
    expect((await request.get(image.url)).status(), image.url).toBe(404);
  }

  for (const page of [agent, admin, buyer]) await page.context().close();
});
