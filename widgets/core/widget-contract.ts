import type { EmbedEventName, EmbedEventPayloads } from '../../core/embed/embed-contract.ts';
import type { EmbedConfig } from '../../core/embed/embed.rules.ts';
import type { WidgetApi } from './widget-api.ts';

/** What the SDK runtime hands a widget when it mounts it into a host element. */
export interface WidgetContext {
  /** The element on the host page (`data-cakeday-widget` div or `<cakeday-widget>`). */
  host: HTMLElement;
  /** The open shadow root that isolates the widget's markup and styles from the host page. */
  root: ShadowRoot;
  /** Where the widget renders, inside the shadow root, below the theme's styles. */
  container: HTMLElement;
  config: EmbedConfig;
  /** Requests against the Cakeday origin that served the SDK, not the host page's origin. */
  api: WidgetApi;
  /** Sends a typed `cakeday:<name>` event to the host page. */
  emit<N extends EmbedEventName>(name: N, detail: EmbedEventPayloads[N]): void;
}

/** Every widget folder's index exports one of these; `mount` returns the cleanup. */
export interface WidgetModule {
  mount(context: WidgetContext): () => void;
}
