import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { forgetRequests, server } from './api-server';

/** Requests no handler answered in the test now ending: MSW refuses them, and the test fails. */
const unanswered: string[] = [];
server.events.on('request:unhandled', ({ request }) => {
  unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  forgetRequests();
  if (unanswered.length > 0) {
    throw new Error(`No handler answered ${unanswered.splice(0).join(', ')}`);
  }
});
afterAll(() => server.close());
