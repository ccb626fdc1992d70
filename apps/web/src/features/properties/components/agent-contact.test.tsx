import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createAgentMessage } from '@nestwise/shared/operation-routes/create-agent-message';
import { createTourRequest } from '@nestwise/shared/operation-routes/create-tour-request';
import { describe, expect, it, vi } from 'vitest';
import { authReducer, initialAuthState } from '@/stores/auth-slice';
import { interfaceReducer } from '@/stores/interface-slice';
import { answer, apiError, on, requests, server } from '@/test/api-server';
import { aListing, renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { AgentContact } from './agent-contact';

vi.setConfig({ testTimeout: 30_000 });

const listing = aListing({
  id: 'p-5',
  agentId: 'agent-1',
  agentName: 'Ana Agent',
  approval: 'approved',
  isActive: true,
});

describe('AgentContact', () => {
  it('sends a tour request with the preferred date, time and message', async () => {
    server.use(
      answer(
        createTourRequest,
        {
          id: 'a-1',
          propertyId: 'p-5',
          propertyTitle: 'Garden cottage',
          buyer: { id: 'buyer-1', name: 'Sam Tester', email: 'buyer@example.test' },
          startsAt: new Date('2030-05-04T14:30').toISOString(),
          note: 'After work please',
          status: 'requested',
          createdAt: '2030-05-01T09:00:00.000Z',
        },
        201,
      ),
    );
    renderSignedIn(<AgentContact property={listing} />, sessionUser('buyer'));
    await userEvent.click(screen.getByRole('button', { name: 'Request a tour' }));
    const date = await screen.findByLabelText('Preferred date', {}, { timeout: 10_000 });
    await userEvent.clear(date);
    await userEvent.type(date, '2030-05-04');
    const time = screen.getByLabelText('Preferred time');
    await userEvent.clear(time);
    await userEvent.type(time, '14:30');
    await userEvent.type(screen.getByLabelText('Message (optional)'), 'After work please');
    await userEvent.click(screen.getByRole('button', { name: 'Send tour request' }));

    expect(await screen.findByText('Tour requested. Ana Agent will confirm it.')).toBeVisible();
    const sent = requests(createTourRequest);
    expect(sent.map((call) => call.path)).toEqual(['/api/properties/p-5/tour-requests']);
    expect(sent[0]?.body).toEqual({
      preferredAt: new Date('2030-05-04T14:30').toISOString(),
      message: 'After work please',
    });
  });

  it('sends a message to the agent and shows the server refusal when there is one', async () => {
    server.use(
      on(createAgentMessage, () => apiError(400, 'validation', 'Write a message to the agent')),
    );
    renderSignedIn(<AgentContact property={listing} />, sessionUser('buyer'));
    await userEvent.click(screen.getByRole('button', { name: 'Contact agent' }));
    await userEvent.type(
      await screen.findByLabelText('Message', {}, { timeout: 10_000 }),
      'Is it still available?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message to the agent');
  });

  it('after a message, links to its conversation in Messages', async () => {
    server.use(
      answer(
        createAgentMessage,
        {
          id: 'm-1',
          conversationId: 'c-9',
          propertyId: 'p-5',
          propertyTitle: 'Garden cottage',
          body: 'Is it still available?',
          createdAt: '2030-05-02T09:00:00.000Z',
        },
        201,
      ),
    );
    renderSignedIn(<AgentContact property={listing} />, sessionUser('buyer'));
    await userEvent.click(screen.getByRole('button', { name: 'Contact agent' }));
    await userEvent.type(
      await screen.findByLabelText('Message', {}, { timeout: 10_000 }),
      'Is it still available?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent to Ana Agent.');
    expect(screen.getByRole('link', { name: 'View conversation' })).toHaveAttribute(
      'href',
      '/dashboard/messages/c-9',
    );
  });

  it('asks a signed-out visitor to sign in first', async () => {
    const store = configureStore({
      reducer: combineReducers({ auth: authReducer, interface: interfaceReducer }),
      preloadedState: { auth: initialAuthState },
    });
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/properties/p-5']}>
          <Routes>
            <Route path="/properties/:id" element={<AgentContact property={listing} />} />
            <Route path="/login" element={<p>Sign-in page</p>} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request a tour' }));
    expect(await screen.findByText('Sign-in page')).toBeVisible();
  });

  it('is not offered to the listing’s own agent', () => {
    renderSignedIn(<AgentContact property={listing} />, sessionUser('agent', 'agent-1'));
    expect(screen.queryByRole('button', { name: 'Request a tour' })).toBeNull();
  });
});
