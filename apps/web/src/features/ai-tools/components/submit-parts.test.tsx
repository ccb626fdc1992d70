import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormPanel, ResultArea, SubmitFooter } from './submit-parts';

describe('FormPanel', () => {
  it('is a named form under the panel heading and hands the submit to the tool', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <FormPanel title="The home" label="Valuation" onSubmit={onSubmit}>
        <SubmitFooter state={{ status: 'idle' }} label="Go" busyLabel="Going…" />
      </FormPanel>,
    );
    expect(screen.getByRole('heading', { name: 'The home' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('form', { name: 'Valuation' })).toHaveAttribute('novalidate');
  });
});

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

  const answer = (data: string) => <p>{data}</p>;

  it('explains what to do, then that it is working, then shows the result', () => {
    const { rerender } = render(
      <ResultArea state={{ status: 'idle' }} {...texts}>
        {answer}
      </ResultArea>,
    );
    expect(screen.getByText('Fill in the form.')).toBeInTheDocument();
    rerender(
      <ResultArea state={{ status: 'loading' }} {...texts}>
        {answer}
      </ResultArea>,
    );
    expect(screen.getByText('Working…')).toBeInTheDocument();
    rerender(
      <ResultArea state={{ status: 'success', data: 'The answer' }} {...texts}>
        {answer}
      </ResultArea>,
    );
    expect(screen.getByText('The answer').parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText('Fill in the form.')).toBeNull();
  });

  it('keeps the idle text when an answer renders nothing, and after a failure', () => {
    const { rerender } = render(
      <ResultArea state={{ status: 'success', data: 'ignored' }} {...texts}>
        {() => null}
      </ResultArea>,
    );
    expect(screen.getByText('Fill in the form.')).toBeInTheDocument();
    rerender(
      <ResultArea state={{ status: 'error', message: 'Offline.' }} {...texts}>
        {answer}
      </ResultArea>,
    );
    expect(screen.getByText('Fill in the form.')).toBeInTheDocument();
  });
});
