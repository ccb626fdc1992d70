import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiSignIn, DEMO, signIn } from '../fixtures/accounts';
import { gotoApp } from '../fixtures/app';

/**
 * Messages (issue #28): a buyer writes to a listing's agent from its page, the agent answers in
 * Messages, and the buyer sees the reply, with the unread badge beside the bell, without a reload.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A listing of its own address: the inbox names a conversation's listing by its address. */
async function approvedListing(request: APIRequestContext, title: string, address: string) {
  const agent = await apiSignIn(request, DEMO.agent);
  const admin = await apiSignIn(request, DEMO.admin);
  const created = await request.post('/api/properties', {
    headers: bearer(agent.idToken),
    data: {
      title,
      price: 410_000,
      propertyType: 'house',
      status: 'for-sale',
      location: { address, city: 'Austin', state: 'TX' },
      bedrooms: 3,
      bathrooms: 2,
      images: [{ url: '/demo-media/photo-colonial-01.webp' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const approved = await request.post(`/api/properties/${id}/approval`, {
    headers: bearer(admin.idToken),
    data: { decision: 'approved' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return {
    id,
    remove: () => request.delete(`/api/properties/${id}`, { headers: bearer(agent.idToken) }),
  };
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

const messagesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
const bell = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Notifications/ });
/** The bell's unread count, as its name says it. */
async function bellCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

test('a buyer messages an agent, the agent replies, and the buyer sees the reply and the unread badge', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const title = `Letter Lane house ${stamp}`;
  const address = `${stamp} Letter Lane`;
  const listing = await approvedListing(request, title, address);
  const buyer = await signedInPage(browser, DEMO.buyer);
  const agent = await signedInPage(browser, DEMO.agent);
  try {
    // The buyer writes from the listing's page and follows the link to the conversation.
    await gotoApp(buyer, `/properties/${listing.id}`);
    await buyer.getByRole('button', { name: 'Contact agent' }).click();
    const form = buyer.getByRole('form', { name: 'Contact agent' });
    await form.getByLabel('Message').fill('Is the roof new?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(buyer.getByRole('status').filter({ hasText: 'Message sent to' })).toBeVisible();
    await buyer.getByRole('link', { name: 'View conversation' }).click();
    await expect(buyer).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
    const conversationUrl = buyer.url();
    const buyerThread = buyer.getByRole('list', { name: 'Messages' });
    await expect(buyerThread).toContainText('You wrote: Is the roof new?');
    // The buyer waits elsewhere in the dashboard.
    await buyer
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(messagesLink(buyer)).toHaveAccessibleName('Messages');

    // The agent sees it unread, opens it (which reads it) and replies.
    await gotoApp(agent, '/dashboard');
    await expect(messagesLink(agent)).toHaveAccessibleName(/^Messages, \d+ unread$/);
    await messagesLink(agent).click();
    const conversation = agent
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link')
      .filter({ hasText: address });
    await expect(conversation).toContainText('1 unread');
    // The inbox shows the listing as portals do: its cover photo, price and address.
    await expect(conversation).toContainText(`$410,000 · ${address}, Austin, TX`);
    await expect(conversation.locator('img')).toHaveAttribute(
      'src',
      '/demo-media/photo-colonial-01.webp?w=400',
    );
    await expect(bell(agent)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
    const bellBefore = await bellCount(agent);
    await conversation.click();
    await expect(agent.getByRole('list', { name: 'Messages' })).toContainText('Is the roof new?');
    await expect(conversation).not.toContainText('unread');
    // Reading the conversation read its "New message" notification: the bell counts one less.
    const bellAfter = bellBefore - 1;
    await expect(bell(agent)).toHaveAccessibleName(
      bellAfter ? `Notifications, ${bellAfter} unread` : 'Notifications',
    );
    await agent.getByLabel(/^Message /).fill('Yes, it was replaced in 2024.');
    await agent.getByRole('button', { name: 'Send' }).click();
    await expect(agent.getByRole('list', { name: 'Messages' })).toContainText(
      'You wrote: Yes, it was replaced in 2024.',
    );

    // The buyer's top bar counts the reply without a reload, and the bell tells who replied.
    await expect(messagesLink(buyer)).toHaveAccessibleName('Messages, 1 unread');
    const nav = buyer.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /^Notifications/ }).click();
    await expect(
      nav
        .getByRole('region', { name: 'Notifications' })
        .getByRole('listitem')
        .filter({
          hasText: `replied about ${title}`,
        }),
    ).toBeVisible();
    await buyer.keyboard.press('Escape');

    await messagesLink(buyer).click();
    const mine = buyer
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link')
      .filter({ hasText: address });
    await expect(mine).toContainText('1 unread');
    await mine.click();
    await expect(buyer).toHaveURL(conversationUrl);
    await expect(buyerThread).toContainText('wrote: Yes, it was replaced in 2024.');
    await expect(messagesLink(buyer)).toHaveAccessibleName('Messages');
    await expect(mine).not.toContainText('unread');
  } finally {
    await listing.remove();
    await buyer.context().close();
    await agent.context().close();
  }
});

test("a tour's request and the agent's answer show in the conversation of both sides", async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const title = `Tour Lane house ${stamp}`;
  const address = `${stamp} Tour Lane`;
  const listing = await approvedListing(request, title, address);
  const buyer = await signedInPage(browser, DEMO.buyer);
  const agent = await signedInPage(browser, DEMO.agent);
  try {
    await gotoApp(buyer, `/properties/${listing.id}`);
    await buyer.getByRole('button', { name: 'Request a tour' }).click();
    const form = buyer.getByRole('form', { name: 'Request a tour' });
    await form.getByLabel('Preferred time').fill('15:30');
    await form.getByLabel('Message (optional)').fill('Could we see the garden too?');
    await form.getByRole('button', { name: 'Send tour request' }).click();
    await expect(buyer.getByRole('status').filter({ hasText: 'Tour requested.' })).toBeVisible();

    // The request alone opened the conversation; the buyer waits in it.
    await gotoApp(buyer, '/dashboard/messages');
    const mine = buyer
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link')
      .filter({ hasText: address });
    await expect(mine).toContainText('Tour requested: ');
    await mine.click();
    const buyerThread = buyer.getByRole('list', { name: 'Messages' });
    await expect(buyerThread).toContainText('You requested a tour on');
    await expect(buyerThread).toContainText('“Could we see the garden too?”');

    await gotoApp(agent, '/dashboard/appointments');
    const asked = agent
      .getByRole('list', { name: 'Tour requests' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await asked.getByRole('button', { name: 'Confirm' }).click();
    await expect(asked.getByText('Confirmed')).toBeVisible();

    // The answer joins the buyer's open thread without a reload, after the request.
    const answer = buyerThread.getByRole('listitem').filter({ hasText: 'confirmed the tour on' });
    await expect(answer).toBeVisible();
    await expect(buyerThread.getByRole('listitem').last()).toContainText('confirmed the tour on');

    // The agent's side of the same story.
    await gotoApp(agent, '/dashboard/messages');
    await agent
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link')
      .filter({ hasText: address })
      .filter({ hasText: 'Tour confirmed: ' })
      .click();
    const agentThread = agent.getByRole('list', { name: 'Messages' });
    await expect(agentThread).toContainText('requested a tour on');
    await expect(agentThread.getByRole('listitem').last()).toContainText(
      'You confirmed the tour on',
    );
  } finally {
    await listing.remove();
    await buyer.context().close();
    await agent.context().close();
  }
});
