/**
 * The widgets' palette (decision 032): the default look and the dark scheme's defaults. In core so
 * the widgets (widgets/core/theme.ts) and the platform's Embed page (its theme controls and the
 * snippet they write) use the same values.
 */
import type { ThemeToken } from './embed.rules.ts';

/**
 * Default look of every widget. Host pages override single tokens (`data-theme-accent`), and the
 * values travel as CSS custom properties, the one kind of style meant to cross the shadow boundary:
 * a rule in the host page's own stylesheet that targets the element (`#rsvp { --cakeday-accent: teal }`)
 * beats these `:host` defaults, because outer styles win over `:host` in the cascade.
 */
export const defaultTheme: Record<ThemeToken, string> = {
  accent: '#d0305f', // 4.9:1 with white text (axe: #d9366b was 4.47)
  'accent-text': '#ffffff',
  background: '#ffffff',
  surface: '#fff7f9',
  text: '#1f1a24',
  muted: '#5f5866',
  border: '#e6dde3',
  radius: '12px',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
};

/** Defaults under `prefers-color-scheme: dark`; a token the host page configured keeps its value. */
export const darkTheme: Partial<Record<ThemeToken, string>> = {
  accent: '#ff7aa2',
  'accent-text': '#1a0f14',
  background: '#1c1920',
  surface: '#26222b',
  text: '#f3eef5',
  muted: '#b9b0bf',
  border: '#3d3744',
};
