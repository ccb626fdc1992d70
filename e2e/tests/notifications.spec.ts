import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, apiSignIn, signIn } from '../fixtures/accounts';

/**
 * Issue 9: the agent keeps a page open; the admin decides the agent's new listings through the API;
 * the bell and the dropdown show the decisions without a reload; read and remove stick.
 */

const auth = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });

async function createListing(request: APIRequestContext, idToken: string, title: string) {
  const response = await request.post('/api/properties', {
    headers: auth(idToken),
    data: {
      title,
      price: 385000,
      propertyType: 'house',
      status: 'for-sale',
      location: { address: '7 Notice Way', city: 'Austin', state: 'TX' },
      bedrooms: 3,
      bathrooms: 2,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function decide(
  request: APIRequestContext,
  idToken: string,
  id: string,
  decision: 'approved' | 'rejected',
  reason?: string,
) {
  const response = await request.post(`/api/properties/${id}/approval`, {
    headers: auth(idToken),
    data: { decision, reason },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function unreadCount(request: APIRequestContext, idToken: string) {
  const response = await request.get('/api/notifications?limit=1', { headers: auth(idToken) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { unreadCount: number }).unreadCount;
}

const bell = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('region', { name: 'Notifications' });
const item = (page: Page, text: string) =>
  panel(page).getByRole('listitem').filter({ hasText: text });

test('an agent sees approval and rejection arrive, marks read and removes; both persist', async ({
  page,
  request,
}) => {
  const suffix = `${Date.now()}`;
  const approvedTitle = `Notice approved ${suffix}`;
  const rejectedTitle = `Notice rejected ${suffix}`;
  const agent = await apiSignIn(request, DEMO.agent);
  const admin = await apiSignIn(request, DEMO.admin);
  const approvedId = await createListing(request, agent.idToken, approvedTitle);
  const rejectedId = await createListing(request, agent.idToken, rejectedTitle);
  const before = await unreadCount(request, agent.idToken);

  await signIn(page, DEMO.agent);
  await expect(bell(page)).toHaveAccessibleName(
    before ? `Notifications, ${before} unread` : 'Notifications',
  );
  await bell(page).click();
  await expect(item(page, approvedTitle)).toHaveCount(0);

  await decide(request, admin.idToken, approvedId, 'approved');
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  const approval = item(page, approvedTitle);
  await expect(approval).toContainText('Listing approved (unread)');
  await expect(approval).toContainText(`"${approvedTitle}" was approved`);
  await expect(approval).toContainText('just now');
  // Newest first.
  await expect(panel(page).getByRole('listitem').first()).toContainText(approvedTitle);

  await decide(request, admin.idToken, rejectedId, 'rejected', 'Photos are missing');
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before + 2} unread`);
  const rejection = item(page, rejectedTitle);
  await expect(rejection).toContainText(`"${rejectedTitle}" was rejected: Photos are missing`);
  await expect(panel(page).getByRole('listitem').first()).toContainText(rejectedTitle);

  // Opening the rejection marks it read and leads to the listing status page.
  await rejection.getByRole('link', { name: /^Listing rejected/ }).click();
  await expect(page).toHaveURL('/dashboard/property-status');
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before + 1} unread`);

  await bell(page).click();
  await item(page, approvedTitle)
    .getByRole('button', { name: 'Remove notification: Listing approved' })
    .click();
  await expect(item(page, approvedTitle)).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName(
    before ? `Notifications, ${before} unread` : 'Notifications',
  );

  await page.reload();
  await expect(bell(page)).toHaveAccessibleName(
    before ? `Notifications, ${before} unread` : 'Notifications',
  );
  await bell(page).click();
  await expect(item(page, rejectedTitle)).toBeVisible();
  await expect(item(page, rejectedTitle)).not.toContainText('(unread)');
  await expect(item(page, approvedTitle)).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the dropdown with notifications passes axe and fits a phone, ${theme}`, async ({
    page,
    request,
  }) => {
    const title = `Notice axe ${theme} ${Date.now()}`;
    const agent = await apiSignIn(request, DEMO.agent);
    const admin = await apiSignIn(request, DEMO.admin);
    const id = await createListing(request, agent.idToken, title);
    await decide(request, admin.idToken, id, 'rejected', 'Needs a floor plan');
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, DEMO.agent);
    await bell(page).click();
    await expect(item(page, title)).toContainText('Needs a floor plan');
    const box = (await panel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    const results = await new AxeBuilder({ page })
      .include('nav[aria-label="Main"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
