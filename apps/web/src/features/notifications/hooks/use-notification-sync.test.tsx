import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TListNotificationsResponse, TNotification } from '@nestwise/shared';
import { findNotifications } from '@nestwise/shared/operation-routes/find-notifications';
import { HttpResponse } from 'msw';
import { ApiError } from '@/lib/http/api-client';
import { on, requests, server } from '@/test/api-server';
import { testStore } from '@/test/test-store';
import { FakeEventSource } from '@/test/fake-event-source';
import type * as TicketModule from '../api/create-stream-ticket';
import { createStreamTicket } from '../api/create-stream-ticket';
import { useNotificationSync } from './use-notification-sync';

vi.mock('../api/create-stream-ticket', async (original) => ({
  ...(await original<typeof TicketModule>()),
  createStreamTicket: vi.fn(),
}));

/** What GET /api/notifications answers now; every call to it is recorded. */
let listAnswer: TListNotificationsResponse;
const listCalls = () => requests(findNotifications);

const note = (id: string, createdAt: string): TNotification => ({
  id,
  kind: 'listing-approved',
  title: `Listing approved ${id}`,
  body: null,
  data: null,
  isRead: false,
  readAt: null,
  createdAt,
});

function setup() {
  const store = testStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const hook = renderHook(({ userId }) => useNotificationSync(userId), {
    wrapper,
    initialProps: { userId: 'u1' as string | null },
  });
  return {
    store,
    hook,
    ids: () => store.getState().interface.notifications.items.map((n: TNotification) => n.id),
  };
}

/** Lets awaited promises (ticket, list) settle under fake timers. */
const flush = () => act(async () => vi.advanceTimersByTimeAsync(0));

let ticketNumber = 0;

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.reset();
  ticketNumber = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.mocked(createStreamTicket).mockImplementation(async () => ({
    ticket: `t${++ticketNumber}`,
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
  }));
  listAnswer = {
    items: [note('old', '2026-05-01T00:00:00.000Z')],
    nextCursor: null,
    unreadCount: 1,
  };
  server.use(on(findNotifications, () => HttpResponse.json(listAnswer)));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('useNotificationSync', () => {
  it('loads the list, opens the stream with a ticket, and adds what it delivers', async () => {
    const { store, ids } = setup();
    await flush();
    expect(ids()).toEqual(['old']);
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/notifications/stream?ticket=t1');
    act(() => source.emit('open'));
    act(() => source.emit('notification', JSON.stringify(note('new', '2026-05-02T00:00:00.000Z'))));
    expect(ids()).toEqual(['new', 'old']);
    expect(store.getState().interface.notifications.unreadCount).toBe(2);
  });

  it('on an error closes the stream and reconnects with a new ticket after a back-off', async () => {
    const { ids } = setup();
    await flush();
    const first = FakeEventSource.latest();
    act(() => first.emit('open'));
    act(() => first.emit('error'));
    expect(first.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    const second = FakeEventSource.latest();
    expect(second).not.toBe(first);
    expect(second.url).toBe('/api/notifications/stream?ticket=t2');
    expect(createStreamTicket).toHaveBeenCalledTimes(2);

    // A reopened stream resyncs: what was written while it was down shows up.
    listAnswer = {
      items: [note('missed', '2026-05-03T00:00:00.000Z'), note('old', '2026-05-01T00:00:00.000Z')],
      nextCursor: null,
      unreadCount: 2,
    };
    act(() => second.emit('open'));
    await flush();
    expect(ids()).toEqual(['missed', 'old']);
  });

  it('backs off longer after repeated failures and polls meanwhile', async () => {
    const { ids } = setup();
    await flush();
    act(() => FakeEventSource.latest().emit('error'));
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    act(() => FakeEventSource.latest().emit('error'));
    expect(FakeEventSource.instances).toHaveLength(2);
    // Second failure in a row: 2 s until the next ticket, and polling starts.
    listAnswer = {
      items: [note('polled', '2026-05-04T00:00:00.000Z')],
      nextCursor: null,
      unreadCount: 2,
    };
    await act(async () => vi.advanceTimersByTimeAsync(1_999));
    expect(FakeEventSource.instances).toHaveLength(2);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.instances).toHaveLength(3);
    expect(listCalls().at(-1)!.search.get('since')).toBe('2026-05-01T00:00:00.000Z');
    expect(ids()).toEqual(['polled', 'old']);
    // The stream opens again: polling stops.
    act(() => FakeEventSource.latest().emit('open'));
    await flush();
    const loads = listCalls().length;
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(listCalls()).toHaveLength(loads);
  });

  it('stops for good when the ticket is refused as signed out', async () => {
    vi.mocked(createStreamTicket).mockRejectedValue(
      new ApiError(401, 'unauthenticated', 'Sign in'),
    );
    setup();
    await flush();
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(createStreamTicket).toHaveBeenCalledOnce();
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('polls every 2 s where EventSource is not available', async () => {
    vi.stubGlobal('EventSource', undefined);
    setup();
    await flush();
    expect(listCalls()).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(listCalls()).toHaveLength(2);
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(listCalls()).toHaveLength(3);
    expect(createStreamTicket).not.toHaveBeenCalled();
  });

  it('signing out closes the stream and clears the list', async () => {
    const { hook, ids } = setup();
    await flush();
    const source = FakeEventSource.latest();
    hook.rerender({ userId: null });
    expect(source.closed).toBe(true);
    expect(ids()).toEqual([]);
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
