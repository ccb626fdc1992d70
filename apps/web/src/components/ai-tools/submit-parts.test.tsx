import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultArea, SubmitFooter } from './submit-parts';

describe('SubmitFooter', () => {
  it('shows the request error and a ready button', () => {
    render(
      <SubmitFooter
        state={{ status: 'error', message: 'Bad state' }}
        label="Go"
        busyLabel="Going…"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bad state');
    expect(screen.getByRole('button', { name: 'Go' })).toBeEnabled();
  });

  it('says it is busy and cannot be pressed again while loading', () => {
    render(<SubmitFooter state={{ status: 'loading' }} label="Go" busyLabel="Going…" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Going…' })).toBeDisabled();
  });
});

describe('ResultArea', () => {
  const texts = { busyText: 'Working…', idleText: 'Fill in the form.' };

  it('explains what to do, then that it is working, then shows the result', () => {
    const { rerender } = render(<ResultArea result={false} busy={false} {...texts} />);
    expect(screen.getByText('Fill in the form.')).toBeInTheDocument();
    rerender(<ResultArea result={false} busy {...texts} />);
    expect(screen.getByText('Working…')).toBeInTheDocument();
    rerender(<ResultArea result={<p>The answer</p>} busy={false} {...texts} />);
    expect(screen.getByText('The answer').parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText('Fill in the form.')).toBeNull();
  });
});
