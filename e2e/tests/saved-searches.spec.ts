import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  apiSignIn,
  apiSignUp,
  openUserMenu,
  readMailbox,
  uniqueEmail,
} from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';

/**
 * Issue 17, saved searches with alerts: a buyer saves a search on /properties (signing in on the
 * way), an agent lists a matching home, the admin approves it, and the buyer finds the alert in
 * the bell and in the mailbox, then edits and deletes the search under Saved Searches.
 */

const auth = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });
const SHOTS = process.env.SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function listHome(request: APIRequestContext, city: string, title: string) {
  const agent = await apiSignIn(request, DEMO.agent);
  const created = await request.post('/api/properties', {
    headers: auth(agent.idToken),
    data: {
      title,
      price: 540000,
      propertyType: 'house',
      status: 'for-sale',
      location: { address: '3 Alert Lane', city, state: 'TX' },
      bedrooms: 4,
      bathrooms: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const admin = await apiSignIn(request, DEMO.admin);
  const approved = await request.post(`/api/properties/${id}/approval`, {
    headers: auth(admin.idToken),
    data: { decision: 'approved' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return id;
}

const bell = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Notifications/ });

test('a buyer saves a search, gets the alert and the mail, then edits and deletes it', async ({
  page,
  request,
}) => {
  const city = `Alertham${Date.now() % 1_000_000}`;
  const email = uniqueEmail('saved-search-buyer');
  await apiSignUp(request, { email, password: DEMO_PASSWORD, firstName: 'Sam', lastName: 'Saver' });

  // Signed out, "Save search" asks for a sign-in and comes back with the dialog open.
  await page.goto(`/properties?city=${city}&minBedrooms=3&maxPrice=600000`);
  await page.locator('html[data-app="started"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/properties\\?city=${city}&minBedrooms=3&maxPrice=600000$`),
  );

  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog).toContainText(`${city} · 3+ bd · under $600K`);
  const name = dialog.getByLabel('Name');
  await expect(name).toHaveValue(`${city} · 3+ bd · under $600K`);
  await shot(page, 'save-dialog-desktop-dark');
  await name.fill(`${city} family homes`);
  await dialog.getByLabel('Email alerts').selectOption('instant');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Saved “${city} family homes”`)).toBeVisible();

  // The agent lists a matching home and the admin approves it: the bell says so at once.
  const title = `Alert home ${city}`;
  const listingId = await listHome(request, city, title);
  await expect(bell(page)).toHaveAccessibleName(/Notifications, \d+ unread/);
  await bell(page).click();
  const alert = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('region', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: `New listing for “${city} family homes”` });
  await expect(alert).toContainText(`“${title}”: new listing at $540,000`);
  await bell(page).click();

  // …and the mail is in the dev mailbox, with the listing and an unsubscribe link.
  await expect
    .poll(async () => (await readMailbox(request, email)).map((mail) => mail.subject))
    .toContain(`New listing for your search “${city} family homes”`);
  const [mail] = await readMailbox(request, email);
  expect(mail!.text).toContain(`/properties/${listingId}`);
  expect(mail!.text).toMatch(
    /Turn off alerts for this search: \S+\/unsubscribe\/saved-search\?token=/,
  );

  // Saved Searches, from the user menu: open, edit, delete.
  await openUserMenu(page);
  await page
    .getByRole('list', { name: 'Account' })
    .getByRole('link', { name: 'Saved Searches' })
    .click();
  await expect(page).toHaveURL('/dashboard/saved-searches');
  const row = page
    .getByRole('list', { name: 'Saved searches' })
    .getByRole('listitem')
    .filter({ hasText: `${city} family homes` });
  await expect(row).toContainText(`${city} · 3+ bd · under $600K`);
  await expect(row).toContainText('Instant alerts');
  await shot(page, 'saved-searches-desktop-dark');
  await expectNoViolations(page, 'Saved Searches');

  await row.getByRole('button', { name: `Edit ${city} family homes` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit saved search' });
  await edit.getByLabel('Name').fill(`${city} weekly look`);
  await edit.getByLabel('Email alerts').selectOption('daily');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  const edited = page.getByRole('listitem').filter({ hasText: `${city} weekly look` });
  await expect(edited).toContainText('Daily digest');

  await edited.getByRole('link', { name: `Open ${city} weekly look` }).click();
  await expect(page).toHaveURL(`/properties?city=${city}&maxPrice=600000&minBedrooms=3`);
  await expect(page.getByRole('list', { name: 'Properties' })).toContainText(title);
  await page.goBack();

  await page.getByRole('button', { name: `Delete ${city} weekly look` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this saved search?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You have no saved searches.')).toBeVisible();
});

test('the unsubscribe link turns a search’s alerts off without signing in', async ({
  page,
  request,
}) => {
  const city = `Unsubville${Date.now() % 1_000_000}`;
  const email = uniqueEmail('unsubscribe-buyer');
  await apiSignUp(request, { email, password: DEMO_PASSWORD, firstName: 'Uma', lastName: 'Unsub' });
  const buyer = await apiSignIn(request, email);
  const saved = await request.post('/api/me/saved-searches', {
    headers: auth(buyer.idToken),
    data: { name: 'Quiet streets', filters: { city } },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await listHome(request, city, `Unsub home ${city}`);
  await expect.poll(async () => (await readMailbox(request, email)).length).toBe(1);
  const [mail] = await readMailbox(request, email);
  const link = /https?:\/\/\S+\/unsubscribe\/saved-search\?token=\S+/.exec(mail!.text)![0];

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('status')).toContainText(
    `Alerts are off for “Quiet streets” (${city})`,
  );
  await shot(page, 'unsubscribe-desktop-dark');
  const list = await request.get('/api/me/saved-searches', { headers: auth(buyer.idToken) });
  expect(((await list.json()) as { items: Array<{ alertsEnabled: boolean }> }).items).toEqual([
    expect.objectContaining({ alertsEnabled: false }),
  ]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`Saved Searches and the save dialog fit a phone, ${theme}`, async ({ page, request }) => {
    const email = uniqueEmail(`saved-search-${theme}`);
    await apiSignUp(request, {
      email,
      password: DEMO_PASSWORD,
      firstName: 'Pat',
      lastName: 'Phone',
    });
    const buyer = await apiSignIn(request, email);
    for (const filters of [
      { city: 'Austin', minBedrooms: 3, maxPrice: 600000 },
      { mode: 'rent', city: 'Denver', propertyType: 'apartment', maxPrice: 2500 },
    ]) {
      const saved = await request.post('/api/me/saved-searches', {
        headers: auth(buyer.idToken),
        data: { filters, frequency: filters.mode ? 'daily' : 'instant' },
      });
      expect(saved.status(), await saved.text()).toBe(201);
    }
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/dashboard/saved-searches');
    await expect(
      page.getByRole('list', { name: 'Saved searches' }).getByRole('listitem'),
    ).toHaveCount(2);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await shot(page, `saved-searches-mobile-${theme}`);
    await expectNoViolations(page, `Saved Searches (${theme})`);

    await page.goto('/properties?city=Austin&minBedrooms=2');
    await page.locator('html[data-app="started"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Austin · 2+ bd');
    await shot(page, `save-dialog-mobile-${theme}`);
    await expectNoViolations(page, `Save search dialog (${theme})`);
  });
}
