import type { EmbedKeyView } from '#core/embed/embed-keys.rules.ts';
import type { ThemeToken } from '#core/embed/embed.rules.ts';

/** The copy-paste snippet for a key: the element and the one script tag, from this Cakeday origin. */
export function embedSnippet(key: Pick<EmbedKeyView, 'id' | 'widget' | 'target'>, origin: string, theme: Partial<Record<ThemeToken, string>> = {}): string {
  const target =
    key.widget === 'contribution'
      ? ` data-pot="${key.target.id}"`
      : key.widget === 'venue-search'
        ? key.target.kind === 'venue'
          ? ` data-venue="${key.target.id}"`
          : ''
        : key.widget === 'wishlist-add'
          ? // The product: the seller writes theirs, or drops both when the page has a JSON-LD Product.
            ' data-title="Product name" data-price="24.99"'
          : key.target.slug
            ? ` data-event="${key.target.slug}"`
            : '';
  const themed = Object.entries(theme)
    .map(([token, value]) => ` data-theme-${token}="${value.replace(/[&"<>]/g, '')}"`)
    .join('');
  return `<div data-cakeday-widget="${key.widget}"${target} data-key="${key.id}"${themed}></div>\n<script async src="${origin}/sdk/v1/cakeday.js"></script>`;
}

/**
 * The snippet's own widget element (parsed inert, without the script tag): the Embed page's preview
 * shows exactly what a site owner's page would say, so a new widget's target attribute in
 * embedSnippet shows in the preview too.
 */
export function snippetElement(key: Pick<EmbedKeyView, 'id' | 'widget' | 'target'>, theme: Partial<Record<ThemeToken, string>> = {}): HTMLElement | null {
  const template = document.createElement('template');
  template.innerHTML = embedSnippet(key, '', theme);
  const element = template.content.firstElementChild;
  return element instanceof HTMLElement ? element : null;
}

/** The widget's name as the Embed page shows it. */
export const widgetLabels: Partial<Record<EmbedKeyView['widget'], string>> = { rsvp: 'RSVP', contribution: 'Contribution', 'venue-search': 'Venue booking', 'wishlist-add': 'Add to wishlist' };
