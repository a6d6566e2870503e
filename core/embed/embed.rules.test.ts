import { describe, expect, it } from 'vitest';
import { embedEventType, isWidgetName } from './embed-contract.ts';
import { attributeToOptionKey, normalizeEmbedConfig, parseEmbedAttributes } from './embed.rules.ts';
import { embedSnippetInputSchema } from './embed.schema.ts';

const attrs = (record: Record<string, string>) => Object.entries(record).map(([name, value]) => ({ name, value }));

describe('parseEmbedAttributes', () => {
  it('reads the widget, data-* options and data-theme-* tokens of a data-cakeday-widget element', () => {
    const result = parseEmbedAttributes(attrs({ 'data-cakeday-widget': 'rsvp', 'data-event': ' mias-7th ', 'data-show-guests': 'true', 'data-theme-accent': '#e11d48', class: 'x' }));
    expect(result).toEqual({
      ok: true,
      config: { widget: 'rsvp', options: { event: 'mias-7th', showGuests: 'true' }, theme: { accent: '#e11d48' } },
    });
  });

  it('accepts plain attributes on the <cakeday-widget> element but ignores HTML and aria attributes', () => {
    const result = parseEmbedAttributes(attrs({ name: 'venue-search', city: 'Austin', 'max-guests': '40', 'theme-radius': '12px', id: 'w', 'aria-label': 'Venues', onclick: 'x()' }), true);
    expect(result).toEqual({ ok: true, config: { widget: 'venue-search', options: { city: 'Austin', maxGuests: '40' }, theme: { radius: '12px' } } });
  });

  it('ignores plain attributes on ordinary elements (only data-* is ours there)', () => {
    const result = parseEmbedAttributes(attrs({ 'data-cakeday-widget': 'rsvp', name: 'other', event: 'nope' }));
    expect(result).toEqual({ ok: true, config: { widget: 'rsvp', options: {}, theme: {} } });
  });

  it('answers an unknown widget name with unknown-widget, not a guess', () => {
    const result = parseEmbedAttributes(attrs({ 'data-cakeday-widget': 'guestbook' }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('unknown-widget');
      expect(result.error.widget).toBe('guestbook');
      expect(result.error.message).toContain('rsvp, wishlist-add, contribution, venue-search');
    }
  });

  it('requires a widget name', () => {
    const result = parseEmbedAttributes(attrs({ 'data-cakeday-widget': '  ' }));
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-config' } });
  });

  it('refuses theme values that could smuggle CSS and unknown theme tokens', () => {
    for (const value of ['red; background: url(https://evil.test/x)', 'url(x)', '}body{', 'a<b', '']) {
      expect(parseEmbedAttributes(attrs({ 'data-cakeday-widget': 'rsvp', 'data-theme-accent': value })).ok).toBe(false);
    }
    const unknownToken = parseEmbedAttributes(attrs({ 'data-cakeday-widget': 'rsvp', 'data-theme-shadow': '1px' }));
    expect(unknownToken).toMatchObject({ ok: false, error: { code: 'invalid-config' } });
    expect(parseEmbedAttributes(attrs({ 'data-cakeday-widget': 'rsvp', 'data-theme-font': '"Comic Neue", system-ui' })).ok).toBe(true);
  });
});

describe('normalizeEmbedConfig (Cakeday("mount", …))', () => {
  it('stringifies numbers and booleans and accepts camelCase theme tokens', () => {
    expect(normalizeEmbedConfig({ widget: 'contribution', options: { giftId: 'g1', amount: 25, anonymous: false }, theme: { accentText: 'white' } })).toEqual({
      ok: true,
      config: { widget: 'contribution', options: { giftId: 'g1', amount: '25', anonymous: 'false' }, theme: { 'accent-text': 'white' } },
    });
  });

  it('rejects options that are not an object of text values', () => {
    expect(normalizeEmbedConfig({ widget: 'rsvp', options: 'event=x' }).ok).toBe(false);
    expect(normalizeEmbedConfig({ widget: 'rsvp', options: { event: { nested: true } } }).ok).toBe(false);
    expect(normalizeEmbedConfig({ widget: 'rsvp', options: { 'bad key': 'x' } }).ok).toBe(false);
    expect(normalizeEmbedConfig({ widget: 'rsvp', options: { event: 'x'.repeat(2001) } }).ok).toBe(false);
    expect(normalizeEmbedConfig({ widget: 'rsvp', theme: ['red'] }).ok).toBe(false);
    expect(normalizeEmbedConfig({ widget: 42 })).toMatchObject({ ok: false, error: { code: 'invalid-config' } });
  });
});

describe('embed contract', () => {
  it('names widgets and prefixes DOM events', () => {
    expect(isWidgetName('wishlist-add')).toBe(true);
    expect(isWidgetName('toString')).toBe(false);
    expect(embedEventType('gift.claimed')).toBe('cakeday:gift.claimed');
    expect(attributeToOptionKey('event-slug')).toBe('eventSlug');
  });

  it('the zod schema agrees with the zod-free rules on widget names', () => {
    expect(embedSnippetInputSchema.safeParse({ widget: 'rsvp', options: { event: 'x' } }).success).toBe(true);
    expect(embedSnippetInputSchema.safeParse({ widget: 'guestbook' }).success).toBe(false);
  });
});
