import { config } from 'zod';

/**
 * Zod compiles its object parsers with `new Function` where it can, and finds out whether it can by
 * trying once. The platform's Content-Security-Policy allows no eval, so the try is refused — and
 * the browser reports a CSP violation for every page that validates a form (Lighthouse's best
 * practices counted it on /venues). Switched off here, before any schema is built, Zod parses
 * without compiling, as it would after the refused try anyway. Imported first by app/start.tsx.
 */
config({ jitless: true });
