/**
 * Turning what a host page wrote into a widget configuration. Zod-free on purpose: the SDK runtime
 * runs this on every embedding page and must stay within its size budget. The same rules serve
 * `<div data-cakeday-widget>`, `<cakeday-widget>` and `Cakeday('mount', …)`, so all three behave alike.
 */
import { type EmbedErrorDetail, type WidgetName, WIDGET_ATTRIBUTE, isWidgetName, widgetNames } from './embed-contract.ts';

/** Design tokens a host page may override; each becomes the CSS custom property `--cakeday-<token>`. */
export const themeTokens = ['accent', 'accent-text', 'background', 'surface', 'text', 'muted', 'border', 'radius', 'font'] as const;
export type ThemeToken = (typeof themeTokens)[number];

export interface EmbedConfig {
  widget: WidgetName;
  /** Widget-specific settings such as `event` (the event's slug); each widget validates its own. */
  options: Record<string, string>;
  theme: Partial<Record<ThemeToken, string>>;
}

export type EmbedConfigResult = { ok: true; config: EmbedConfig } | { ok: false; error: EmbedErrorDetail };

export interface RawEmbedInput {
  widget?: unknown;
  options?: unknown;
  theme?: unknown;
}

const MAX_OPTION_LENGTH = 2000;
const MAX_OPTIONS = 30;
const OPTION_KEY = /^[a-z][a-zA-Z0-9]{0,39}$/;
// Values land in a CSS custom property; anything that could open a url(), a new declaration or a
// block is refused even though setProperty would not let it escape, so a typo fails loudly.
const THEME_VALUE = /^[#(),.%\w\s'"-]{1,80}$/;
const THEME_FORBIDDEN = /url\s*\(|expression\s*\(|[;{}<>\\]/i;

/** Attributes of a `<cakeday-widget>` element that belong to HTML itself, not to the widget. */
const HTML_ATTRIBUTES = new Set(['class', 'style', 'id', 'name', 'hidden', 'slot', 'part', 'lang', 'dir', 'title', 'tabindex', 'role', 'is']);

function fail(code: EmbedErrorDetail['code'], widget: string, message: string): EmbedConfigResult {
  return { ok: false, error: { code, widget, message } };
}

/** `data-event-slug` → `eventSlug`, `max-guests` → `maxGuests`. */
export function attributeToOptionKey(name: string): string {
  return name.toLowerCase().replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Validates a configuration however it arrived (attributes or a `mount` call).
 *
 * @example
 * normalizeEmbedConfig({ widget: 'rsvp', options: { event: 'mias-7th' }, theme: { accent: '#e11d48' } })
 * // → { ok: true, config: { widget: 'rsvp', options: { event: 'mias-7th' }, theme: { accent: '#e11d48' } } }
 */
export function normalizeEmbedConfig(input: RawEmbedInput): EmbedConfigResult {
  const widget = typeof input.widget === 'string' ? input.widget.trim() : '';
  if (!widget) return fail('invalid-config', '', `Say which widget to show, for example ${WIDGET_ATTRIBUTE}="rsvp".`);
  if (!isWidgetName(widget)) {
    return fail('unknown-widget', widget, `There is no Cakeday widget called "${widget.slice(0, 40)}". Known widgets: ${widgetNames.join(', ')}.`);
  }

  const options: Record<string, string> = {};
  if (input.options !== undefined && (typeof input.options !== 'object' || input.options === null || Array.isArray(input.options))) {
    return fail('invalid-config', widget, 'Widget options must be an object of text values.');
  }
  const optionEntries = Object.entries((input.options ?? {}) as Record<string, unknown>);
  if (optionEntries.length > MAX_OPTIONS) return fail('invalid-config', widget, `A widget takes at most ${MAX_OPTIONS} options.`);
  for (const [key, value] of optionEntries) {
    if (!OPTION_KEY.test(key)) return fail('invalid-config', widget, `"${key.slice(0, 40)}" is not a valid option name.`);
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      return fail('invalid-config', widget, `Option "${key}" must be text, a number or true/false.`);
    }
    const text = String(value).trim();
    if (text.length > MAX_OPTION_LENGTH) return fail('invalid-config', widget, `Option "${key}" is longer than ${MAX_OPTION_LENGTH} characters.`);
    options[key] = text;
  }

  const theme: Partial<Record<ThemeToken, string>> = {};
  if (input.theme !== undefined && (typeof input.theme !== 'object' || input.theme === null || Array.isArray(input.theme))) {
    return fail('invalid-config', widget, 'The theme must be an object of CSS values.');
  }
  for (const [rawKey, value] of Object.entries((input.theme ?? {}) as Record<string, unknown>)) {
    // Accept both `accentText` (JavaScript) and `accent-text` (attributes) for the same token.
    const key = rawKey.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    if (!(themeTokens as readonly string[]).includes(key)) {
      return fail('invalid-config', widget, `"${rawKey.slice(0, 40)}" is not a theme setting. Use one of: ${themeTokens.join(', ')}.`);
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (!THEME_VALUE.test(text) || THEME_FORBIDDEN.test(text)) {
      return fail('invalid-config', widget, `The theme value for "${key}" is not a plain CSS value (a color, length or font name).`);
    }
    theme[key as ThemeToken] = text;
  }

  return { ok: true, config: { widget, options, theme } };
}

/**
 * Reads the configuration from an element's attributes. `data-cakeday-widget` elements use
 * `data-*` attributes for options and `data-theme-*` for the theme; the `<cakeday-widget>` custom
 * element also accepts plain attributes (`name="rsvp" event="mias-7th" theme-accent="#e11d48"`).
 *
 * @example
 * parseEmbedAttributes([{ name: 'data-cakeday-widget', value: 'rsvp' }, { name: 'data-event', value: 'mias-7th' }])
 * // → { ok: true, config: { widget: 'rsvp', options: { event: 'mias-7th' }, theme: {} } }
 */
export function parseEmbedAttributes(attributes: Iterable<{ name: string; value: string }>, customElement = false): EmbedConfigResult {
  let widget: string | undefined;
  const options: Record<string, string> = {};
  const theme: Record<string, string> = {};
  for (const { name: rawName, value } of attributes) {
    const name = rawName.toLowerCase();
    if (name === WIDGET_ATTRIBUTE || (customElement && name === 'name')) {
      widget ??= value;
      continue;
    }
    let key: string;
    if (name.startsWith('data-')) key = name.slice(5);
    else if (customElement && !HTML_ATTRIBUTES.has(name) && !name.startsWith('aria-') && !name.startsWith('on')) key = name;
    else continue;
    if (key.startsWith('theme-')) theme[key.slice(6)] = value;
    else options[attributeToOptionKey(key)] = value;
  }
  return normalizeEmbedConfig({ widget, options, theme });
}
