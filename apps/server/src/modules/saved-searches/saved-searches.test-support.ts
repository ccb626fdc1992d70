import type { TSavedSearch } from '@nestwise/shared';
import type { App } from '../../app';
import type { TestUser } from '../../../test/test-app';

export function saveSearch(app: App, user: TestUser, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/me/saved-searches',
    headers: user.headers,
    payload,
  });
}

/** Saves a search and returns it, failing the test on any refusal. */
export async function savedSearch(app: App, user: TestUser, payload: Record<string, unknown>) {
  const response = await saveSearch(app, user, payload);
  if (response.statusCode !== 201) throw new Error(`save failed: ${response.body}`);
  return response.json<TSavedSearch>();
}

export function editSearch(app: App, user: TestUser, id: string, payload: object) {
  return app.inject({
    method: 'PATCH',
    url: `/api/me/saved-searches/${id}`,
    headers: user.headers,
    payload,
  });
}
