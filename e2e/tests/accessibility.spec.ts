import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';

const PUBLIC_PAGES = [
  '/',
  '/properties',
  '/properties/some-id',
  '/shared/property/some-token',
  '/ai-tools?tab=valuation',
  '/digital-twin',
  '/digital-twin/some-id',
  '/subscription',
  '/payment-confirmation',
  '/payment-success',
  '/service-agreement',
  '/careers',
  '/contact',
  '/about',
  '/terms',
  '/privacy',
  '/login',
  '/register',
  '/forgot-password',
  '/forgot-password?mode=resetPassword&oobCode=example',
  '/account-deactivated',
  '/no-such-page',
];

const SIGNED_IN_PAGES: Array<[keyof typeof DEMO, string[]]> = [
  [
    'buyer',
    [
      '/dashboard',
      '/dashboard/profile',
      '/dashboard/my-properties',
      '/dashboard/my-properties/purchased',
      '/dashboard/saved-properties',
      '/dashboard/documents',
      '/dashboard/ai-tools?tab=roi',
      '/dashboard/digital-twin',
      '/dashboard/digital-twin/some-id',
      '/subscription',
      '/payment-confirmation?plan=buyer-pro&interval=monthly',
    ],
  ],
  [
    'agent',
    [
      '/dashboard',
      '/dashboard/clients',
      '/dashboard/appointments',
      '/dashboard/add-property',
      '/dashboard/my-listings',
      '/dashboard/property-status',
    ],
  ],
  [
    'admin',
    [
      '/dashboard',
      '/dashboard/users',
      '/dashboard/property-management',
      '/dashboard/market-data',
      '/dashboard/settings',
      '/dashboard/reports',
      '/dashboard/my-listings',
      '/dashboard/property-status',
      '/add-property',
      '/edit-property/some-id',
    ],
  ],
];

async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    test('public pages', async ({ page }) => {
      test.setTimeout(180_000);
      for (const path of PUBLIC_PAGES) {
        await settle(page, path);
        await expectNoViolations(page, `${path} (${theme})`);
      }
    });

    test('open menus and the mobile layout', async ({ page }) => {
      await settle(page, '/');
      await page.getByRole('button', { name: 'AI Toolbox' }).click();
      await expectNoViolations(page, `AI Toolbox (${theme})`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /Notifications/ }).click();
      await expectNoViolations(page, `notifications (${theme})`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'User menu' }).click();
      await expectNoViolations(page, `user menu (${theme})`);
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expectNoViolations(page, `mobile menu (${theme})`);
    });

    for (const [role, paths] of SIGNED_IN_PAGES) {
      test(`${role} pages`, async ({ page }) => {
        test.setTimeout(120_000);
        await signIn(page, DEMO[role]);
        for (const path of paths) {
          await settle(page, path);
          await expectNoViolations(page, `${path} as ${role} (${theme})`);
        }
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: /^User menu/ })
          .click();
        await expectNoViolations(page, `signed-in user menu (${theme})`);
      });
    }
  });
}
