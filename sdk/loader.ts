/**
 * `cakeday.js`, the one script a host page includes:
 *
 *   <script async src="https://<host>/sdk/v1/cakeday.js"></script>
 *
 * It stays tiny (see scripts/check-size.ts) because every visitor of every embedding page downloads
 * it: start-loader.ts takes over the `Cakeday(...)` queue and, only when the page really has a
 * widget, this file imports the runtime module from next to itself. No widget code and no zod here.
 *
 * @example
 * // Before the script tag, so calls made before it loads are kept:
 * window.Cakeday = window.Cakeday || function () { (Cakeday.q = Cakeday.q || []).push(arguments) };
 * Cakeday('mount', { widget: 'rsvp', target: '#rsvp', options: { event: 'mias-7th' }, theme: { accent: '#0f766e' } });
 * Cakeday('scan');              // after adding data-cakeday-widget elements to the page later
 * Cakeday('unmount', '#rsvp');
 */
import { importUrl } from './import-url.js';
import { type RuntimeModule, startCakeday } from './start-loader.ts';

startCakeday('/sdk/v1/cakeday.js', (base) => importUrl<RuntimeModule>(`${base}runtime.js`));
