/*
 * zod compiles object parsers with `new Function` once it has checked that eval works. The
 * server's content security policy forbids eval (script-src 'self'), so that check alone made
 * Chrome report a CSP violation (a Lighthouse best-practices issue) the first time a page parsed
 * an object. zod's `jitless` setting parses without the compiled path and without the check.
 *
 * It is set on the object every copy of zod reads its settings from (zod creates it the same way
 * and keeps a reference to it), not with `z.config()`: importing zod here would put zod's core
 * into the first route's code, which only the pages that validate forms need. main.tsx imports
 * this first, before any schema can parse.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
