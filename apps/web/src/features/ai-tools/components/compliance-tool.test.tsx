import type { TComplianceResponse } from '@nestwise/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStore } from '@/test/test-store';
import ComplianceTool from './compliance-tool';

afterEach(() => vi.unstubAllGlobals());

const description = 'Sunny flat. Ideal for a Christian couple. No kidz.';
const response: TComplianceResponse = {
  findings: [
    {
      rule: 'fair-housing/religion-preference',
      category: 'fairHousing',
      severity: 'high',
      title: '"Ideal for a Christian couple" may state a preference based on religion',
      source: '42 U.S.C. § 3604(c)',
      excerpt: { field: 'description', start: 12, end: 40, text: 'Ideal for a Christian couple' },
      suggestion: 'Remove the religious description of the residents.',
      protectedClass: 'religion',
      rewrite: 'Ideal for anyone',
    },
    {
      rule: 'fair-housing/familial-status-limitation',
      category: 'fairHousing',
      severity: 'high',
      title: '"No kidz" limits who may live there by familial status',
      source: '42 U.S.C. § 3604(c)',
      excerpt: { field: 'description', start: 42, end: 49, text: 'No kidz' },
      suggestion: 'Remove limits on children or families.',
      protectedClass: 'familial-status',
      rewrite: '',
    },
  ],
  summary: { high: 2, medium: 0, low: 0, info: 0, passed: false },
  rulesChecked: ['Fair housing: religion'],
  notFlagged: [],
};

describe('ComplianceTool', () => {
  it('shows each fair-housing finding with its protected class and suggested rewrite', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(response), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    render(
      <Provider store={testStore()}>
        <ComplianceTool listing={null} />
      </Provider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), description);
    await userEvent.click(screen.getByRole('button', { name: 'Check listing' }));

    const [religion, children] = await screen.findAllByRole('article');
    expect(religion).toHaveTextContent('Fair housing · religion');
    expect(within(religion!).getByText(/Rewrite:/).parentElement).toHaveTextContent(
      'Rewrite: “Ideal for anyone”',
    );
    expect(children).toHaveTextContent('Fair housing · familial status');
    expect(children).toHaveTextContent('Rewrite: remove “No kidz”');
  });
});
