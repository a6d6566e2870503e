import { type Context, Hono } from 'hono';
import {
  addToCartInputSchema,
  cancelOrderInputSchema,
  cartEventInputSchema,
  checkoutInputSchema,
  declineLinesInputSchema,
  orderReviewInputSchema,
  reviewReplyInputSchema,
  sellerOrdersQuerySchema,
  updateCartLineInputSchema,
} from '#core/domain/marketplace/order.schema.ts';
import type { AppBindings } from '#worker/deps.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { parseInput, readJson } from '#worker/middleware/request-body.ts';
import { requireUser } from '#worker/middleware/session.ts';
import { addToCart, cartView, removeLine, setLineQuantity, tieCartToEvent } from './cart.service.ts';
import { checkout, loadCheckout } from './checkout.service.ts';
import type { MarketplacePaymentsPort } from './marketplace-payments.port.ts';
import { orderViews } from './order-views.service.ts';
import { ordersRepo } from './orders.repo.ts';
import { cancelByBuyer, confirmOrder, declineLines, loadBuyerOrder, loadSellerOrder, markDelivered, markReceived, replyToReview, reviewOrder } from './orders.service.ts';
import { sellerDashboard } from './seller-dashboard.service.ts';

const LIST_LIMIT = 200;

const appOriginOf = (c: Context<AppBindings>) => (c.get('deps').env.APP_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');

/**
 * The marketplace's cart, checkout and orders (decision 061), mounted under /api/marketplace. The
 * buyer sees their own orders; a seller sees only their own shop's part of any checkout — anyone
 * else gets the 404 of an order that does not exist.
 */
export function ordersRoutes(payments: MarketplacePaymentsPort) {
  return new Hono<AppBindings>()
    .get('/cart', async (c) => c.json(await cartView(c.get('deps'), requireUser(c).id)))
    .post('/cart/lines', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, addToCartInputSchema);
      return c.json(await addToCart(c.get('deps'), user.id, input), 201);
    })
    .patch('/cart/lines/:id', async (c) => {
      const user = requireUser(c);
      const { quantity } = await readJson(c, updateCartLineInputSchema);
      await setLineQuantity(c.get('deps'), user.id, c.req.param('id'), quantity);
      return c.json(await cartView(c.get('deps'), user.id));
    })
    .delete('/cart/lines/:id', async (c) => {
      const user = requireUser(c);
      await removeLine(c.get('deps'), user.id, c.req.param('id'));
      return c.json(await cartView(c.get('deps'), user.id));
    })
    .put('/cart/event', async (c) => {
      const user = requireUser(c);
      const { eventId } = await readJson(c, cartEventInputSchema);
      await tieCartToEvent(c.get('deps'), user.id, eventId);
      return c.json(await cartView(c.get('deps'), user.id));
    })

    .post('/checkout', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, checkoutInputSchema);
      return c.json(await checkout(c.get('deps'), user.id, input, payments, appOriginOf(c)), 201);
    })
    .get('/checkouts/:groupId', async (c) => {
      const user = requireUser(c);
      return c.json(await loadCheckout(c.get('deps'), user.id, c.req.param('groupId'), payments, appOriginOf(c)));
    })

    .get('/orders', async (c) => {
      const user = requireUser(c);
      const deps = c.get('deps');
      return c.json({ orders: await orderViews(deps.db, await ordersRepo.listForBuyer(deps.db, user.id, LIST_LIMIT)) });
    })
    .get('/orders/:id', async (c) => {
      const user = requireUser(c);
      const found = await loadBuyerOrder(c.get('deps'), user.id, c.req.param('id'));
      return c.json((await orderViews(c.get('deps').db, [found]))[0]);
    })
    .post('/orders/:id/cancel', async (c) => {
      const user = requireUser(c);
      const { reason } = await readJson(c, cancelOrderInputSchema);
      await cancelByBuyer(c.get('deps'), user.id, c.req.param('id'), reason, payments);
      return c.json(await buyerOrderView(c, user.id));
    })
    .post('/orders/:id/received', async (c) => {
      const user = requireUser(c);
      await readJson(c, cancelOrderInputSchema.pick({}));
      await markReceived(c.get('deps'), user.id, c.req.param('id'));
      return c.json(await buyerOrderView(c, user.id));
    })
    .post('/orders/:id/review', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, orderReviewInputSchema);
      await reviewOrder(c.get('deps'), user.id, user.name, c.req.param('id'), input);
      return c.json(await buyerOrderView(c, user.id), 201);
    })

    .get('/seller/orders', async (c) => {
      const user = requireUser(c);
      const { status } = parseInput(sellerOrdersQuerySchema, c.req.query());
      const deps = c.get('deps');
      const shop = await ordersRepo.shopOfOwner(deps.db, user.id);
      if (!shop) return c.json({ orders: [] });
      return c.json({ orders: await orderViews(deps.db, await ordersRepo.listForShop(deps.db, shop.id, status, LIST_LIMIT)) });
    })
    .post('/seller/orders/:id/confirm', async (c) => {
      const user = requireUser(c);
      await readJson(c, cancelOrderInputSchema.pick({}));
      await confirmOrder(c.get('deps'), user.id, c.req.param('id'));
      return c.json(await sellerOrderView(c, user.id));
    })
    .post('/seller/orders/:id/decline-lines', async (c) => {
      const user = requireUser(c);
      const { lineIds, reason } = await readJson(c, declineLinesInputSchema);
      await declineLines(c.get('deps'), user.id, c.req.param('id'), lineIds, reason, payments);
      return c.json(await sellerOrderView(c, user.id));
    })
    .post('/seller/orders/:id/deliver', async (c) => {
      const user = requireUser(c);
      await readJson(c, cancelOrderInputSchema.pick({}));
      await markDelivered(c.get('deps'), user.id, c.req.param('id'));
      return c.json(await sellerOrderView(c, user.id));
    })
    .post('/seller/reviews/:id/reply', async (c) => {
      const user = requireUser(c);
      const { text } = await readJson(c, reviewReplyInputSchema);
      await replyToReview(c.get('deps'), user.id, c.req.param('id'), text);
      return c.json({ ok: true });
    })
    .get('/seller/dashboard', async (c) => {
      const user = requireUser(c);
      const shop = await ordersRepo.shopOfOwner(c.get('deps').db, user.id);
      if (!shop) throw new ApiError(404, 'Open a shop first.');
      return c.json(await sellerDashboard(c.get('deps'), shop.id));
    });
}

async function buyerOrderView(c: Context<AppBindings>, userId: string) {
  const found = await loadBuyerOrder(c.get('deps'), userId, c.req.param('id') ?? '');
  return (await orderViews(c.get('deps').db, [found]))[0];
}

async function sellerOrderView(c: Context<AppBindings>, userId: string) {
  const found = await loadSellerOrder(c.get('deps'), userId, c.req.param('id') ?? '');
  return (await orderViews(c.get('deps').db, [found]))[0];
}
