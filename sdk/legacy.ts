/**
 * `cakeday.legacy.js`: the whole SDK (loader, runtime and every widget) as one classic script, for
 * pages that cannot load JavaScript modules (a site builder that rewrites script tags, an old
 * embedded browser). It is larger than cakeday.js and fetches nothing more; use cakeday.js wherever
 * modules work:
 *
 *   <script async src="https://<host>/sdk/v1/cakeday.legacy.js"></script>
 */
import * as runtime from './runtime.ts';
import { startCakeday } from './start-loader.ts';

startCakeday('/sdk/v1/cakeday.legacy.js', () => Promise.resolve(runtime));
