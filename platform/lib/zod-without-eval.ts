/**
 * Zod compiles its object parsers with `new Function` where it can, and finds out whether it can by
 * trying once. The platform's Content-Security-Policy allows no eval, so the try is refused — and
 * the browser reports a CSP violation for every page that validates a form (Lighthouse's best
 * practices counted it on /venues). Switched off here, before any schema is built, Zod parses
 * without compiling, as it would after the refused try anyway. Imported first by app/start.tsx.
 *
 * Through the global object Zod reads its configuration from (zod/v4/core/core.js adopts an
 * existing `__zod_globalConfig`, or keeps the one it made), not `config()` from 'zod': importing that put part of Zod's core
 * into the start chunk of every route, which the event page's budget has no room for.
 * zod-without-eval.test.ts fails if Zod stops reading it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// Changed in place, not replaced: a Zod already loaded keeps a reference to the object it found.
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
