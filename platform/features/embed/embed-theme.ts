import type { ThemeToken } from '#core/embed/embed.rules.ts';
import { darkTheme, defaultTheme } from '#core/embed/embed-theme.rules.ts';

export type ColourScheme = 'auto' | 'light' | 'dark';

/** The Embed page's theme controls: what the preview shows and the snippet's `data-theme-*` say. */
export interface PreviewTheme {
  accent: string;
  /** Corner radius in CSS px. */
  radius: number;
  /** `auto` follows the visitor's `prefers-color-scheme`; light or dark pins the palette. */
  scheme: ColourScheme;
}

export const DEFAULT_RADIUS = 12;
export const initialPreviewTheme: PreviewTheme = { accent: defaultTheme.accent, radius: DEFAULT_RADIUS, scheme: 'auto' };

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
};

/**
 * The text colour on a custom accent (buttons): white or near-black, whichever reads better.
 *
 * @example
 * accentTextFor('#0f766e') // → '#ffffff'
 * accentTextFor('#facc15') // → '#1a0f14'
 */
export function accentTextFor(accent: string): string {
  return contrast(accent, '#ffffff') >= contrast(accent, '#1a0f14') ? '#ffffff' : '#1a0f14';
}

/**
 * The theme tokens that differ from the widget's defaults — what the snippet writes as
 * `data-theme-*` and the preview mounts with. A pinned scheme writes its whole palette, so the
 * visitor's dark mode cannot change it (a configured token beats the dark defaults).
 *
 * @example
 * themeTokensOf({ accent: '#0f766e', radius: 4, scheme: 'auto' }) // → { accent: '#0f766e', 'accent-text': '#ffffff', radius: '4px' }
 */
export function themeTokensOf(theme: PreviewTheme): Partial<Record<ThemeToken, string>> {
  const tokens: Partial<Record<ThemeToken, string>> = {};
  const palette = theme.scheme === 'dark' ? { ...defaultTheme, ...darkTheme } : defaultTheme;
  if (theme.scheme !== 'auto') {
    for (const token of Object.keys(darkTheme) as ThemeToken[]) tokens[token] = palette[token];
  }
  const accent = theme.accent.toLowerCase();
  if (accent !== defaultTheme.accent) {
    tokens.accent = accent;
    tokens['accent-text'] = accentTextFor(accent);
  }
  if (theme.radius !== DEFAULT_RADIUS) tokens.radius = `${theme.radius}px`;
  return tokens;
}
