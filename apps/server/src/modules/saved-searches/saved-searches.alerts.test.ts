import type { TNotification } from '@nestwise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDevMailbox } from '../../../test/dev-mailbox';
import {
  createTestApp,
  createTestAppWithUsers,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import {
  createApprovedListing,
  createListing,
  decide,
} from '../properties/properties.test-support';
import { listNotifications } from '../notifications/notifications.test-support';
import { savedSearch } from './saved-searches.test-support';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

describe('saved-search alerts', () => {
  let t: TestApp, agent: TestUser, admin: TestUser, buyer: TestUser;
  beforeAll(async () => ({ t, agent, admin, buyer } = await createTestAppWithUsers()));
  afterAll(() => t.close());

  const alertsOf = async (user: TestUser): Promise<TNotification[]> =>
    (await listNotifications(t.app, user)).items.filter(
      (item) => item.kind === 'saved-search-match',
    );
  const mailsTo = async (user: TestUser): Promise<Mail[]> => {
    await t.app.savedSearches.delivery.idle();
    const response = await readDevMailbox(t.app, `?to=${encodeURIComponent(user.email)}`);
    return response.json<{ items: Mail[] }>().items;
  };
  const inCity = (city: string, overrides: Record<string, unknown> = {}) => ({
    location: { address: '1 Main St', city, state: 'TX', zip: '78701', neighborhood: 'Center' },
    ...overrides,
  });
  const patch = (id: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${id}`,
      headers: agent.headers,
      payload,
    });

  it('an approved matching listing: an in-app alert and a mail with an unsubscribe link', async () => {
    const search = await savedSearch(t.app, buyer, {
      name: 'Approvia homes',
      filters: { city: 'Approvia', minBedrooms: 3, maxPrice: 600_000 },
    });
    const listing = await createListing(
      t.app,
      agent,
      inCity('Approvia', { title: 'Oak bungalow' }),
    );
    // The agent's create is not public yet: nothing.
    expect(await alertsOf(buyer)).toEqual([]);
    expect(await mailsTo(buyer)).toEqual([]);

    await decide(t.app, admin, listing.id, 'approved');
    const [alert, ...more] = await alertsOf(buyer);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      title: 'New listing for “Approvia homes”',
      body: '“Oak bungalow”: new listing at $450,000.',
      data: { propertyId: listing.id, savedSearchId: search.id, href: `/properties/${listing.id}` },
    });
    const [mail, ...otherMails] = await mailsTo(buyer);
    expect(otherMails).toEqual([]);
    expect(mail!.subject).toBe('New listing for your search “Approvia homes”');
    expect(mail!.text).toContain(`http://localhost:3000/properties/${listing.id}`);
    expect(mail!.text).toContain(
      'http://localhost:3000/properties?city=Approvia&maxPrice=600000&minBedrooms=3',
    );
    expect(mail!.text).toMatch(
      /Turn off alerts for this search: http:\/\/localhost:3000\/unsubscribe\/saved-search\?token=\S+/,
    );
    expect(mail!.html).toContain('Oak bungalow');

    // Approving again, or re-approving after a review, announces it once.
    await decide(t.app, admin, listing.id, 'approved');
    expect((await patch(listing.id, { title: 'Oak bungalow, renovated' })).json().approval).toBe(
      'pending',
    );
    await decide(t.app, admin, listing.id, 'approved');
    expect(await alertsOf(buyer)).toHaveLength(1);
    expect(await mailsTo(buyer)).toHaveLength(1);
  });

  it('non-matching, rejected and pending listings alert nobody', async () => {
    await savedSearch(t.app, buyer, { filters: { city: 'Quietville', maxPrice: 500_000 } });
    const tooDear = await createListing(t.app, agent, inCity('Quietville', { price: 700_000 }));
    await decide(t.app, admin, tooDear.id, 'approved');
    const elsewhere = await createListing(t.app, agent, inCity('Loudtown'));
    await decide(t.app, admin, elsewhere.id, 'approved');
    const forRent = await createListing(
      t.app,
      agent,
      inCity('Quietville', { status: 'for-rent', price: 2000 }),
    );
    await decide(t.app, admin, forRent.id, 'approved');
    const rejected = await createListing(t.app, agent, inCity('Quietville'));
    await decide(t.app, admin, rejected.id, 'rejected', 'Blurry photos');
    await createListing(t.app, agent, inCity('Quietville'));

    expect((await alertsOf(buyer)).filter((a) => a.title.includes('Quietville'))).toEqual([]);
    expect((await mailsTo(buyer)).filter((m) => m.subject.includes('Quietville'))).toEqual([]);
  });

  it('a price drop alerts; a price rise does not', async () => {
    const user = await createUser(t.app, 'buyer');
    const listing = await createApprovedListing(
      t.app,
      agent,
      admin,
      inCity('Dropton', { price: 650_000, title: 'Brick colonial' }),
    );
    await savedSearch(t.app, user, { name: 'Dropton', filters: { city: 'Dropton' } });

    expect((await patch(listing.id, { price: 700_000 })).statusCode).toBe(200);
    expect(await alertsOf(user)).toEqual([]);
    expect((await patch(listing.id, { price: 590_000 })).statusCode).toBe(200);
    const alerts = await alertsOf(user);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      title: 'Price drop for “Dropton”',
      body: '“Brick colonial”: price dropped from $700,000 to $590,000.',
      data: { reason: 'price-drop', oldPrice: 700_000, price: 590_000 },
    });
    const mails = await mailsTo(user);
    expect(mails.map((mail) => mail.subject)).toEqual(['Price drop for your search “Dropton”']);
  });

  it('a rolled-back approval leaves no alert and sends no mail', async () => {
    const user = await createUser(t.app, 'buyer');
    await savedSearch(t.app, user, { filters: { city: 'Rollback' } });
    const listing = await createListing(t.app, agent, inCity('Rollback'));
    const failing = async () => {
      throw new Error('a later step of the approval failed');
    };
    t.app.context.listingHooks.onPublished.push(failing);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/properties/${listing.id}/approval`,
        headers: admin.headers,
        payload: { decision: 'approved' },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      t.app.context.listingHooks.onPublished.pop();
    }
    await t.app.savedSearches.scheduler.tick();
    expect(await alertsOf(user)).toEqual([]);
    expect(await mailsTo(user)).toEqual([]);
  });

  it('the mail’s unsubscribe link turns that search’s alerts off without signing in', async () => {
    const user = await createUser(t.app, 'buyer');
    await savedSearch(t.app, user, { name: 'Unsub city', filters: { city: 'Unsubton' } });
    const first = await createListing(t.app, agent, inCity('Unsubton'));
    await decide(t.app, admin, first.id, 'approved');
    const [mail] = await mailsTo(user);
    const token = new URL(
      /\/unsubscribe\/saved-search\?token=\S+/.exec(mail!.text)![0],
      'http://x',
    ).searchParams.get('token')!;

    const unsubscribe = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/saved-searches/unsubscribe',
        payload: { token: value },
      });
    const forged = await unsubscribe(`${token.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('saved-searches/invalid-unsubscribe-link');
    const answer = await unsubscribe(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ name: 'Unsub city', summary: 'Unsubton' });

    const second = await createListing(t.app, agent, inCity('Unsubton'));
    await decide(t.app, admin, second.id, 'approved');
    expect(await alertsOf(user)).toHaveLength(1);
    expect(await mailsTo(user)).toHaveLength(1);
  });

  it('a daily search collects the day’s matches into one digest, sent once', async () => {
    const user = await createUser(t.app, 'buyer');
    await savedSearch(t.app, user, {
      name: 'Digest town',
      filters: { city: 'Digestville' },
      frequency: 'daily',
    });
    for (const title of ['First find', 'Second find']) {
      const listing = await createListing(t.app, agent, inCity('Digestville', { title }));
      await decide(t.app, admin, listing.id, 'approved');
    }
    // In-app alerts come at once; the mail waits for the digest.
    expect(await alertsOf(user)).toHaveLength(2);
    await t.app.savedSearches.scheduler.tick();
    expect(await mailsTo(user)).toEqual([]);

    t.clock.advance(24 * 60 * 60 * 1000);
    await t.app.savedSearches.scheduler.tick();
    const mails = await mailsTo(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 updates for your search “Digest town”');
    expect(mails[0]!.text).toContain('“First find”: new listing at $450,000');
    expect(mails[0]!.text).toContain('“Second find”: new listing at $450,000');
    expect(mails[0]!.text).toContain('You get one email a day');

    await t.app.savedSearches.scheduler.tick();
    t.clock.advance(24 * 60 * 60 * 1000);
    await t.app.savedSearches.scheduler.tick();
    expect(await mailsTo(user)).toHaveLength(1);
  });
});

describe('saved-search alerts when mail fails', () => {
  let t: TestApp;
  let attempts = 0;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {},
      {
        mailer: {
          async send() {
            attempts += 1;
            throw new Error('SMTP server unreachable');
          },
        },
      },
    );
  });
  afterAll(() => t.close());

  it('the approval succeeds and the in-app alert stays; the mail is retried later', async () => {
    const agent = await createUser(t.app, 'agent');
    const admin = await createUser(t.app, 'admin');
    const buyer = await createUser(t.app, 'buyer');
    await savedSearch(t.app, buyer, { filters: { city: 'Austin' } });
    const listing = await createListing(t.app, agent);
    const approved = await decide(t.app, admin, listing.id, 'approved');
    expect(approved.approval).toBe('approved');
    await t.app.savedSearches.delivery.idle();
    expect(attempts).toBe(1);
    const alerts = (await listNotifications(t.app, buyer)).items;
    expect(alerts.map((item) => item.kind)).toContain('saved-search-match');

    // Within its lease the failed mail waits; after it, the next tick tries again.
    await t.app.savedSearches.scheduler.tick();
    expect(attempts).toBe(1);
    t.clock.advance(6 * 60 * 1000);
    await t.app.savedSearches.scheduler.tick();
    expect(attempts).toBe(2);
  });
});
