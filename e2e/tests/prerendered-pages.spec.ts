import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../fixtures/accounts';

const PAGES = [
  { path: '/', heading: 'Find, price and close on your next home with AI at your side' },
  { path: '/properties', heading: 'Properties' },
  { path: '/login', heading: 'Sign in' },
  { path: '/register', heading: 'Create account' },
  { path: '/about', heading: 'About Nestwise' },
];

test.describe('pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path} arrives as HTML with its content and navigation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('status', { name: /Loading page/ })).toHaveCount(0);
    });
  }

  test('the static copy of a form stays disabled until the app takes it over', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });
});

test('a pre-rendered page turns into the app without ever showing the loading spinner', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { spinnerSeen: string[] }).spinnerSeen = seen;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Loading page')) seen.push(location.pathname);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  // The app took over: the search box drives the client-side router.
  await page.getByRole('link', { name: 'Properties', exact: true }).first().click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { spinnerSeen: string[] }).spinnerSeen,
  );
  expect(seen.filter((path) => path === '/')).toEqual([]);
  expect(errors).toEqual([]);
});

test('a signed-in visitor gets its own navigation on a pre-rendered page', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Nestwise' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^User menu/ }),
  ).toBeVisible();
});
