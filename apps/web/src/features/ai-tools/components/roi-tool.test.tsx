import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import RoiTool from './roi-tool';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  // recharts' ResponsiveContainer measures its box.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe('RoiTool', () => {
  it.each(['full', 'panel'] as const)(
    'names the field and the problem of a negative price, next to the field (%s)',
    async (variant) => {
      render(<RoiTool listing={null} variant={variant} />);
      const price = screen.getByRole('spinbutton', { name: 'Purchase price' });
      await userEvent.clear(price);
      await userEvent.type(price, '-250000');
      expect(price).toHaveAttribute('aria-invalid', 'true');
      expect(price).toHaveAccessibleDescription(
        expect.stringContaining('Purchase price must be more than 0.'),
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Purchase price must be more than 0.');
    },
  );

  it('clears the field’s problem once the value is good again', async () => {
    render(<RoiTool listing={null} />);
    const rate = screen.getByRole('spinbutton', { name: 'Interest rate' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '45');
    expect(rate).toHaveAccessibleDescription('Interest rate must be at most 30.');
    await userEvent.clear(rate);
    await userEvent.type(rate, '6');
    expect(rate).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
