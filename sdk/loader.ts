/**
 * `cakeday.js`, the one script a host page includes:
 *
 *   <script async src="https://<host>/sdk/v1/cakeday.js"></script>
 *
 * It stays tiny (see scripts/check-size.ts) because every visitor of every embedding page downloads
 * it: it only takes over the `Cakeday(...)` queue, registers `<cakeday-widget>` and, when the page
 * really has a widget, imports the runtime from next to itself. No widget code and no zod here.
 */
import { EMBED_ERROR_EVENT, WIDGET_ATTRIBUTE, WIDGET_ELEMENT } from '../core/embed/embed-contract.ts';
import { type CakedayCall, callNeedsRuntime, createCommandQueue, readStubQueue } from './command-queue.ts';
import type { CakedayRuntime } from './runtime.ts';

/**
 * The public entry point on `window`.
 *
 * @example
 * // Before the script tag, so calls made before it loads are kept:
 * window.Cakeday = window.Cakeday || function () { (Cakeday.q = Cakeday.q || []).push(arguments) };
 * Cakeday('mount', { widget: 'rsvp', target: '#rsvp', options: { event: 'mias-7th' }, theme: { accent: '#0f766e' } });
 * Cakeday('scan');              // after adding data-cakeday-widget elements to the page later
 * Cakeday('unmount', '#rsvp');
 */
export type CakedayFunction = ((...call: CakedayCall) => void) & { q?: ArrayLike<unknown>; loaded?: boolean };

declare global {
  interface Window {
    Cakeday?: CakedayFunction;
  }
}

const SCRIPT_PATH = '/sdk/v1/cakeday.js';

(() => {
  const existing = window.Cakeday;
  // The script tag was included twice: the first copy already owns the queue.
  if (existing && existing.loaded) return;

  const script = (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>(`script[src*="${SCRIPT_PATH}"]`);
  const base = new URL('.', script?.src || location.href).href;
  const queue = createCommandQueue(readStubQueue(existing), (error) => console.error('[Cakeday]', error));
  let runtime: Promise<CakedayRuntime> | undefined;

  const load = (): Promise<CakedayRuntime> =>
    (runtime ??= (import(/* @vite-ignore */ `${base}runtime.js`) as Promise<typeof import('./runtime.ts')>).then(
      (module) => {
        const instance = module.createRuntime({ origin: new URL(base).origin });
        queue.attach((call) => instance.run(call));
        return instance;
      },
      (error: unknown) => {
        runtime = undefined; // let a later call try again
        console.error('[Cakeday] Could not load the widget runtime.', error);
        document.dispatchEvent(
          new CustomEvent(EMBED_ERROR_EVENT, { detail: { code: 'load-failed', widget: '', message: 'The Cakeday runtime could not be downloaded.' } }),
        );
        throw error;
      },
    ));
  const quietly = (work: (instance: CakedayRuntime) => unknown) => load().then(work, () => undefined);

  const cakeday: CakedayFunction = (...call) => {
    queue.push(call);
    if (callNeedsRuntime(call)) void quietly(() => undefined);
  };
  cakeday.loaded = true;
  window.Cakeday = cakeday;
  if (readStubQueue(existing).some(callNeedsRuntime)) void quietly(() => undefined);

  if (window.customElements && !customElements.get(WIDGET_ELEMENT)) {
    customElements.define(
      WIDGET_ELEMENT,
      class extends HTMLElement {
        connectedCallback() {
          void quietly((instance) => instance.isMounted(this) || instance.mountElement(this));
        }
        disconnectedCallback() {
          void runtime?.then((instance) => instance.unmount(this), () => undefined);
        }
      },
    );
  }

  const scanIfNeeded = () => {
    if (document.querySelector(`[${WIDGET_ATTRIBUTE}]`)) void quietly((instance) => instance.scan());
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scanIfNeeded);
  else scanIfNeeded();
})();
