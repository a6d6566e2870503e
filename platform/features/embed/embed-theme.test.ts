import { describe, expect, it } from 'vitest';
import { darkTheme, defaultTheme } from '#core/embed/embed-theme.rules.ts';
import { accentTextFor, initialPreviewTheme, themeTokensOf } from './embed-theme.ts';

describe('the Embed page’s theme controls', () => {
  it('write nothing for the defaults, and only what changed otherwise', () => {
    expect(themeTokensOf(initialPreviewTheme)).toEqual({});
    expect(themeTokensOf({ ...initialPreviewTheme, accent: '#0F766E', radius: 4 })).toEqual({ accent: '#0f766e', 'accent-text': '#ffffff', radius: '4px' });
  });

  it('a pinned scheme writes its whole palette; a custom accent keeps readable button text', () => {
    expect(themeTokensOf({ ...initialPreviewTheme, scheme: 'dark' })).toEqual(darkTheme);
    expect(themeTokensOf({ ...initialPreviewTheme, scheme: 'light' })).toMatchObject({ background: defaultTheme.background, text: defaultTheme.text });
    expect(accentTextFor('#facc15')).toBe('#1a0f14');
    expect(accentTextFor('#1d4ed8')).toBe('#ffffff');
  });
});
