/**
 * The SDK's public types, published as `/sdk/v1/cakeday.d.ts` (rollup.config.ts bundles this file
 * and what it imports into one declaration file). Types only: nothing here reaches the loader.
 *
 * A TypeScript host page adds it once, for example by saving the file next to its code
 * (`/// <reference path="./cakeday.d.ts" />`), and then gets typed calls and typed event details:
 *
 *   Cakeday('mount', { widget: 'rsvp', target: '#rsvp', options: { event: 'mias-7th' } });
 *   document.addEventListener('cakeday:rsvp.submitted', (event) => event.detail.partySize);
 */
import type { EmbedErrorDetail, EmbedEventName, EmbedEventPayloads, WidgetName } from '../core/embed/embed-contract.ts';
import type { ThemeToken } from '../core/embed/embed.rules.ts';

export type { EmbedErrorCode, EmbedErrorDetail, EmbedEventName, EmbedEventPayloads, WidgetName } from '../core/embed/embed-contract.ts';
export type { ThemeToken } from '../core/embed/embed.rules.ts';

/** What `Cakeday('mount', …)` takes: the same settings as the `data-*` attributes. */
export interface CakedayMountOptions {
  widget: WidgetName;
  /** The element to render into, or a CSS selector for it. */
  target: Element | string;
  /** The widget's settings, as the `data-*` attributes name them (`data-event` → `event`). */
  options?: Record<string, string>;
  /** CSS values for the theme tokens (`data-theme-accent` → `accent`). */
  theme?: Partial<Record<ThemeToken, string>>;
}

/** The one global the SDK adds to a page. Calls made before the script arrived are queued. */
export interface CakedayFunction {
  (command: 'mount', options: CakedayMountOptions): void;
  /** Mounts every `data-cakeday-widget` element added to the page since the last scan. */
  (command: 'scan'): void;
  (command: 'unmount', target: Element | string): void;
  /** The SDK's version and build, baked in when it was built. */
  readonly version?: string;
  readonly build?: string;
  q?: ArrayLike<unknown>;
  loaded?: boolean;
}

/** Every DOM event a widget sends, by its full type name, with the `detail` it carries. */
export type CakedayEventMap = {
  [Name in EmbedEventName as `cakeday:${Name}`]: CustomEvent<EmbedEventPayloads[Name]>;
} & {
  'cakeday:error': CustomEvent<EmbedErrorDetail>;
  'cakeday:ready': CustomEvent<{ widget: string }>;
};

declare global {
  interface Window {
    Cakeday?: CakedayFunction;
  }
  // Widget events bubble and are composed: listen on the widget's element, a parent or the document.
  // Declaration merging needs interfaces here, empty ones included.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends CakedayEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends CakedayEventMap {}
  interface HTMLElementTagNameMap {
    'cakeday-widget': HTMLElement;
  }
}
