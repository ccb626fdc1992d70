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
  /** The app's route table: false where it shows its not-found page (older builds lack it). */
  isKnownPage?(pathname: string): boolean;
  /** API paths whose 404 means the page's record does not exist (a share link's token). */
  recordChecksFor?(url: string): string[];
}

/** A page rendered with its data, or word that its data does not exist (an unknown listing). */
export type RenderedPage = { html: string } | { notFound: true };

export interface PageRenderer {
  /** The page for `url` (path and query), or null when the static copy should serve. */
  render(url: string): Promise<RenderedPage | null>;
  /** Whether the app has a page at `pathname` (true when the build cannot say). */
  isKnownPage(pathname: string): boolean;
  /** False when the API answers 404 for the record the page at `url` shows (it then is a 404). */
  recordExists(url: string): Promise<boolean>;
}

/** Where the build's template (dist/ssr/template.html) takes the page. */
const PAGE_MARKER = '<!--page-->';

function isRenderModule(value: unknown): value is RenderModule {
  const module = value as Partial<RenderModule> | null;
  return (
    typeof module?.dataRequestsFor === 'function' &&
    typeof module.renderPage === 'function' &&
    (module.isKnownPage === undefined || typeof module.isKnownPage === 'function') &&
    (module.recordChecksFor === undefined || typeof module.recordChecksFor === 'function')
  );
}

/**
 * Renders, on each visit, the public pages whose first paint shows data (the search results):
 * the server asks its own API as an anonymous visitor would, renders the page with the answers and
 * hands them to the app inside the page. Returns null when the build has no server bundle.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  distDir: string,
): Promise<PageRenderer | null> {
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

  /**
   * The page's HTML; `notFound` when the API has no such record (the status a signed-out visitor
   * and a search engine should see: a listing hidden from them answers 404 too, while its owner's
   * browser still loads it); null when it needs no data or rendering failed (the static copy
   * serves).
   */
  async function render(url: string): Promise<RenderedPage | null> {
    const requests = renderer.dataRequestsFor(url);
    if (requests.length === 0) return null;
    try {
      const data: Record<string, { key: string; data: unknown }> = {};
      for (const request of requests) {
        // Only the API, as a visitor could ask it: never another of the server's paths.
        if (!request.apiPath.startsWith('/api/')) return null;
        const response = await app.inject({ method: 'GET', url: request.apiPath });
        if (response.statusCode === 404) return { notFound: true };
        // A bad filter in the address gets the app's own error screen, from the static copy.
        if (response.statusCode !== 200) return null;
        data[request.name] = { key: request.key, data: response.json() };
      }
      const body = await renderer.renderPage(url, data);
      return { html: template.replace(PAGE_MARKER, () => body) };
    } catch (error) {
      app.log.error({ err: error, url }, 'rendering the page failed; serving its static copy');
      return null;
    }
  }

  function isKnownPage(pathname: string): boolean {
    if (!renderer.isKnownPage) return true;
    try {
      return renderer.isKnownPage(pathname);
    } catch (error) {
      app.log.error({ err: error, pathname }, 'matching the route table failed');
      return true;
    }
  }

  async function recordExists(url: string): Promise<boolean> {
    try {
      for (const apiPath of renderer.recordChecksFor?.(url) ?? []) {
        if (!apiPath.startsWith('/api/')) continue;
        const response = await app.inject({ method: 'GET', url: apiPath });
        if (response.statusCode === 404) return false;
      }
    } catch (error) {
      app.log.error({ err: error, url }, 'checking the page’s record failed');
    }
    return true;
  }

  return { render, isKnownPage, recordExists };
}
