import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const TOKEN = 'scrape-token-0123456789';

describe('GET /metrics with METRICS_TOKEN set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('refuses a scrape without the token, or with another one', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer scrape-token-9876543210')).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
  });

  it('answers Prometheus text: requests by route template, event-loop lag, streams, fits', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({
      method: 'GET',
      url: '/api/properties/00000000-0000-4000-8000-000000000000',
    });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/123' });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain(
      'nestwise_http_requests_total{method="GET",route="/api/health",status_code="200"} 1',
    );
    // The template, never the id: one series per route, not per listing.
    expect(text).toContain('route="/api/properties/:id",status_code="404"');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toContain('route="unmatched"');
    expect(text).toMatch(
      /nestwise_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/,
    );
    expect(text).toMatch(/^nestwise_nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nestwise_notification_streams_open 0$/m);
    expect(text).toContain('# TYPE nestwise_valuation_model_fit_seconds histogram');
    // The scrape itself is not counted.
    expect(text).not.toContain('route="/metrics"');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is not served at all (the path falls through to the web app)', async () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).not.toBe(200);
    expect(response.body).not.toContain('nestwise_http_requests_total');
  });
});
