import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, DEMO, openUserMenu, signIn, uniqueEmail } from '../fixtures/accounts';
import { gotoApp } from '../fixtures/app';

/**
 * Issue 17's fixes from the walk: table headings over their columns, the comparison bar at 1366 px
 * and on a phone, signing up as an agent (welcomed as new, told of the plan's listing slots), and
 * the admin's Settings and Reports pages. Screenshots land in test-results/marketplace/.
 */

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/marketplace/${name}.png`, fullPage: false });

async function compareFirst(page: Page, count: number) {
  const buttons = page.getByRole('button', { name: /^Compare (?!now)/ });
  for (let index = 0; index < count; index += 1) await buttons.nth(index).click();
  await expect(page.getByRole('region', { name: 'Comparison' })).toContainText(`(${count}/4)`);
}

test('My Listings: every heading sits over its column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.agent);
  await page.goto('/dashboard/my-listings');
  const rows = page.getByRole('list', { name: 'Your listings' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const heading = (text: string) =>
    page.locator('[aria-hidden="true"]').getByText(text, { exact: true });
  const left = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.x;
  const right = async (locator: ReturnType<Page['locator']>) => {
    const box = (await locator.boundingBox())!;
    return box.x + box.width;
  };
  for (let index = 0; index < 3; index += 1) {
    const row = rows.nth(index);
    expect(
      Math.abs((await left(heading('Views'))) - (await left(row.locator('.tabular-nums')))),
    ).toBeLessThan(2);
    expect(
      Math.abs((await left(heading('Visibility'))) - (await left(row.getByRole('switch')))),
    ).toBeLessThan(2);
    expect(
      Math.abs(
        (await right(heading('Actions'))) -
          (await right(row.getByRole('button', { name: /^Delete/ }))),
      ),
    ).toBeLessThan(2);
  }
  await shot(page, 'my-listings-1280');
});

test('the comparison bar shows all four homes at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await gotoApp(page, '/properties');
  await compareFirst(page, 4);
  const bar = page.getByRole('region', { name: 'Comparison' });
  const items = bar.getByRole('listitem');
  await expect(items).toHaveCount(4);
  for (let index = 0; index < 4; index += 1) {
    await expect(items.nth(index)).toBeInViewport({ ratio: 1 });
    await expect(items.nth(index).getByRole('button', { name: /^Remove / })).toBeInViewport();
  }
  const list = bar.getByRole('list');
  expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await shot(page, 'comparison-1366');
});

test('on a phone the assistant button sits above the comparison bar, not on it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoApp(page, '/properties');
  await compareFirst(page, 2);
  const bar = (await page.getByRole('region', { name: 'Comparison' }).boundingBox())!;
  const launcher = page.getByRole('button', { name: /^AI Assistant/ });
  await expect(async () => {
    const button = (await launcher.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(bar.y);
  }).toPass();
  await shot(page, 'comparison-375');
});

test('a new agent signs up from the home page, is welcomed as new and told of the listing slots', async ({
  page,
}) => {
  await gotoApp(page, '/');
  await page.getByRole('link', { name: 'Sign up as an agent' }).click();
  await expect(page).toHaveURL(/\/register\?role=agent$/);
  await expect(page.getByRole('radio', { name: /^Agent/ })).toBeChecked();
  await page.getByLabel('First name').fill('Rae');
  await page.getByLabel('Last name').fill('Realtor');
  await page.getByLabel('Email').fill(uniqueEmail('agent-signup'));
  await page.getByLabel('Password', { exact: true }).fill('Nestwise!2026');
  await page.getByLabel('Confirm password').fill('Nestwise!2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Nestwise, Rae' })).toBeVisible();
  await expect(page.getByText('Agent account')).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await page.goto('/dashboard/add-property');
  await expect(page.getByText(/^0 of \d+ active listings used on your Free plan\.$/)).toBeVisible();
  await expect(page.getByLabel('Title')).toBeVisible();
});

test('the admin’s Settings and Reports open real pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.admin);
  await openUserMenu(page);
  await page.getByRole('list', { name: 'Account' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText(DEMO.admin)).toBeVisible();

  await openUserMenu(page);
  await page.getByRole('list', { name: 'Account' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/dashboard\/reports$/);
  for (const name of ['Listings added', 'Approval decisions', 'New accounts', 'Revenue']) {
    await expect(
      page.getByRole('region', { name }).locator('svg.recharts-surface').last(),
    ).toBeVisible();
  }
  // The demo listings were added over the last weeks: the chart's total is above zero.
  await expect(page.getByRole('region', { name: 'Listings added' })).toContainText(
    /[1-9]\d* in 12 weeks/,
  );
  await page.getByText('Monthly', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Listings added' })).toContainText('in 12 months');
  await shot(page, 'reports-1280');
});

test('an approved listing stays live for a price change; a new title warns first, then hides it with a banner', async ({
  page,
  request,
}) => {
  const agent = await apiSignIn(request, DEMO.agent);
  const admin = await apiSignIn(request, DEMO.admin);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const created = await request.post('/api/properties', {
    headers: bearer(agent.idToken),
    data: {
      title: 'Staff view cottage',
      description: 'A porch and a garden.',
      price: 420_000,
      propertyType: 'house',
      status: 'for-sale',
      location: { address: '12 Review Row', city: 'Austin', state: 'TX' },
      bedrooms: 3,
      bathrooms: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const decided = await request.post(`/api/properties/${id}/approval`, {
    headers: bearer(admin.idToken),
    data: { decision: 'approved' },
  });
  expect(decided.ok(), await decided.text()).toBe(true);

  await signIn(page, DEMO.agent);
  await page.goto(`/edit-property/${id}`);
  await expect(page.getByText(/This listing is approved and live\./)).toBeVisible();
  await page.getByLabel('Price').fill('399000');
  await expect(page.getByText(/Saving sends this listing back to review/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${id}$`));
  expect((await request.get(`/api/properties/${id}`)).status()).toBe(200);
  await expect(page.getByText('Not visible to the public yet.')).toHaveCount(0);

  await page.goto(`/edit-property/${id}`);
  await page.getByLabel('Title').fill('Staff view cottage, renamed');
  await expect(page.getByText('You changed the title.', { exact: false })).toBeVisible();
  await shot(page, 'edit-review-warning');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${id}$`));
  await expect(page.getByText('Not visible to the public yet.')).toBeVisible();
  await expect(page.getByText(/waiting for an administrator’s approval/)).toBeVisible();
  expect((await request.get(`/api/properties/${id}`)).status()).toBe(404);
  await shot(page, 'owner-banner');
});
