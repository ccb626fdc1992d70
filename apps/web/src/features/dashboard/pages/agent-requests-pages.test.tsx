import type { TAppointment, TClient, TClientsResponse } from '@nestwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decideAgentAppointment } from '@nestwise/shared/operation-routes/decide-agent-appointment';
import { findAgentAppointments } from '@nestwise/shared/operation-routes/find-agent-appointments';
import { findAgentClients } from '@nestwise/shared/operation-routes/find-agent-clients';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, apiError, on, requests, server } from '@/test/api-server';
import { renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { AppointmentsPage } from './appointments-page';
import { ClientsPage } from './clients-page';

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
    server.use(
      on(findAgentAppointments, () =>
        HttpResponse.json({ items: [{ ...requested, status }], nextCursor: null, totalCount: 1 }),
      ),
      on(decideAgentAppointment, ({ params }) => {
        if (params.id !== 'a-1') return apiError(404, 'not-found', 'Not found');
        status = 'confirmed';
        return HttpResponse.json({ ...requested, status });
      }),
    );
    renderSignedIn(<AppointmentsPage />, sessionUser('agent'));
    const list = await screen.findByRole('list', { name: 'Tour requests' });
    expect(list).toHaveTextContent('Garden cottage');
    expect(list).toHaveTextContent('Bea Buyer');
    expect(list).toHaveTextContent('After work please');
    expect(within(list).getByText('Requested')).toBeVisible();

    await userEvent.click(within(list).getByRole('button', { name: 'Confirm' }));
    expect(await within(list).findByText('Confirmed')).toBeVisible();
    expect(within(list).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(requests(decideAgentAppointment)[0]?.body).toEqual({ status: 'confirmed' });
  });

  it('loads more on demand, and says so when a further page fails', async () => {
    let failNext = true;
    server.use(
      on(findAgentAppointments, ({ search }) => {
        if (!search.get('cursor')) {
          return HttpResponse.json({ items: [requested], nextCursor: 'page-2', totalCount: 2 });
        }
        if (failNext) {
          failNext = false;
          return apiError(400, 'bad-request', 'Invalid paging cursor');
        }
        const later = { ...requested, id: 'a-2', propertyTitle: 'River loft' };
        return HttpResponse.json({ items: [later], nextCursor: null, totalCount: 2 });
      }),
    );
    renderSignedIn(<AppointmentsPage />, sessionUser('agent'));
    const list = await screen.findByRole('list', { name: 'Tour requests' });
    expect(screen.getByText('2 tour requests')).toBeVisible();
    expect(list).not.toHaveTextContent('River loft');
    expect(requests(findAgentAppointments)[0]!.search.get('limit')).toBe('20');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more appointments. Try again.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('River loft')).toBeVisible();
    expect(list).toHaveTextContent('Garden cottage');
    expect(requests(findAgentAppointments).at(-1)!.search.get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when there are no requests', async () => {
    server.use(answer(findAgentAppointments, { items: [], nextCursor: null, totalCount: 0 }));
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
    server.use(answer(findAgentClients, clients));
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
    server.use(
      on(findAgentClients, ({ search }) => {
        if (!search.get('cursor')) {
          return HttpResponse.json({ items: [bea], nextCursor: 'page-2', totalCount: 2 });
        }
        if (failNext) {
          failNext = false;
          return apiError(400, 'bad-request', 'Invalid paging cursor');
        }
        return HttpResponse.json({ items: [cal], nextCursor: null, totalCount: 2 });
      }),
    );
    renderSignedIn(<ClientsPage />, sessionUser('agent'));
    const list = await screen.findByRole('list', { name: 'Clients' });
    expect(screen.getByText('2 clients')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more clients. Try again.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('heading', { name: 'Cal Client' })).toBeVisible();
    expect(within(list).getByRole('heading', { name: 'Bea Buyer' })).toBeVisible();
    expect(list).toHaveTextContent('The latest 1 of 45 messages');
    expect(requests(findAgentClients).at(-1)!.search.get('cursor')).toBe('page-2');
  });
});
