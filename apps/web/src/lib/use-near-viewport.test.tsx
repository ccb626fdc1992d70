import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

/** jsdom has no IntersectionObserver: a stand-in the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(node: Element) {
    this.observed.push(node);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports the observed node as (not) intersecting. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    act(() =>
      this.callback(
        entries as unknown as IntersectionObserverEntry[],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

function Probe() {
  const { ref, near } = useNearViewport();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });

  it('is false at first and watches the element a screen ahead', () => {
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(FakeObserver.instances).toHaveLength(1);
    const [observer] = FakeObserver.instances;
    expect(observer!.observed).toEqual([screen.getByText('far')]);
    expect(observer!.options).toEqual({ rootMargin: '100% 0px' });
  });

  it('stays false while the element is not intersecting', () => {
    render(<Probe />);
    FakeObserver.instances[0]!.report(false);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(FakeObserver.instances[0]!.disconnected).toBe(false);
  });

  it('turns true once the observer reports an intersection, and stops observing', () => {
    render(<Probe />);
    const [observer] = FakeObserver.instances;
    observer!.report(true);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer!.disconnected).toBe(true);
    // Once near it stays near: no new observer is started.
    expect(FakeObserver.instances).toHaveLength(1);
  });

  it('disconnects the observer on unmount', () => {
    const { unmount } = render(<Probe />);
    const [observer] = FakeObserver.instances;
    expect(observer!.disconnected).toBe(false);
    unmount();
    expect(observer!.disconnected).toBe(true);
  });
});

describe('useNearViewport without IntersectionObserver', () => {
  it('is true at once and observes nothing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(typeof IntersectionObserver).toBe('undefined');
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
