import { Hono } from 'hono';
import { bulkStockInputSchema, photoOrderInputSchema, productSearchQuerySchema } from '#core/domain/marketplace/catalog.schema.ts';
import { productWishlistInputSchema } from '#core/domain/marketplace/catalog-wishlist.schema.ts';
import { publicJson } from '#worker/cache/json-responses.ts';
import { sharedAnswer } from '#worker/cache/shared-answers.ts';
import type { AppBindings } from '#worker/deps.ts';
import { parseInput, readJson, readJsonObject } from '#worker/middleware/request-body.ts';
import { requireUser } from '#worker/middleware/session.ts';
import { takePhoto } from './catalog-photos.service.ts';
import { addProductToWishlist, type CatalogWishlistPort, publicProduct, rentalDaysFree, shopPage, shopReach } from './catalog-public.service.ts';
import { addProductPhoto, createProduct, editStock, listOwnProducts, loadOwnProduct, productDetail, removeProductPhoto, reorderProductPhotos, replaceProduct } from './products.service.ts';
import { searchProducts } from './search.service.ts';
import { shopsRepo } from './shops.repo.ts';
import { editShop, loadOwnShop, openShop, shopSummary } from './shops.service.ts';

/** Public answers are asked again on every use and answered 304 while their ETag holds. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * The marketplace's catalog under /api/marketplace (decision 061): the public search, product and
 * shop reads, and the seller's own shop and products. Every seller route works on the caller's own
 * shop only: another member's product is the 404 of one that does not exist, a visitor gets a 401.
 * The add to a wishlist is the wishlist feature's, handed in by createApp as `wishlist`.
 */
export function catalogRoutes(wishlist: CatalogWishlistPort) {
  return (
    new Hono<AppBindings>()
      // --- public -----------------------------------------------------------------------------
      // The same for everyone who sends the same query string, so a burst of it costs one read
      // (sharedAnswer, decision 053); the query is checked inside the load, so a refusal is never kept.
      .get('/products', async (c) => {
        const url = c.req.url;
        const queryAt = url.indexOf('?');
        const page = await sharedAnswer(c, `marketplace-products${queryAt < 0 ? '' : url.slice(queryAt)}`, async () => ({
          body: JSON.stringify(await searchProducts(c, parseInput(productSearchQuerySchema, c.req.query()))),
        }));
        return publicJson(c, page.body, REVALIDATE);
      })
      // A visitor's view is shared the same way; a signed-in member may be its seller (a draft's preview), so is read each time.
      .get('/products/:id', async (c) => {
        const id = c.req.param('id');
        if (c.get('user')) return c.json(await publicProduct(c, id));
        const page = await sharedAnswer(c, `marketplace-product:${id}`, async () => ({ body: JSON.stringify(await publicProduct(c, id)) }));
        return publicJson(c, page.body, REVALIDATE);
      })
      .get('/products/:id/availability', async (c) => c.json(await rentalDaysFree(c, c.req.param('id'), c.req.query('from'), c.req.query('days'))))
      .get('/shops/:shopIdOrSlug', async (c) => c.json(await shopPage(c, c.req.param('shopIdOrSlug'))))
      // The same for everyone (a shop that cannot sell reaches nobody, its owner included), so shared like the search.
      .get('/shops/:shopIdOrSlug/reach', async (c) => {
        const key = c.req.param('shopIdOrSlug');
        const url = c.req.url;
        const queryAt = url.indexOf('?');
        const page = await sharedAnswer(c, `marketplace-reach:${key}${queryAt < 0 ? '' : url.slice(queryAt)}`, async () => ({ body: JSON.stringify(await shopReach(c, key, c.req.query('to'))) }));
        return publicJson(c, page.body, REVALIDATE);
      })
      .post('/products/:id/wishlist', async (c) => {
        const user = requireUser(c);
        const input = await readJson(c, productWishlistInputSchema);
        return c.json(await addProductToWishlist(c, wishlist, user, c.req.param('id'), input), 201);
      })

      // --- the seller's shop --------------------------------------------------------------------
      .get('/seller/shop', async (c) => {
        const user = requireUser(c);
        const shop = await shopsRepo.findByOwner(c.get('deps').db, user.id);
        return c.json({ shop: shop ? shopSummary(shop) : null });
      })
      .post('/seller/shop', async (c) => {
        const user = requireUser(c);
        return c.json({ shop: await openShop(c, user, await readJsonObject(c)) }, 201);
      })
      .patch('/seller/shop', async (c) => {
        const user = requireUser(c);
        return c.json({ shop: await editShop(c, user, await readJsonObject(c)) });
      })
      .post('/seller/shop/logo', async (c) => {
        const user = requireUser(c);
        const shop = await loadOwnShop(c, user);
        const url = await takePhoto(c, user);
        const { db, clock } = c.get('deps');
        await shopsRepo.update(db, shop.id, { logoUrl: url, updatedAt: clock.now() });
        return c.json({ shop: shopSummary({ ...shop, logoUrl: url }) });
      })

      // --- the seller's products ----------------------------------------------------------------
      .get('/seller/products', async (c) => c.json({ products: await listOwnProducts(c, requireUser(c)) }))
      .post('/seller/products', async (c) => {
        const user = requireUser(c);
        return c.json({ product: await createProduct(c, user, await readJsonObject(c)) }, 201);
      })
      .get('/seller/products/:id', async (c) => {
        const { shop, product, variants } = await loadOwnProduct(c, requireUser(c), c.req.param('id'));
        return c.json({ product: productDetail(product, variants, shop) });
      })
      .put('/seller/products/:id', async (c) => {
        const user = requireUser(c);
        // The product first, so another member's id is a 404 whatever the body.
        await loadOwnProduct(c, user, c.req.param('id'));
        return c.json({ product: await replaceProduct(c, user, c.req.param('id'), await readJsonObject(c)) });
      })
      .post('/seller/products/:id/photos', async (c) => c.json({ product: await addProductPhoto(c, requireUser(c), c.req.param('id')) }))
      .put('/seller/products/:id/photos', async (c) => {
        const user = requireUser(c);
        // The product first, so another member's id is a 404 whatever the body.
        await loadOwnProduct(c, user, c.req.param('id'));
        const input = await readJson(c, photoOrderInputSchema);
        return c.json({ product: await reorderProductPhotos(c, user, c.req.param('id'), input) });
      })
      .delete('/seller/products/:id/photos/:index', async (c) => c.json({ product: await removeProductPhoto(c, requireUser(c), c.req.param('id'), c.req.param('index')) }))
      .put('/seller/stock', async (c) => {
        const user = requireUser(c);
        const input = await readJson(c, bulkStockInputSchema);
        return c.json({ updated: await editStock(c, user, input) });
      })
  );
}
