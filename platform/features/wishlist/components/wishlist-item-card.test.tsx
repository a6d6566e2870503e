import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyImage } from '#platform/components/ui/lazy-image.tsx';
import { ItemInitial } from './wishlist-item-card.tsx';

describe('a wishlist item without a picture', () => {
  it('draws a decorative tile with its initial, not the "Image unavailable" error', () => {
    const markup = renderToStaticMarkup(<LazyImage src={undefined} alt="Lego castle" placeholder={<ItemInitial title="lego castle" />} />);
    expect(markup).not.toMatch(/unavailable/i);
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('>L</span>');
  });

  it('without a placeholder, a missing picture still reads "Image unavailable", as the venue cards show it', () => {
    expect(renderToStaticMarkup(<LazyImage src={undefined} alt="Lego castle" />)).toContain('Image unavailable');
  });
});
