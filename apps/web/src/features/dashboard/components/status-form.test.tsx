import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changePropertyStatus } from '@nestwise/shared/operation-routes/change-property-status';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiError, on, requests, server } from '@/test/api-server';
import { aListing, renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { StatusForm } from './status-form';

const listing = aListing({ id: 'p1', status: 'for-sale', approval: 'approved' });

describe('StatusForm', () => {
  it("asks for the buyer's email only for sold or rented, and sends it with the reason", async () => {
    server.use(answer(changePropertyStatus, { ...listing, status: 'sold' }));
    const onChanged = vi.fn();
    renderSignedIn(<StatusForm listing={listing} onChanged={onChanged} />, sessionUser('agent'));
    expect(screen.queryByLabelText("Buyer's email")).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('New status'), 'rented');
    expect(screen.getByLabelText("Tenant's email")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('New status'), 'sold');
    await userEvent.type(screen.getByLabelText("Buyer's email"), 'buyer@example.test');
    await userEvent.type(screen.getByLabelText('Reason'), 'Closed at asking');
    await userEvent.click(screen.getByRole('button', { name: 'Update status' }));
    expect(requests()[0]).toMatchObject({
      method: 'POST',
      path: '/api/properties/p1/status',
      body: { status: 'sold', reason: 'Closed at asking', buyerEmail: 'buyer@example.test' },
    });
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'sold' }));
  });

  it("shows the server's refusal, e.g. a listing not yet approved", async () => {
    server.use(
      on(changePropertyStatus, () =>
        apiError(
          400,
          'properties/not-approved',
          'Failed to update property: Only an approved listing can be sold or rented to a buyer',
        ),
      ),
    );
    const onChanged = vi.fn();
    renderSignedIn(<StatusForm listing={listing} onChanged={onChanged} />, sessionUser('agent'));
    await userEvent.selectOptions(screen.getByLabelText('New status'), 'sold');
    await userEvent.type(screen.getByLabelText("Buyer's email"), 'nobody@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update property: Only an approved listing can be sold or rented to a buyer',
    );
    expect(onChanged).not.toHaveBeenCalled();
  });
});
