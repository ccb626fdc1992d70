import { DROPDOWN_CLOSE_DELAY_MS } from '@nestwise/shared';
import { expect, test } from '@playwright/test';
import { DEMO, readMailbox, signIn } from '../fixtures/accounts';
import { gotoApp } from '../fixtures/app';

test.describe('shell and navigation', () => {
  test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown path under /dashboard redirects to /dashboard', async ({ page }) => {
    await signIn(page, DEMO.buyer);
    const response = await page.goto('/dashboard/no-such-page');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    // The user menu's Saved Searches link is a page of its own, not such a redirect.
    await page.goto('/dashboard/saved-searches');
    await expect(page).toHaveURL(/\/dashboard\/saved-searches$/);
    await expect(page.getByRole('heading', { name: 'Saved Searches', level: 1 })).toBeVisible();
  });

  test('the guard sends a signed-out visitor to /login and back to where they were going', async ({
    page,
  }) => {
    await page.goto('/dashboard/documents');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(DEMO.buyer);
    await page.getByLabel('Password').fill('Nestwise!2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/documents$/);
    await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
    await expect(page.getByText('This page is currently under development.')).toBeVisible();
  });

  test('a page the role may not open sends the user to /dashboard', async ({ page }) => {
    await signIn(page, DEMO.buyer);
    await page.goto('/dashboard/users');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/add-property');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the theme choice persists across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html).not.toHaveClass(/dark/);
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await page.goto('/login');
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.reload();
    await expect(html).toHaveClass(/dark/);
  });

  test('without a choice the theme is dark (DEFAULT_THEME), though the browser reports light as it does when the device states nothing', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('Settings → Appearance → System follows the device’s light or dark setting', async ({
    page,
  }) => {
    await signIn(page, DEMO.buyer);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/dashboard/settings');
    const html = page.locator('html');
    await expect(html).toHaveClass(/dark/);
    await page.getByText('System', { exact: true }).click();
    await expect(html).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
  });

  test('the AI Toolbox lists the six tools and closes after the pointer leaves', async ({
    page,
  }) => {
    // The close delay is read on the page's own clock, so a loaded machine cannot stretch it.
    await page.clock.install();
    // Hovering the server's copy of the button opens nothing: wait for the app's.
    await gotoApp(page, '/');
    const toolbox = page.getByRole('button', { name: 'AI Toolbox' });
    await toolbox.hover();
    const tools = page.getByRole('list', { name: 'AI tools' });
    await expect(tools.getByRole('link')).toHaveText([
      /Property Valuation/,
      /Property Intelligence/,
      /Deal Structuring/,
      /Contract Parser/,
      /ROI Simulator/,
      /Compliance Checker/,
    ]);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.mouse.move(640, 600);
    await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS / 2);
    await expect(tools).toBeVisible(); // still open inside the close delay
    await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS / 2 + 50);
    await expect(tools).toBeHidden();
    await page.clock.resume();
    await toolbox.click();
    // the click keeps the menu its hover opened; the home page lists the tools too, so the
    // menu's own link is the one clicked
    await expect(tools).toBeVisible();
    await tools.getByRole('link', { name: /ROI Simulator/ }).click();
    await expect(page).toHaveURL('/ai-tools?tab=roi');
    await expect(page.getByRole('heading', { name: 'ROI Simulator' })).toBeVisible();
  });

  test('signed out, the notifications dropdown asks the visitor to sign in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sign in', exact: true })
      .click();
    await expect(page).toHaveURL('/login');
  });

  test('the page scrolls to the top on navigation', async ({ page }) => {
    await page.goto('/terms');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('under 768 px a menu button opens the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Properties' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Properties' }).click();
    await expect(page).toHaveURL('/properties');
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('the dashboard sidebar is collapsible under 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, DEMO.buyer);
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Dashboard menu' }).click();
    await sidebar.getByRole('link', { name: 'Saved Properties' }).click();
    await expect(page).toHaveURL(/saved-properties/);
    await expect(sidebar).toBeHidden();
  });

  test('the home search opens /properties with the filters', async ({ page }) => {
    await page.goto('/');
    await page.getByText('Rent', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Location' }).fill('Austin');
    await page.getByLabel('Property type').selectOption('apartment');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/properties?mode=rent&location=Austin&propertyType=apartment');
  });

  test('the contact form delivers the message to support', async ({ page, request }) => {
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Jordan Lee');
    await page.getByLabel('Email').fill('jordan@example.test');
    await page.getByLabel('Topic').selectOption('buying');
    await page
      .getByLabel('Message')
      .fill('Do you list homes in Boulder? I would like to buy there.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(/Your message has reached our team/)).toBeVisible();
    const items = await readMailbox(request, 'support@nestwise.dev');
    expect(items[0]?.text).toContain('Do you list homes in Boulder?');
  });
});
