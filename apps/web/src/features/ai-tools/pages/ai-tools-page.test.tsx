import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createValuation } from '@nestwise/shared/operation-routes/create-valuation';
import { getProperty } from '@nestwise/shared/operation-routes/get-property';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, on, requests, server } from '@/test/api-server';
import { testStore } from '@/test/test-store';
import { AiToolsPage } from './ai-tools-page';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  // recharts' ResponsiveContainer measures its box.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/ai-tools', element: <AiToolsPage /> }], {
    initialEntries: [url],
  });
  render(
    <Provider store={testStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('AiToolsPage tabs', () => {
  it('opens the tab the URL names, with the spec menu names', async () => {
    renderAt('/ai-tools?tab=roi');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Property Valuation',
      'Property Intelligence',
      'Deal Structuring',
      'Contract Parser',
      'ROI Simulator',
      'Compliance Checker',
    ]);
    expect(screen.getByRole('tab', { name: 'ROI Simulator' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('ROI Simulator');
    expect(
      await screen.findByRole('form', { name: 'ROI inputs' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('falls back to Property Valuation for an unknown tab', () => {
    renderAt('/ai-tools?tab=nope');
    expect(screen.getByRole('tab', { name: 'Property Valuation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('writes the chosen tab to the URL, by click and by arrow keys, keeping propertyId', async () => {
    // The listing the tools prefill from is not found: the tabs switch all the same.
    server.use(on(getProperty, () => apiError(404, 'not-found', 'Not found')));
    const router = renderAt('/ai-tools?tab=valuation&propertyId=p1');
    await userEvent.click(screen.getByRole('tab', { name: 'Contract Parser' }));
    expect(router.state.location.search).toBe('?tab=contract&propertyId=p1');
    const contract = screen.getByRole('tab', { name: 'Contract Parser' });
    expect(contract).toHaveAttribute('tabindex', '0');
    act(() => contract.focus());
    fireEvent.keyDown(contract, { key: 'ArrowRight' });
    expect(router.state.location.search).toBe('?tab=roi&propertyId=p1');
    expect(screen.getByRole('tab', { name: 'ROI Simulator' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'ROI Simulator' }), { key: 'End' });
    expect(router.state.location.search).toBe('?tab=compliance&propertyId=p1');
  });
});

describe('tool forms', () => {
  it('Deal Structuring shows five scenarios and the schema message for a bad price', async () => {
    renderAt('/ai-tools?tab=dealStructuring');
    const table = await screen.findByRole(
      'table',
      { name: 'Financing scenarios compared' },
      { timeout: 15_000 },
    );
    const headers = within(table).getAllByRole('columnheader').slice(1);
    expect(headers.map((header) => header.textContent)).toEqual([
      expect.stringContaining('Conventional (20 % down)'),
      expect.stringContaining('FHA (3.5 % down)'),
      expect.stringContaining('VA (0 % down)'),
      expect.stringContaining('Seller financing'),
      expect.stringContaining('All cash'),
    ]);
    // $450,000 at 6.5 % over 30 years with 20 % down: P&I on $360,000 = $2,275.44.
    expect(within(table).getByRole('row', { name: /Principal & interest/ })).toHaveTextContent(
      '$2,275',
    );
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Purchase price' }), {
      target: { value: '-5' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/price/i);
  });

  it('Property Valuation shows the server’s 400 message next to the form', async () => {
    server.use(
      on(createValuation, () =>
        apiError(400, 'validation-error', 'state must be a two-letter code'),
      ),
    );
    renderAt('/ai-tools?tab=valuation');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'City' }, { timeout: 15_000 }),
      'Sacramento',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'State' }), 'Ca');
    await userEvent.click(screen.getByRole('button', { name: 'Estimate value' }));
    const form = screen.getByRole('form', { name: 'Valuation' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'state must be a two-letter code',
    );
    const [sent] = requests();
    expect(sent?.path).toBe('/api/ai-tools/valuation');
    expect(sent?.body).toMatchObject({ city: 'Sacramento', state: 'Ca' });
  });
});
