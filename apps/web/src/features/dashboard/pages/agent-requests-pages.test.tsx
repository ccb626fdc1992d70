import type { TAppointment, TClientsResponse } from '@nestwise/shared';
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
        return json(200, { items: [{ ...requested, status }] });
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

  it('says so when there are no requests', async () => {
    stubApi((call) =>
      call.path === '/api/agent/appointments' ? json(200, { items: [] }) : undefined,
    );
    renderSignedIn(<AppointmentsPage />, sessionUser('agent'));
    expect(await screen.findByText('No tour requests yet.')).toBeVisible();
  });
});

describe('ClientsPage', () => {
  it('lists the buyers who contacted the agent with their messages', async () => {
    const clients: TClientsResponse = {
      items: [
        {
          buyer: { id: 'b-1', name: 'Bea Buyer', email: 'bea@example.test' },
          lastContactAt: '2030-05-02T09:00:00.000Z',
          tourRequests: 1,
          messages: [
            {
              id: 'm-1',
              propertyId: 'p-1',
              propertyTitle: 'Garden cottage',
              body: 'Is the roof new?',
              createdAt: '2030-05-02T09:00:00.000Z',
            },
          ],
        },
      ],
    };
    stubApi((call) => (call.path === '/api/agent/clients' ? json(200, clients) : undefined));
    renderSignedIn(<ClientsPage />, sessionUser('agent'));
    const list = await screen.findByRole('list', { name: 'Clients' });
    expect(within(list).getByRole('heading', { name: 'Bea Buyer' })).toBeVisible();
    expect(list).toHaveTextContent('1 tour request');
    const messages = within(list).getByRole('list', { name: 'Messages from Bea Buyer' });
    expect(messages).toHaveTextContent('Is the roof new?');
    expect(within(messages).getByRole('link', { name: 'Garden cottage' })).toHaveAttribute(
      'href',
      '/properties/p-1',
    );
  });
});
