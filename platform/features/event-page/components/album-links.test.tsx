import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AlbumLinks } from './album-links.tsx';

const links = (markup: string) => [...markup.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]+)</g)].map((match) => [match[2], match[1]]);
const render = (props: Parameters<typeof AlbumLinks>[0]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AlbumLinks {...props} />
    </MemoryRouter>,
  );

describe('the album on the event page', () => {
  it('gives a guest with their link the personal upload page and the gallery', () => {
    expect(links(render({ slug: 'maya-7', token: 'tok/en', role: 'guest' }))).toEqual([
      ['Share your photos', '/u/tok%2Fen'],
      ['See the album', '/gallery/maya-7'],
    ]);
  });

  it('gives hosts and guests without a link the gallery only', () => {
    expect(links(render({ slug: 'maya-7', token: null, role: 'guest' }))).toEqual([['See the album', '/gallery/maya-7']]);
    expect(links(render({ slug: 'maya-7', token: 'tok', role: 'host' }))).toEqual([['See the album', '/gallery/maya-7']]);
  });
});
