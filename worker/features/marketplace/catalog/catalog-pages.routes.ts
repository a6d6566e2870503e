import { type Context, Hono } from 'hono';
import type { ShareMeta } from '#core/domain/events/event-share.rules.ts';
import type { AppBindings } from '#worker/deps.ts';
import { appUrl } from '#worker/middleware/app-url.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { htmlPage } from '#worker/middleware/html-page.ts';
import { productSearchQuerySchema, type ProductPage } from '#core/domain/marketplace/catalog.schema.ts';
import { apiQueryOf, filtersOf, pageOf, sortOf } from '#core/domain/marketplace/search-url.rules.ts';
import { sharedAnswer } from '#worker/cache/shared-answers.ts';
import { parseInput } from '#worker/middleware/request-body.ts';
import { publicProduct, shopPage } from './catalog-public.service.ts';
import { productShareMeta, renderProductCard, renderShopCard, shopShareMeta } from './catalog-pages.service.ts';
import { renderSearchPage, SEARCH_DESCRIPTION, SEARCH_TITLE } from './catalog-search-page.service.ts';
import { searchProducts } from './search.service.ts';

/** The event page's layout helpers, handed in by app.ts (features do not import each other). */
export interface CatalogPagePorts {
  injectServerContent: (shell: string, content: string) => string;
  injectShareMeta: (shell: string, meta: ShareMeta) => string;
}

/** A page's data, or undefined where the API refuses it with `status` (404: unknown, draft, archived, a shop that cannot sell). */
async function found<T>(read: () => Promise<T>, status = 404): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === status) return undefined;
    throw error;
  }
}

/**
 * The search the page's URL asks for, through the same shared answer as the API's
 * `GET /api/marketplace/products` with the query the screen sends for that URL
 * (search-url.rules.ts): drawing the page warms the app's first read, and a burst costs one search.
 */
async function searchFor(c: Context<AppBindings>, apiQuery: string): Promise<ProductPage | undefined> {
  const answer = await found(
    () =>
      sharedAnswer(c, `marketplace-products?${apiQuery}`, async () => ({
        body: JSON.stringify(await searchProducts(c, parseInput(productSearchQuerySchema, Object.fromEntries(new URLSearchParams(apiQuery))))),
      })),
    400,
  );
  return answer && (JSON.parse(answer.body) as ProductPage);
}

/**
 * `/marketplace`, `/marketplace/product/:id` and `/marketplace/shop/:shopId` outside the API, drawn by the server
 * for their first paint with their share preview (decision 022). What is drawn is a visitor's view
 * always: no session is read here (these routes sit outside /api's session middleware), so the
 * answer is the same for everyone and a seller's draft is never drawn.
 */
export const catalogPageRoutes = (ports: CatalogPagePorts) => {
  const page = async (c: Context<AppBindings>, next: () => Promise<void>, draw: (shell: string) => Promise<string | undefined>) => {
    const shell = await c.get('deps').appShell?.(c);
    if (!shell) return next();
    const drawn = await draw(shell);
    return drawn === undefined ? htmlPage(c, shell, 404) : htmlPage(c, drawn);
  };
  return (
    new Hono<AppBindings>()
      // A search the API would refuse (a date already past, say) is left to the app, which says why.
      .get('/marketplace', async (c, next) => {
        const shell = await c.get('deps').appShell?.(c);
        if (!shell) return next();
        const params = new URL(c.req.url).searchParams;
        const page = await searchFor(c, apiQueryOf(params));
        if (!page) return next();
        const url = `${appUrl(c)}/marketplace${params.size ? `?${params.toString()}` : ''}`;
        const meta = { title: `${SEARCH_TITLE} | Cakeday`, description: SEARCH_DESCRIPTION, image: null, url };
        return htmlPage(
          c,
          ports.injectServerContent(ports.injectShareMeta(shell, meta), renderSearchPage({ params, filters: filtersOf(params), sort: sortOf(params), pageNumber: pageOf(params), page })),
        );
      })
      .get('/marketplace/product/:id', (c, next) =>
        page(c, next, async (shell) => {
          const product = await found(() => publicProduct(c, c.req.param('id')));
          if (!product) return undefined;
          const url = `${appUrl(c)}/marketplace/product/${encodeURIComponent(product.id)}`;
          return ports.injectServerContent(ports.injectShareMeta(shell, productShareMeta(product, url)), renderProductCard(product));
        }),
      )
      .get('/marketplace/shop/:shopId', (c, next) =>
        page(c, next, async (shell) => {
          const shop = await found(() => shopPage(c, c.req.param('shopId')));
          if (!shop) return undefined;
          const url = `${appUrl(c)}/marketplace/shop/${encodeURIComponent(shop.shop.slug)}`;
          return ports.injectServerContent(ports.injectShareMeta(shell, shopShareMeta(shop, url)), renderShopCard(shop));
        }),
      )
  );
};
