/**
 * What every way of loading the SDK shares: it takes over the `Cakeday(...)` queue, registers
 * `<cakeday-widget>` and, when the page really has a widget, gets the runtime from `loadRuntime`.
 * cakeday.js (loader.ts) imports the runtime module from next to itself; the legacy classic script
 * (legacy.ts) has it built in. Kept as small as the loader: no widget code and no zod here.
 */
import { EMBED_ERROR_EVENT, WIDGET_ATTRIBUTE, WIDGET_ELEMENT } from '../core/embed/embed-contract.ts';
import { type CakedayCall, callNeedsRuntime, createCommandQueue, readStubQueue } from './command-queue.ts';
import type { CakedayRuntime } from './runtime.ts';
import type { CakedayFunction } from './types.ts';

/** The function behind `window.Cakeday` (typed for host pages in types.ts). */
type LoaderFunction = ((...call: CakedayCall) => void) & { q?: ArrayLike<unknown>; loaded?: boolean; version?: string; build?: string };

/** Baked in by rollup.config.ts (the package version and the build's id). */
declare const __CAKEDAY_VERSION__: string;
declare const __CAKEDAY_BUILD__: string;

export type RuntimeModule = Pick<typeof import('./runtime.ts'), 'createRuntime'>;

export function startCakeday(scriptPath: string, loadRuntime: (base: string) => Promise<RuntimeModule>): void {
  const existing = window.Cakeday as LoaderFunction | undefined;
  // The script tag was included twice: the first copy already owns the queue.
  if (existing && existing.loaded) return;

  const script = (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>(`script[src*="${scriptPath}"]`);
  const base = new URL('.', script?.src || location.href).href;
  const queue = createCommandQueue(readStubQueue(existing), (error) => console.error('[Cakeday]', error));
  let runtime: Promise<CakedayRuntime> | undefined;

  const load = (): Promise<CakedayRuntime> =>
    (runtime ??= loadRuntime(base).then(
      (module) => {
        const instance = module.createRuntime({ origin: new URL(base).origin });
        queue.attach((call) => instance.run(call));
        return instance;
      },
      (error: unknown) => {
        runtime = undefined; // let a later call try again
        console.error('[Cakeday] Could not load the widget runtime.', error);
        document.dispatchEvent(new CustomEvent(EMBED_ERROR_EVENT, { detail: { code: 'load-failed', widget: '', message: 'The Cakeday runtime could not be downloaded.' } }));
        throw error;
      },
    ));
  const quietly = (work: (instance: CakedayRuntime) => unknown) => load().then(work, () => undefined);

  const cakeday: LoaderFunction = (...call) => {
    queue.push(call);
    if (callNeedsRuntime(call)) void quietly(() => undefined);
  };
  cakeday.loaded = true;
  cakeday.version = __CAKEDAY_VERSION__;
  cakeday.build = __CAKEDAY_BUILD__;
  window.Cakeday = cakeday as CakedayFunction;
  if (readStubQueue(existing).some(callNeedsRuntime)) void quietly(() => undefined);

  if (window.customElements && !customElements.get(WIDGET_ELEMENT)) {
    customElements.define(
      WIDGET_ELEMENT,
      class extends HTMLElement {
        connectedCallback() {
          void quietly((instance) => instance.isMounted(this) || instance.mountElement(this));
        }
        disconnectedCallback() {
          void runtime?.then(
            (instance) => instance.unmount(this),
            () => undefined,
          );
        }
      },
    );
  }

  const scanIfNeeded = () => {
    if (document.querySelector(`[${WIDGET_ATTRIBUTE}]`)) void quietly((instance) => instance.scan());
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scanIfNeeded);
  else scanIfNeeded();
}
