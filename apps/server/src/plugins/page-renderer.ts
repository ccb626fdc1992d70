import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** An API request a page is rendered with (apps/web/src/prerender/render-page.tsx). */
interface DataRequest {
  name: string;
  key: string;
  apiPath: string;
}

/** What the web build's server bundle (dist/ssr/render-page.js) exports. */
interface RenderModule {
  dataRequestsFor(url: string): DataRequest[];
  renderPage(url: string, data?: Record<string, { key: string; data: unknown }>): Promise<string>;
}

/** Where the build's template (dist/ssr/template.html) takes the page. */
const PAGE_MARKER = '<!--page-->';

function isRenderModule(value: unknown): value is RenderModule {
  const module = value as Partial<RenderModule> | null;
  return typeof module?.dataRequestsFor === 'function' && typeof module.renderPage === 'function';
}

/**
 * Renders, on each visit, the public pages whose first paint shows data (the search results):
 * the server asks its own API as an anonymous visitor would, renders the page with the answers and
 * hands them to the app inside the page. Returns null when the build has no server bundle.
 */
export async function loadPageRenderer(app: FastifyInstance, distDir: string) {
  const bundle = path.join(distDir, 'ssr', 'render-page.js');
  const templateFile = path.join(distDir, 'ssr', 'template.html');
  if (!fs.existsSync(bundle) || !fs.existsSync(templateFile)) return null;
  const template = fs.readFileSync(templateFile, 'utf8');
  const loaded: unknown = await import(pathToFileURL(bundle).href);
  if (!isRenderModule(loaded) || !template.includes(PAGE_MARKER)) {
    app.log.warn({ bundle }, 'the web build has an unusable server bundle; serving static pages');
    return null;
  }
  const renderer = loaded;

  /** The page's HTML, or null when it needs no data or rendering failed (the static copy serves). */
  return async function render(url: string): Promise<string | null> {
    const requests = renderer.dataRequestsFor(url);
    if (requests.length === 0) return null;
    try {
      const data: Record<string, { key: string; data: unknown }> = {};
      for (const request of requests) {
        // Only the API, as a visitor could ask it: never another of the server's paths.
        if (!request.apiPath.startsWith('/api/')) return null;
        const response = await app.inject({ method: 'GET', url: request.apiPath });
        // A bad filter in the address gets the app's own error screen, from the static copy.
        if (response.statusCode !== 200) return null;
        data[request.name] = { key: request.key, data: response.json() };
      }
      const body = await renderer.renderPage(url, data);
      return template.replace(PAGE_MARKER, () => body);
    } catch (error) {
      app.log.error({ err: error, url }, 'rendering the page failed; serving its static copy');
      return null;
    }
  };
}
