/**
 * Lets the Node server's heap grow by at most 30 % past what survived the last full collection
 * before V8 collects again. By default V8 may let the old generation grow to two or three times its
 * live size when collecting looks cheap: under load the server's answers kept between requests
 * (kept guest pages, shared answers, recent bodies) live just long enough to be promoted, and RSS
 * climbed from ~110 MB to 190–235 MB before the next full collection brought the heap back to ~50 MB
 * live. With 30 % the peak stayed at 156–161 MB in the same load, with req/s within the noise
 * (performance archive, 2026-11-26: a heap that grows less). Set at start-up by the entry's
 * first import: V8 computes the limit anew at each full collection, so what was loaded before it
 * does not matter.
 * Unlike --max-old-space-size it bounds nothing: a moment that needs more memory still gets it.
 */
import { setFlagsFromString } from 'node:v8';

export const HEAP_GROWING_PERCENT = 30;
setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
