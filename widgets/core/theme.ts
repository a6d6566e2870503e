import type { EmbedConfig, ThemeToken } from '../../core/embed/embed.rules.ts';
import { darkTheme, defaultTheme } from '../../core/embed/embed-theme.rules.ts';

export { darkTheme, defaultTheme };

/** Declarations for `:host`: the configured theme value for each token, else the default. */
export function themeDeclarations(theme: EmbedConfig['theme']): string {
  return (Object.keys(defaultTheme) as ThemeToken[]).map((token) => `--cakeday-${token}:${theme[token] ?? defaultTheme[token]};`).join('');
}

/** Base styles every widget shares: readable text, visible focus, the notice box and the dark scheme. */
export function baseStyles(theme: EmbedConfig['theme'], minHeight = 0): string {
  const dark = (Object.keys(darkTheme) as ThemeToken[])
    .filter((token) => theme[token] === undefined)
    .map((token) => `--cakeday-${token}:${darkTheme[token]};`)
    .join('');
  // The host element is in the host page's light DOM, where the page's rules beat :host (a page's
  // `* { all: unset }` takes its display, a huge `html { font-size }` is inherited). So the look is
  // set on .cakeday-root inside the shadow root, which starts from `all: initial` (custom properties
  // are not reset by `all`, so the theme still arrives) and reserves the height there.
  // The height is reserved only while the widget is loading (the runtime's busy container, or the
  // widget's own busy notice): once it shows its content, the box is as tall as that content and
  // follows it as it changes, instead of leaving a blank gap under a short card.
  return `:host{${themeDeclarations(theme)}display:block}
.cakeday-root{all:initial;display:block;color:var(--cakeday-text);font-family:var(--cakeday-font);font-size:16px;line-height:1.5}${minHeight ? `\n.cakeday-root[aria-busy=true],.cakeday-root:has(>.cakeday-notice[aria-busy=true]){min-height:${minHeight}px}` : ''}
@media (prefers-color-scheme:dark){:host{${dark}}.cakeday-notice[data-tone=error]{background:#3a1d1b;color:#ffd7d2}}
:host([hidden]){display:none}
*,*::before,*::after{box-sizing:border-box}
.cakeday-frame{background:var(--cakeday-background);border:1px solid var(--cakeday-border);border-radius:var(--cakeday-radius);padding:16px}
.cakeday-notice{margin:0;padding:12px 16px;border-radius:var(--cakeday-radius);border:1px solid var(--cakeday-border);background:var(--cakeday-surface);color:var(--cakeday-text);font-size:14px}
.cakeday-notice[data-tone=error]{border-color:#b42318;color:#7a1a12;background:#fff4f2}
:focus-visible{outline:3px solid var(--cakeday-accent);outline-offset:2px}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}`;
}
