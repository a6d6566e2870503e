/**
 * The SDK runtime, downloaded by the loader only when a page actually has a Cakeday widget. It finds
 * the widget elements, validates their configuration, gives each an isolated shadow root and mounts
 * the widget's own chunk into it. Problems are shown in the page as a short accessible message and
 * sent to the host page as a `cakeday:error` event, so a typo never fails silently.
 */
import { type EmbedErrorDetail, WIDGET_ATTRIBUTE, WIDGET_ELEMENT, widgetMinHeights } from '../core/embed/embed-contract.ts';
import { type EmbedConfigResult, normalizeEmbedConfig, parseEmbedAttributes } from '../core/embed/embed.rules.ts';
import { prepareShadowRoot, renderNotice } from '../widgets/core/shadow-root.ts';
import { createWidgetApi } from '../widgets/core/widget-api.ts';
import { emitEmbedError, emitEmbedReady, emitWidgetEvent } from '../widgets/core/widget-events.ts';
import type { CakedayCall } from './command-queue.ts';
import { type WidgetLoader, widgetLoaders } from './widget-registry.ts';

export const WIDGET_SELECTOR = `[${WIDGET_ATTRIBUTE}],${WIDGET_ELEMENT}`;

/** What visitors of the host page read; the precise reason goes to the `cakeday:error` event. */
const visitorMessages: Record<EmbedErrorDetail['code'], string> = {
  'unknown-widget': 'This Cakeday widget is not available yet.',
  'unavailable-widget': 'This Cakeday widget is not available yet.',
  'invalid-config': 'This Cakeday widget is not set up correctly, so it cannot be shown.',
  'load-failed': 'This Cakeday widget could not be loaded. Please try again later.',
};

export interface RuntimeOptions {
  /** The Cakeday origin that served the SDK; widgets send their API requests there. */
  origin: string;
  /** Which widget chunks exist; tests and stories pass their own. */
  loaders?: Partial<Record<string, WidgetLoader>>;
  document?: Document;
  /** Where developer-facing warnings go (the browser console by default). */
  warn?: (message: string) => void;
}

export interface CakedayRuntime {
  /** Runs one `Cakeday(...)` call: `mount`, `scan` or `unmount`. */
  run(call: CakedayCall): void;
  /** Mounts (or re-mounts) the widget an element asks for; resolves once it shows something. */
  mountElement(element: HTMLElement, config?: EmbedConfigResult): Promise<void>;
  /** Mounts every widget element under `root` that is not mounted yet. */
  scan(root?: ParentNode): Promise<void>;
  unmount(element: Element): void;
  isMounted(element: Element): boolean;
}

interface Mounted {
  cleanup?: () => void;
}

/**
 * Creates the runtime the loader drives. Host pages do not call this; they use `Cakeday(...)`.
 *
 * @example
 * const runtime = createRuntime({ origin: 'https://cakeday.example' });
 * runtime.run(['mount', { widget: 'rsvp', target: '#rsvp', options: { event: 'mias-7th' } }]);
 */
export function createRuntime(options: RuntimeOptions): CakedayRuntime {
  const doc = options.document ?? document;
  const loaders = options.loaders ?? widgetLoaders;
  const warn = options.warn ?? ((message: string) => console.warn(`[Cakeday] ${message}`));
  const api = createWidgetApi(options.origin);
  const mounted = new WeakMap<Element, Mounted>();

  function fail(element: HTMLElement, container: HTMLElement, detail: EmbedErrorDetail) {
    renderNotice(container, visitorMessages[detail.code], detail.code === 'load-failed' ? 'error' : 'info');
    warn(detail.message);
    emitEmbedError(element, detail);
  }

  function unmount(element: Element) {
    const previous = mounted.get(element);
    mounted.delete(element);
    previous?.cleanup?.();
  }

  async function mountElement(element: HTMLElement, given?: EmbedConfigResult) {
    unmount(element);
    const state: Mounted = {};
    mounted.set(element, state);
    const result = given ?? parseEmbedAttributes(Array.from(element.attributes), element.localName === WIDGET_ELEMENT);
    // The widget's usual height is reserved before its code arrives, so the page does not jump (CLS).
    const { root, container } =
      result.ok && loaders[result.config.widget]
        ? prepareShadowRoot(element, result.config.theme, widgetMinHeights[result.config.widget])
        : prepareShadowRoot(element, result.ok ? result.config.theme : {});
    if (!result.ok) return fail(element, container, result.error);

    const { config } = result;
    const load = loaders[config.widget];
    if (!load) {
      return fail(element, container, {
        code: 'unavailable-widget',
        widget: config.widget,
        message: `The "${config.widget}" widget is not available in this version of the Cakeday SDK yet.`,
      });
    }

    renderNotice(container, 'Loading…');
    container.setAttribute('aria-busy', 'true');
    let module;
    try {
      module = (await load()).default;
    } catch {
      container.removeAttribute('aria-busy');
      if (mounted.get(element) !== state) return;
      return fail(element, container, { code: 'load-failed', widget: config.widget, message: `The "${config.widget}" widget could not be downloaded.` });
    }
    container.removeAttribute('aria-busy');
    // A newer mount of the same element (or an unmount) happened while this chunk downloaded.
    if (mounted.get(element) !== state) return;
    container.replaceChildren();
    state.cleanup = module.mount({
      host: element,
      root,
      container,
      config,
      api,
      emit: (name, detail) => emitWidgetEvent(element, name, detail),
    });
    emitEmbedReady(element, config.widget);
  }

  async function scan(root: ParentNode = doc) {
    const elements = Array.from(root.querySelectorAll<HTMLElement>(WIDGET_SELECTOR)).filter((element) => !mounted.has(element));
    await Promise.all(elements.map((element) => mountElement(element)));
  }

  function resolveTarget(target: unknown): HTMLElement | null {
    if (typeof target === 'string') {
      try {
        return doc.querySelector<HTMLElement>(target);
      } catch {
        return null;
      }
    }
    return target && typeof target === 'object' && (target as Node).nodeType === 1 ? (target as HTMLElement) : null;
  }

  function run(call: CakedayCall) {
    const [command, argument] = call;
    if (command === 'scan') {
      void scan(resolveTarget(argument) ?? doc);
    } else if (command === 'unmount') {
      const element = resolveTarget(argument);
      if (element) unmount(element);
    } else if (command === 'mount') {
      const input = (argument ?? {}) as { target?: unknown; widget?: unknown; options?: unknown; theme?: unknown };
      const element = resolveTarget(input.target);
      if (!element) {
        const detail: EmbedErrorDetail = {
          code: 'invalid-config',
          widget: typeof input.widget === 'string' ? input.widget : '',
          message: `Cakeday('mount') needs a target element or a CSS selector that matches one; got ${typeof input.target === 'string' ? `"${input.target.slice(0, 80)}"` : String(input.target)}.`,
        };
        warn(detail.message);
        emitEmbedError(doc, detail);
        return;
      }
      void mountElement(element, normalizeEmbedConfig(input));
    } else {
      warn(`Unknown command Cakeday(${JSON.stringify(String(command)).slice(0, 40)}). Use 'mount', 'scan' or 'unmount'.`);
    }
  }

  return { run, mountElement, scan, unmount, isMounted: (element) => mounted.has(element) };
}
