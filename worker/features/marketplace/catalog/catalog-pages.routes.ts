import { type Context, Hono } from 'hono';
import type { ShareMeta } from '#core/domain/events/event-share.rules.ts';
import type { AppBindings } from '#worker/deps.ts';
import { appUrl } from '#worker/middleware/app-url.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { htmlPage } from '#worker/middleware/html-page.ts';
import { publicProduct, shopPage } from './catalog-public.service.ts';
import { productShareMeta, renderProductCard, renderShopCard, shopShareMeta } from './catalog-pages.service.ts';

/** The event page's layout helpers, handed in by app.ts (features do not import each other). */
export interface CatalogPagePorts {
  injectServerContent: (shell: string, content: string) => string;
  injectShareMeta: (shell: string, meta: ShareMeta) => string;
}

/** A page's data, or undefined for the 404 shell (unknown, draft, archived, or a shop that cannot sell). */
async function found<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * `/marketplace/product/:id` and `/marketplace/shop/:shopId` outside the API, drawn by the server
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
  return new Hono<AppBindings>()
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
    );
};
