import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { requests } from '@/test/api-server';
import { testStore } from '@/test/test-store';
import { ShareButton } from './share-button';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

describe('ShareButton', () => {
  it('lets a signed-out visitor share the listing’s own address, with no sign-in step', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <Provider store={testStore()}>
        <MemoryRouter initialEntries={['/properties/p-1']}>
          <Routes>
            <Route path="/properties/:id" element={<ShareButton propertyId="p-1" />} />
            <Route path="/login" element={<h1>Sign in</h1>} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const url = `${window.location.origin}/properties/p-1`;
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    expect(screen.getByLabelText('Share link')).toHaveValue(url);
    expect(writeText).toHaveBeenCalledWith(url);
    expect(notify).toHaveBeenCalledWith('success', 'Share link copied to the clipboard.', {
      toastId: 'share-link',
    });
    expect(notify).not.toHaveBeenCalledWith('info', expect.anything(), expect.anything());
    // No share token is asked for: the listing's page is public already (no handler is set, so
    // any request would also fail the test).
    expect(requests()).toHaveLength(0);
  });
});
