import { expect, test, type Page } from '@playwright/test';
import {
  apiSignIn,
  apiSignUp,
  DEMO,
  DEMO_PASSWORD,
  openUserMenu,
  readMailbox,
  signIn,
  uniqueEmail,
} from '../fixtures/accounts';

const SIDEBAR = {
  buyer: ['Dashboard', 'Profile', 'My Properties', 'Purchased', 'Saved Properties', 'Documents'],
  agent: ['Dashboard', 'Profile', 'My Listings', 'Property Status', 'Clients', 'Appointments'],
  admin: ['Dashboard', 'Profile', 'My Listings', 'Property Status', 'Property Management', 'Users'],
};

const USER_MENU = {
  buyer: [
    ['My Properties', '/dashboard/my-properties'],
    ['Saved Searches', '/dashboard/saved-searches'],
    ['Documents', '/dashboard/documents'],
  ],
  agent: [
    ['My Listings', '/dashboard/my-listings'],
    ['Clients', '/dashboard/clients'],
    ['Appointments', '/dashboard/appointments'],
  ],
  admin: [
    ['Users', '/dashboard/users'],
    ['Settings', '/dashboard/settings'],
    ['Reports', '/dashboard/reports'],
  ],
} as const;

async function expectRoleNavigation(page: Page, role: keyof typeof SIDEBAR) {
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar.getByRole('link')).toHaveText(SIDEBAR[role]);
  await openUserMenu(page);
  const menu = page.getByRole('list', { name: 'Account' });
  for (const [label, href] of USER_MENU[role]) {
    await expect(menu.getByRole('link', { name: label })).toHaveAttribute('href', href);
  }
  await expect(menu.getByRole('link')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function signOut(page: Page) {
  await openUserMenu(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('You are signed out.')).toBeVisible(); // a toast
  await openUserMenu(page);
  const menu = page.getByRole('list', { name: 'Account' });
  await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Create account' })).toBeVisible();
  await page.keyboard.press('Escape');
}

test.describe('authentication', () => {
  test('register, sign out, sign in: a new buyer sees the buyer navigation', async ({ page }) => {
    const email = uniqueEmail('new-buyer');
    await page.goto('/register');
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Park');
    await page.getByLabel('Email').fill(email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('abc');
    await expect(page.getByText('Password strength: Weak')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    await expect(
      page.getByText('Password must contain at least one uppercase letter'),
    ).toBeVisible();
    await password.fill('Abcdefg1');
    await expect(page.getByText('Password strength: Medium')).toBeVisible();
    await expect(
      page.getByText('Password must contain at least one special character'),
    ).toBeVisible();
    await password.fill('Harbour!View42');
    await expect(page.getByText('Password strength: Strong')).toBeVisible();
    await page.getByLabel('Confirm password').fill('Harbour!View42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // A new account is welcomed, not welcomed back (issue 17).
    await expect(page.getByRole('heading', { name: 'Welcome to Nestwise, Robin' })).toBeVisible();
    await expectRoleNavigation(page, 'buyer');

    await signOut(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Harbour!View42');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Robin' })).toBeVisible();
    await expectRoleNavigation(page, 'buyer');
  });

  test('registering an existing email says so', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Buyer');
    await page.getByLabel('Email').fill(DEMO.buyer);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'An account with this email already exists. Try signing in instead.',
    );
  });

  test('a wrong password is refused with a clear sentence', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.buyer);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  });

  for (const role of ['buyer', 'agent', 'admin'] as const) {
    test(`the ${role} demo account sees its sidebar and user menu`, async ({ page }) => {
      await signIn(page, DEMO[role]);
      await expectRoleNavigation(page, role);
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'Profile' })
        .click();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
        /Dashboard.*Profile/,
      );
    });
  }

  test('a deactivated user with an open page is sent to /account-deactivated at once', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('deactivated-live');
    const account = await apiSignUp(request, {
      email,
      password: 'Harbour!View42',
      firstName: 'Dana',
      lastName: 'Live',
    });
    const streamOpened = page.waitForResponse((r) =>
      r.url().includes('/api/notifications/stream?'),
    );
    await signIn(page, email, 'Harbour!View42');
    await streamOpened;
    const admin = await apiSignIn(request, DEMO.admin);
    const response = await request.patch(`/api/users/${account.localId}/status`, {
      headers: { Authorization: `Bearer ${admin.idToken}` },
      data: { status: 'Inactive' },
    });
    expect(response.ok()).toBe(true);

    // No reload: the page's live connection ends, and the page follows.
    await expect(page).toHaveURL(/\/account-deactivated$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('a deactivated user is signed out and sent to /account-deactivated', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('deactivated');
    const account = await apiSignUp(request, {
      email,
      password: 'Harbour!View42',
      firstName: 'Dana',
      lastName: 'Gone',
    });
    await signIn(page, email, 'Harbour!View42');
    // This test is about a page loaded after the deactivation. The signed-in page left open would
    // hear of it by itself (any of its requests, or its live connection: the test above) and sign
    // out before the reload, which then finds no session and lands on /login.
    await page.goto('about:blank');
    const admin = await apiSignIn(request, DEMO.admin);
    const response = await request.patch(`/api/users/${account.localId}/status`, {
      headers: { Authorization: `Bearer ${admin.idToken}` },
      data: { status: 'Inactive' },
    });
    expect(response.ok()).toBe(true);

    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(/\/account-deactivated$/);
    await expect(
      page.getByText(
        'Your account has been deactivated by an administrator. Please contact support for assistance.',
      ),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);

    // Signing in again is refused the same way.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Harbour!View42');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account-deactivated$/);
  });

  test('forgot password: the mailed link sets a new password', async ({ page, request }) => {
    const email = uniqueEmail('forgot');
    await apiSignUp(request, {
      email,
      password: 'Harbour!View42',
      firstName: 'Lee',
      lastName: 'Reset',
    });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/a password reset link is on its way/)).toBeVisible();

    const items = await readMailbox(request, email);
    const link = /https?:\/\/\S+\/forgot-password\?\S+/.exec(items[0]?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Lighthouse#2027');
    await page.getByLabel('Confirm new password').fill('Lighthouse#2027');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been reset.')).toBeVisible();

    // The link works once.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel('New password', { exact: true }).fill('Another#2028x');
    await page.getByLabel('Confirm new password').fill('Another#2028x');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This password reset link is invalid or has already been used.',
    );

    await signIn(page, email, 'Lighthouse#2027');
  });

  test('profile: names, password change messages, sign out and delete', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('profile');
    await apiSignUp(request, {
      email,
      password: 'Harbour!View42',
      firstName: 'Kim',
      lastName: 'Old',
    });
    await signIn(page, email, 'Harbour!View42');
    await page.goto('/dashboard/profile');

    await page.getByLabel('Last name').fill('New');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    await expect(page.getByText('Kim New · Buyer')).toBeVisible();

    await page.getByLabel('Current password').fill('wrong-password');
    await page.getByLabel('New password', { exact: true }).fill('Granite!Peak77');
    await page.getByLabel('Confirm new password').fill('Granite!Peak77');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();

    await page.getByLabel('Current password').fill('Harbour!View42');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page).toHaveURL('/');
    const gone = await request.post('/identity/v1/accounts:signInWithPassword', {
      data: { email, password: 'Granite!Peak77' },
    });
    expect(gone.status()).toBe(400);
  });
});

test('a reload right after signing in keeps the session, every time', async ({ page }) => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.goto('/login');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByLabel('Email').fill(DEMO.buyer);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The moment the address changes, before anything else has had a turn.
    await page.waitForURL(/\/dashboard/, { waitUntil: 'commit' });
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  }
});
