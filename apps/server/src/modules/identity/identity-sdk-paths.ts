/**
 * The identity provider's JavaScript SDK, pointed at an emulator with connectAuthEmulator, calls
 * `<origin>/identitytoolkit.googleapis.com/v1/accounts:…`, `…/v2/…` and
 * `<origin>/securetoken.googleapis.com/v1/token`. Those URLs are rewritten onto the /identity
 * routes before routing, so the SDK reaches the very same routes: same validation, API-key check,
 * sign-in throttle and rate-limit buckets. (Registering the routes a second time under another
 * prefix would give every path set a rate-limit bucket of its own, multiplying the budget.)
 */
const SDK_PREFIXES: ReadonlyArray<{ from: string; to: string; exact?: boolean }> = [
  { from: '/identitytoolkit.googleapis.com/v1/accounts:', to: '/identity/v1/accounts:' },
  { from: '/identitytoolkit.googleapis.com/v2/', to: '/identity/v2/' },
  { from: '/securetoken.googleapis.com/v1/token', to: '/identity/v1/token', exact: true },
];

/** The /identity URL an SDK URL stands for; any other URL unchanged. Query strings are kept. */
export function rewriteIdentitySdkUrl(url: string): string {
  for (const { from, to, exact } of SDK_PREFIXES) {
    if (!url.startsWith(from)) continue;
    const rest = url.slice(from.length);
    if (exact && rest !== '' && !rest.startsWith('?')) continue;
    return to + rest;
  }
  return url;
}
