import type { EmbedConfig } from '../../core/embed/embed.rules.ts';
import { adoptStyles, clearAdoptedStyles } from './styles.ts';
import { baseStyles } from './theme.ts';

/**
 * Gives the host element an open shadow root holding the theme's styles (adoptStyles: they work
 * under a host page's strict CSP) and one container.
 * Open (not closed) so host pages and tests can inspect the widget, while the host page's CSS
 * still cannot restyle it by accident. Mounting again reuses the root and starts empty.
 */
export function prepareShadowRoot(host: HTMLElement, theme: EmbedConfig['theme'], minHeight = 0): { root: ShadowRoot; container: HTMLElement } {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  root.replaceChildren();
  clearAdoptedStyles(root);
  const container = host.ownerDocument.createElement('div');
  container.className = 'cakeday-root';
  root.append(container);
  adoptStyles(root, baseStyles(theme, minHeight));
  return { root, container };
}

/**
 * Shows a short message in place of a widget. Plain DOM rather than Preact, so the runtime can
 * explain a problem without downloading any widget code.
 */
export function renderNotice(container: HTMLElement, message: string, tone: 'info' | 'error' = 'info'): HTMLElement {
  const notice = container.ownerDocument.createElement('p');
  notice.className = 'cakeday-notice';
  notice.dataset.tone = tone;
  notice.setAttribute('role', tone === 'error' ? 'alert' : 'status');
  notice.textContent = message;
  container.replaceChildren(notice);
  return notice;
}
