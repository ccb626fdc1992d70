import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('map config: MAP_TILES_URL for the browser and its content security policy', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('without MAP_TILES_URL the map uses its bundled basemap and the CSP names no tile host', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/map/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tiles: null });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob:;");
  });

  it('with MAP_TILES_URL the browser gets the template and attribution, and may load only that host', async () => {
    t = await createTestApp({
      MAP_TILES_URL: 'https://tiles.example.com/base/{z}/{x}/{y}.png',
      MAP_TILES_ATTRIBUTION: '© Example Maps',
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/map/config' });
    expect(response.json()).toEqual({
      tiles: {
        url: 'https://tiles.example.com/base/{z}/{x}/{y}.png',
        attribution: '© Example Maps',
      },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.com;");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("script-src 'self';");
  });

  it('names the host as attribution when none is given', () => {
    const config = loadConfig({ MAP_TILES_URL: 'https://t.example.org/{z}/{x}/{y}.png' });
    expect(config.mapTiles?.attribution).toBe('Map tiles: t.example.org');
  });

  it('stops start-up naming MAP_TILES_URL when it is not a tile template of one host', () => {
    for (const value of [
      'ftp://tiles.example.com/{z}/{x}/{y}.png',
      'https://tiles.example.com/tiles.png',
      'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
    ]) {
      expect(() => loadConfig({ MAP_TILES_URL: value })).toThrow(ConfigError);
      expect(() => loadConfig({ MAP_TILES_URL: value })).toThrow(/MAP_TILES_URL/);
    }
  });
});
