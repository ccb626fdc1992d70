/**
 * A link a listing may store (an image, a model, a document): an absolute http(s) address, a path
 * on this site, or an inline image. Read with the WHATWG URL parser, the one browsers use, and
 * stored as it normalised it, so what is stored is what a page will follow: a path is resolved
 * against this site and refused when it lands anywhere else (`//evil.test/x`), and a backslash is
 * refused outright (browsers read `/\evil.test/x` as `//evil.test/x`).
 */
const SITE = 'https://nestwise.invalid';

/** The WHATWG URL class of browsers and Node; this package's own lib is plain ES. */
declare const URL: new (
  input: string,
  base?: string,
) => {
  origin: string;
  protocol: string;
  pathname: string;
  search: string;
  hash: string;
  href: string;
};

function parse(value: string, base?: string) {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

export function normaliseMediaUrl(value: string): string | null {
  if (value.includes('\\')) return null;
  if (/^data:image\//i.test(value)) return value;
  if (value.startsWith('/')) {
    const url = parse(value, SITE);
    return url?.origin === SITE ? `${url.pathname}${url.search}${url.hash}` : null;
  }
  if (!/^https?:\/\//i.test(value)) return null;
  const url = parse(value);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
}
