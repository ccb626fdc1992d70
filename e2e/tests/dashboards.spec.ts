import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, apiSignUp, DEMO, signIn, uniqueEmail } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';

const SCREENSHOTS = 'test-results/dashboards-screenshots';

/** A 1×1 PNG: a real image, so the listing has a stored file for the delete to clean. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The value a StatCard shows under its label. */
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();

async function summaryOf(request: APIRequestContext, email: string) {
  const { idToken } = await apiSignIn(request, email);
  const response = await request.get('/api/dashboard/summary', { headers: bearer(idToken) });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** A pending listing of the demo agent with one uploaded image, made through the API. */
async function createListingWithImage(request: APIRequestContext, title: string) {
  const { idToken } = await apiSignIn(request, DEMO.agent);
  const created = await request.post('/api/properties', {
    headers: bearer(idToken),
    data: {
      title,
      description: 'A listing the dashboards journey creates and deletes.',
      price: 389_000,
      propertyType: 'house',
      status: 'for-sale',
      location: { address: '7 Journey Lane', city: 'Sacramento', state: 'CA', zip: '95814' },
      bedrooms: 3,
      bathrooms: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listing = (await created.json()) as { id: string };
  const signed = await request.post('/api/storage/presign', {
    headers: bearer(idToken),
    data: {
      propertyId: listing.id,
      type: 'images',
      fileName: 'front.png',
      contentType: 'image/png',
      size: PNG.length,
    },
  });
  expect(signed.ok(), await signed.text()).toBe(true);
  const upload = (await signed.json()) as {
    url: string;
    fields: Record<string, string>;
    key: string;
    fileUrl: string;
  };
  const stored = await request.post(upload.url, {
    multipart: {
      ...upload.fields,
      file: { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(stored.status(), await stored.text()).toBe(204);
  const patched = await request.patch(`/api/properties/${listing.id}`, {
    headers: bearer(idToken),
    data: { images: [{ key: upload.key, url: upload.fileUrl }] },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  return listing.id;
}

async function shoot(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      document.documentElement.classList.toggle('dark', value === 'dark');
    }, theme);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // The top of a long page is what a reviewer needs; lists go on for screens below it.
      await page.screenshot({
        path: `${SCREENSHOTS}/${name}-${width}-${theme}.png`,
        fullPage: true,
        clip: {
          x: 0,
          y: 0,
          width,
          height: Math.min(1600, await page.evaluate(() => document.documentElement.scrollHeight)),
        },
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('dashboards', () => {
  test("each demo role's dashboard shows its own figures", async ({ page, request }) => {
    const buyer = await summaryOf(request, DEMO.buyer);
    await signIn(page, DEMO.buyer);
    await page.goto('/dashboard');
    await expect(figure(page, 'Saved')).toHaveText(String(buyer.savedCount));
    await expect(figure(page, 'Purchased')).toHaveText(String(buyer.purchasedCount));
    await expect(figure(page, 'Rented')).toHaveText(String(buyer.rentedCount));
    // A listing the buyer opens comes first under "Recently viewed". A seeded Seattle listing:
    // no other spec changes one, where the newest listing may be another spec's, sold or deleted
    // by it while this test reads the buyer's saved list.
    const seattle = await request.get('/api/properties?city=Seattle&limit=1');
    const [opened] = ((await seattle.json()) as { items: Array<{ id: string; title: string }> })
      .items;
    const viewed = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/properties/${opened!.id}/views`) &&
        response.request().method() === 'POST',
    );
    await page.goto(`/properties/${opened!.id}`);
    expect((await viewed).ok()).toBe(true);
    await page.goto('/dashboard');
    const recent = page.getByRole('list', { name: 'Recently viewed' });
    await expect(recent.getByRole('listitem').first()).toContainText(opened!.title);
    await shoot(page, 'buyer-home');

    // The buyer saves it, sees it under Saved Properties and removes it there.
    const { idToken: buyerToken } = await apiSignIn(request, DEMO.buyer);
    const saved = await request.put(`/api/me/favorites/${opened!.id}`, {
      headers: bearer(buyerToken),
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/dashboard/saved-properties');
    const favorites = page.getByRole('list', { name: 'Saved properties' });
    await expect(favorites.getByRole('link', { name: opened!.title })).toBeVisible();
    await shoot(page, 'saved-properties');
    await favorites
      .getByRole('button', { name: `Remove ${opened!.title} from saved properties` })
      .click();
    await expect(page.getByRole('link', { name: opened!.title })).toHaveCount(0);
    await page.goto('/dashboard/my-properties');
    await expect(page.getByRole('heading', { name: /^Bought \(\d+\)$/ })).toBeVisible();
    await shoot(page, 'my-properties');

    const agent = await summaryOf(request, DEMO.agent);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO.agent);
    await page.goto('/dashboard');
    await expect(figure(page, 'All listings')).toHaveText(
      agent.listings.total.toLocaleString('en-US'),
    );
    await expect(figure(page, 'Approved')).toHaveText(
      agent.listings.byApproval.approved.toLocaleString('en-US'),
    );
    await expect(figure(page, 'Sold')).toHaveText(String(agent.listings.byStatus.sold));
    await expect(page.getByRole('heading', { name: 'Views over time' })).toBeVisible();
    await expect(page.getByTestId('views-chart').locator('svg').first()).toBeVisible();
    await shoot(page, 'agent-home');

    const admin = await summaryOf(request, DEMO.admin);
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO.admin);
    await page.goto('/dashboard');
    await expect(figure(page, 'Pending approvals')).toHaveText(String(admin.approvals.pending));
    await expect(figure(page, 'All users')).toHaveText(String(admin.users.total));
    await expect(figure(page, 'Buyers')).toHaveText(String(admin.users.byRole.buyer));
    await expect(figure(page, 'Inactive')).toHaveText(String(admin.users.byStatus.Inactive));
    const market = page.getByRole('link', { name: /Market data/ });
    await expect(market).toHaveAttribute('href', '/dashboard/market-data');
    await expect(market).toContainText('Import recorded sales');
    await shoot(page, 'admin-home');
  });

  test('a listing from review to sale to deletion, across admin, agent and buyer', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const title = `Journey cottage ${randomUUID().slice(0, 8)}`;
    await createListingWithImage(request, title);

    // Admin rejects it with a reason: the dialog will not confirm without one.
    await signIn(page, DEMO.admin);
    await page.goto('/dashboard/property-management');
    await page.getByLabel('Search listings').fill(title);
    await page.getByRole('button', { name: 'Search' }).click();
    const queue = page.getByRole('list', { name: 'Listings to review' });
    await expect(queue.getByRole('listitem')).toHaveCount(1);
    await shoot(page, 'property-management');
    await queue.getByRole('button', { name: `Reject ${title}` }).click();
    const reject = page.getByRole('dialog', { name: 'Reject this listing?' });
    await expect(reject.getByRole('button', { name: 'Reject listing' })).toBeDisabled();
    await expectNoViolations(page, 'reject dialog');
    await reject.getByLabel('Reason for rejection').fill('The photos do not show the kitchen.');
    await reject.getByRole('button', { name: 'Reject listing' }).click();
    await expect(reject).toBeHidden();
    await expect(page.getByText('No listings match these filters.')).toBeVisible();

    // The agent sees the reason on its listing.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO.agent);
    await page.goto('/dashboard/my-listings');
    const row = page
      .getByRole('list', { name: 'Your listings' })
      .getByRole('listitem', { name: title });
    await expect(row.getByText('Rejected')).toBeVisible();
    await expect(row).toContainText('The photos do not show the kitchen.');

    // Admin approves it.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO.admin);
    await page.goto('/dashboard/property-management');
    await page.getByLabel('Approval').selectOption('rejected');
    await page.getByLabel('Search listings').fill(title);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Approve ${title}` }).click();
    await expect(page.getByText('No listings match these filters.')).toBeVisible();

    // The agent turns it off and on, then marks it sold to the demo buyer with a reason.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO.agent);
    await page.goto('/dashboard/my-listings');
    await expect(row.getByText('Approved')).toBeVisible();
    await shoot(page, 'my-listings');
    const active = row.getByRole('switch', { name: `Active: ${title}` });
    await expect(active).toHaveAttribute('aria-checked', 'true');
    await active.click();
    await expect(active).toHaveAttribute('aria-checked', 'false');
    await active.click();
    await expect(active).toHaveAttribute('aria-checked', 'true');
    await row.getByRole('link', { name: `Change status of ${title}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/property-status\?id=/);
    await page.getByLabel('New status').selectOption('sold');
    await page.getByLabel("Buyer's email").fill(DEMO.buyer);
    await page.getByLabel('Reason').fill('Closed at the asking price');
    await page.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByText('Status changed to Sold.')).toBeVisible();
    const history = page.getByRole('list', { name: 'Status history' });
    await expect(history.getByRole('listitem').first()).toContainText('Status: For Sale → Sold');
    await expect(history.getByRole('listitem').first()).toContainText('Closed at the asking price');
    await expect(history).toContainText('Visibility: Inactive → Active');
    await shoot(page, 'property-status');

    // The buyer confirms the purchase and finds it among its purchases; the dashboard, opened
    // again inside the app, counts it.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO.buyer);
    const { purchasedCount } = await summaryOf(request, DEMO.buyer);
    await page.goto('/dashboard');
    await expect(figure(page, 'Purchased')).toHaveText(String(purchasedCount));
    await page.getByRole('link', { name: 'My Properties', exact: true }).first().click();
    await page.getByRole('link', { name: 'Purchased', exact: true }).click();
    await page.getByRole('button', { name: `Confirm purchase of ${title}` }).click();
    await expect(
      page.getByRole('list', { name: 'Purchased properties' }).getByRole('link', { name: title }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Purchases to confirm' })).toBeHidden();
    await shoot(page, 'purchased');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await expect(figure(page, 'Purchased')).toHaveText(String(purchasedCount + 1));

    // The agent deletes it; the report counts the stored image as cleaned.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO.agent);
    await page.goto('/dashboard/my-listings');
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this listing?' });
    await expectNoViolations(page, 'delete dialog');
    await confirm.getByRole('button', { name: 'Delete listing' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Deleted “${title}”` })).toHaveText(
      `Deleted “${title}”. Files cleaned: 1. Files needing manual cleanup: 0.`,
    );
    await expect(row).toHaveCount(0);
  });

  test('an admin deactivates and reactivates an account, confirming each time', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('dashboards-user');
    const password = 'Journey!2026';
    await apiSignUp(request, { email, password, firstName: 'Dana', lastName: 'Journey' });

    await signIn(page, DEMO.admin);
    await page.goto('/dashboard/users');
    await page.getByLabel('Search users').fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('list', { name: 'Users' }).getByRole('listitem', { name: email });
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await shoot(page, 'users');

    await row.getByRole('button', { name: `Deactivate ${email}` }).click();
    const off = page.getByRole('dialog', { name: 'Deactivate this account?' });
    await expect(off).toContainText(email);
    await expectNoViolations(page, 'deactivate dialog');
    await off.getByRole('button', { name: 'Cancel' }).click();
    await expect(off).toBeHidden();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Deactivate ${email}` }).click();
    await off.getByRole('button', { name: 'Deactivate' }).click();
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
    const refused = await request.post('/identity/v1/accounts:signInWithPassword', {
      data: { email, password, returnSecureToken: true },
    });
    expect(refused.ok()).toBe(false);

    await row.getByRole('button', { name: `Activate ${email}` }).click();
    const on = page.getByRole('dialog', { name: 'Activate this account?' });
    await on.getByRole('button', { name: 'Activate' }).click();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await apiSignIn(request, email, password);
  });
});
