import type { EmbedKeyView } from '../../../../core/embed/embed-keys.rules.ts';

/** The copy-paste snippet for a key: the element and the one script tag, from this Cakeday origin. */
export function embedSnippet(key: Pick<EmbedKeyView, 'id' | 'widget' | 'target'>, origin: string): string {
  const target = key.widget === 'contribution' ? ` data-pot="${key.target.id}"` : key.target.slug ? ` data-event="${key.target.slug}"` : '';
  return `<div data-cakeday-widget="${key.widget}"${target} data-key="${key.id}"></div>\n<script async src="${origin}/sdk/v1/cakeday.js"></script>`;
}

/** The widget's name as the Embed page shows it. */
export const widgetLabels: Partial<Record<EmbedKeyView['widget'], string>> = { rsvp: 'RSVP', contribution: 'Contribution' };
