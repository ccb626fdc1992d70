import type { TAppointment, TClient, TClientsResponse } from '@nestwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderSignedIn, sessionUser, stubApi } from '@/test/dashboard-fixtures';
import { AppointmentsPage } from './appointments-page';
import { ClientsPage } from './clients-page';

afterEach(() => vi.unstubAllGlobals());

const requested: TAppointment = {
  id: 'a-1',
  propertyId: 'p-1',
  propertyTitle: 'Garden cottage',
  buyer: { id: 'b-1', name: 'Bea Buyer', email: 'bea@example.test' },
  startsAt: '2030-05-04T14:30:00.000Z',
  note: 'After work please',
  status: 'requested',
  createdAt: '2030-05-01T09:00:00.000Z',
};

describe('AppointmentsPage', () => {
  it('lists tour requests and confirms one', async () => {
    let status: TAppointment['status'] = 'requested';
    const calls = stubApi((call) => {
      if (call.path === '/api/agent/appointments') {
        return json(200, { items: [{ ...requested, status }], nextCursor: null, totalCount: 1 });
      }
      if (call.path === '/api/agent/appointments/a-1/status') {
        status = 'confirmed';
        return json(200, { ...requested, status });
      }
      return undefined;
    });
    renderSignedIn(<AppointmentsPage />, sessionUser('agent'));
    const list = await screen.findByRole('list', { name: 'Tour requests' });
    expect(list).toHaveTextContent('Garden cottage');
    expect(list).toHaveTextContent('Bea Buyer');
    expect(list).toHaveTextContent('After work please');
    expect(within(list).getByText('Requested')).toBeVisible();

    await userEvent.click(within(list).getByRole('button', { name: 'Confirm' }));
    expect(await within(list).findByText('Confirmed')).toBeVisible();
    expect(within(list).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'confirmed' });
  });

  it('loads more on demand, and says so when a further page fails', async () => {
    let failNext = true;
    const calls = stubApi((call) => {
      if (call.path !== '/api/agent/appointments') return undefined;
      if (!call.search.get('cursor')) {
        return json(200, { items: [requested], nextCursor: 'page-2', totalCount: 2 });
      }
      if (failNext) {
        failNext = false;
        return json(400, { error: { code: 'bad-request', message: 'Invalid paging cursor' } });
      }
      const later = { ...requested, id: 'a-2', propertyTitle: 'River loft' };
      return json(200, { items: [later], nextCursor: null, totalCount: 2 });
    });
    renderSignedIn(<AppointmentsPage />, sessionUser('agent'));
    const list = await screen.findByRole('list', { name: 'Tour requests' });
    expect(screen.getByText('2 tour requests')).toBeVisible();
    expect(list).not.toHaveTextContent('River loft');
    expect(calls[0]!.search.get('limit')).toBe('20');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more appointments. Try again.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('River loft')).toBeVisible();
    expect(list).toHaveTextContent('Garden cottage');
    expect(calls.at(-1)!.search.get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when there are no requests', async () => {
    stubApi((call) =>
      call.path === '/api/agent/appointments'
        ? json(200, { items: [], nextCursor: null, totalCount: 0 })
        : undefined,
    );
    renderSignedIn(<AppointmentsPage />, sessionUser('agent'));
    expect(await screen.findByText('No tour requests yet.')).toBeVisible();
  });
});

const bea: TClient = {
  buyer: { id: 'b-1', name: 'Bea Buyer', email: 'bea@example.test' },
  lastContactAt: '2030-05-02T09:00:00.000Z',
  tourRequests: 1,
  messageCount: 1,
  messages: [
    {
      id: 'm-1',
      conversationId: 'c-1',
      propertyId: 'p-1',
      propertyTitle: 'Garden cottage',
      body: 'Is the roof new?',
      createdAt: '2030-05-02T09:00:00.000Z',
    },
  ],
};

describe('ClientsPage', () => {
  it('lists the buyers who contacted the agent with their messages', async () => {
    const clients: TClientsResponse = { items: [bea], nextCursor: null, totalCount: 1 };
    stubApi((call) => (call.path === '/api/agent/clients' ? json(200, clients) : undefined));
    renderSignedIn(<ClientsPage />, sessionUser('agent'));
    const list = await screen.findByRole('list', { name: 'Clients' });
    expect(screen.getByText('1 client')).toBeVisible();
    expect(within(list).getByRole('heading', { name: 'Bea Buyer' })).toBeVisible();
    expect(list).toHaveTextContent('1 tour request');
    const messages = within(list).getByRole('list', { name: 'Messages from Bea Buyer' });
    expect(messages).toHaveTextContent('Is the roof new?');
    expect(within(messages).getByRole('link', { name: 'Garden cottage' })).toHaveAttribute(
      'href',
      '/properties/p-1',
    );
    expect(list).not.toHaveTextContent('The latest');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads more clients on demand, and says when only the latest messages show', async () => {
    let failNext = true;
    const cal: TClient = {
      ...bea,
      buyer: { id: 'b-2', name: 'Cal Client', email: 'cal@example.test' },
      messageCount: 45,
    };
    const calls = stubApi((call) => {
      if (call.path !== '/api/agent/clients') return undefined;
      if (!call.search.get('cursor')) {
        return json(200, { items: [bea], nextCursor: 'page-2', totalCount: 2 });
      }
      if (failNext) {
        failNext = false;
        return json(400, { error: { code: 'bad-request', message: 'Invalid paging cursor' } });
      }
      return json(200, { items: [cal], nextCursor: null, totalCount: 2 });
    });
    renderSignedIn(<ClientsPage />, sessionUser('agent'));
    const list = await screen.findByRole('list', { name: 'Clients' });
    expect(screen.getByText('2 clients')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more clients. Try again.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('heading', { name: 'Cal Client' })).toBeVisible();
    expect(within(list).getByRole('heading', { name: 'Bea Buyer' })).toBeVisible();
    expect(list).toHaveTextContent('The latest 1 of 45 messages');
    expect(calls.at(-1)!.search.get('cursor')).toBe('page-2');
  });
});
