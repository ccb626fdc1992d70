import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignIn, DEMO, DEMO_PASSWORD, openUserMenu, signIn } from '../fixtures/accounts';
import { gotoApp } from '../fixtures/app';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A public for-sale listing of the demo agent whose price was cut once, made through the API. */
async function listingWithPriceCut(request: APIRequestContext, title: string) {
  const agent = await apiSignIn(request, DEMO.agent);
  const admin = await apiSignIn(request, DEMO.admin);
  const created = await request.post('/api/properties', {
    headers: bearer(agent.idToken),
    data: {
      title,
      description: 'A listing the buyer journey creates and deletes.',
      price: 500_000,
      propertyType: 'house',
      status: 'for-sale',
      location: { address: '9 Buyer Way', city: 'Sacramento', state: 'CA', zip: '95814' },
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1400,
      images: [{ url: '/demo-media/house-2.svg' }, { url: '/demo-media/house-3.svg' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const approved = await request.post(`/api/properties/${id}/approval`, {
    headers: bearer(admin.idToken),
    data: { decision: 'approved' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const cut = await request.patch(`/api/properties/${id}`, {
    headers: bearer(agent.idToken),
    data: { price: 480_000 },
  });
  expect(cut.ok(), await cut.text()).toBe(true);
  return {
    id,
    remove: () => request.delete(`/api/properties/${id}`, { headers: bearer(agent.idToken) }),
  };
}

test('a buyer sees the payment and history on a listing, the tour request reaches the agent, and the answer the buyer', async ({
  page,
  request,
}) => {
  const title = `Buyer journey cottage ${Date.now()}`;
  const listing = await listingWithPriceCut(request, title);
  try {
    await gotoApp(page, `/properties/${listing.id}`);
    // The estimate and its range beside the price, from the bundled Sacramento sales.
    const estimate = page.getByTestId('listing-estimate');
    await expect(estimate).toContainText(/Nestwise Estimate \$[\d,]+ \(\$\d+k–\$\d+k\)/);
    await expect(estimate.getByRole('link', { name: /See the full valuation/ })).toHaveAttribute(
      'href',
      new RegExp(`valuation.*propertyId=${listing.id}`),
    );
    const payment = page.getByRole('region', { name: 'Monthly payment estimate' });
    await payment.scrollIntoViewIfNeeded();
    const amount = payment.getByTestId('monthly-payment');
    // $384,000 at 6.5 % over 30 years ($2,427); half down: $240,000 ($1,517) + tax $440 + insurance $140.
    await expect(amount).toContainText('$3,007');
    await payment.getByRole('spinbutton', { name: 'Down payment (%)' }).fill('50');
    await expect(amount).toContainText('$2,097');

    const history = page.getByRole('region', { name: 'Price and status history' });
    await history.scrollIntoViewIfNeeded();
    await expect(history.getByTestId('days-on-market')).toContainText('0 days on Nestwise');
    await expect(history).toContainText('Price cut: $500,000 → $480,000 (-4.0 %)');
    await expect(history).toContainText('Listed (For Sale)');

    // The photos full screen: arrows, zoom, Escape.
    await page.getByRole('button', { name: 'View full screen' }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByAltText(`${title}, photo 1 of 2`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByAltText(`${title}, photo 2 of 2`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(viewer.getByTestId('photo-viewer-stage')).toHaveAttribute('data-zoom', '2');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // Signed out, a tour request asks for a sign-in first.
    await page.getByRole('button', { name: 'Request a tour' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(DEMO.buyer);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Back on the listing after signing in.
    await expect(page).toHaveURL(new RegExp(`/properties/${listing.id}$`));
    await page.getByRole('button', { name: 'Request a tour' }).click();
    const form = page.getByRole('form', { name: 'Request a tour' });
    await form.getByLabel('Preferred time').fill('15:30');
    await form.getByLabel('Message (optional)').fill('Could we see the garden too?');
    await form.getByRole('button', { name: 'Send tour request' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tour requested.' })).toBeVisible();

    await openUserMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    await signIn(page, DEMO.agent);
    await gotoApp(page, '/dashboard/appointments');
    const request_ = page
      .getByRole('list', { name: 'Tour requests' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(request_).toContainText('Could we see the garden too?');
    await expect(request_).toContainText(DEMO.buyer);
    await request_.getByRole('button', { name: 'Confirm' }).click();
    await expect(request_.getByText('Confirmed')).toBeVisible();

    // The buyer hears the answer: a notification that links back to the listing.
    await openUserMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    // Signed out first: /login still signed in as the agent would send the page to the dashboard.
    await expect(page).toHaveURL('/');
    await signIn(page, DEMO.buyer);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /^Notifications/ }).click();
    const answer = nav
      .getByRole('region', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: `Tour confirmed: ${title}` });
    await expect(answer).toContainText('is confirmed');
  } finally {
    await listing.remove();
  }
});
