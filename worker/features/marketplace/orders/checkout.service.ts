import { type CheckoutLine, deliverByDateFor, deliveryFee, deliveryProblem, lineAmounts, shortfallMessage, splitCheckout, stockNeeds, stockShortfall } from '#core/domain/marketplace/order.rules.ts';
import { type CheckoutInput, checkoutInputSchema, type CheckoutView, COMMISSION_RATE_BP, type DeliveryMethod, orderTimers } from '#core/domain/marketplace/order.schema.ts';
import type { AppDeps } from '#worker/deps.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { buyerPlaceFor } from '#worker/services/places/buyer-place.ts';
import { randomId } from '#worker/services/tokens.ts';
import { cartRepo } from './cart.repo.ts';
import { cartParty, checkLine } from './cart.service.ts';
import { isCheckViolation, placeCheckout } from './checkout.repo.ts';
import type { MarketplacePaymentsPort } from './marketplace-payments.port.ts';
import { orderViews } from './order-views.service.ts';
import { type GroupRow, ordersRepo } from './orders.repo.ts';

type CartRow = Awaited<ReturnType<typeof cartRepo.lines>>[number];
type Line = CheckoutLine & { row: CartRow };

const variantTitleOf = (values: string[]) => values.join(' / ');

/** The first shortfall of the cart against the stock now, as the buyer reads it; null when it all fits. */
async function shortfallOf(deps: AppDeps, lines: readonly Line[]): Promise<string | null> {
  const fresh = new Map<string, CartRow>();
  for (const line of lines) fresh.set(line.variantId, { ...line.row, ...((await cartRepo.findVariant(deps.db, line.variantId)) ?? {}) } as CartRow);
  const taken = await cartRepo.rentalTaken(deps.db, [...new Set(lines.filter((line) => line.kind === 'rental').map((line) => line.productId))]);
  const capacity = new Map(lines.map((line) => [line.productId, fresh.get(line.variantId)!.rentalQuantity ?? 0]));
  const short = stockShortfall(
    stockNeeds(lines),
    (variantId) => fresh.get(variantId)?.stock ?? 0,
    (productId, date) => (capacity.get(productId) ?? 0) - (taken.get(`${productId}|${date}`) ?? 0),
  );
  if (!short) return null;
  const title = lines.find((line) => line.variantId === short.variantId || line.productId === short.productId)!.row.title;
  return shortfallMessage(title, short.left, short.date);
}

/**
 * The cart becomes one checkout group (one payment) of one order per shop, written with the stock
 * it takes in one batch; then the provider is asked for one checkout session for the group's total.
 */
export async function checkout(deps: AppDeps, userId: string, raw: CheckoutInput, payments: MarketplacePaymentsPort, appOrigin: string): Promise<CheckoutView> {
  const input = checkoutInputSchema.parse(raw);
  const now = deps.clock.now();
  const [rows, party] = await Promise.all([cartRepo.lines(deps.db, userId), cartParty(deps, userId)]);
  if (rows.length === 0) throw new ApiError(400, 'Your cart is empty. Add something before you check out.');
  const methodOf = new Map<string, DeliveryMethod>();
  for (const delivery of input.deliveries) methodOf.set(delivery.shopId, delivery.method);
  const shopsInCart = new Map(rows.map((row) => [row.shop.id, row.shop]));
  for (const shopId of methodOf.keys()) if (!shopsInCart.has(shopId)) throw new ApiError(400, 'A delivery was chosen for a shop that is not in your cart.');
  const sellers = await cartRepo.payoutsEnabled(deps.db, [...new Set(rows.map((row) => row.shop.ownerUserId))]);
  for (const shop of shopsInCart.values()) {
    const method = methodOf.get(shop.id);
    if (!method) throw new ApiError(400, `Choose how ${shop.name} delivers.`);
    // The distance is only measured for local delivery: no other method is refused for it.
    const buyer = method === 'local' ? await buyerPlaceFor(shop, input.city, input.address || party?.location) : null;
    const problem = deliveryProblem(shop, method, now, party?.startsAt ?? null, buyer ?? { city: '', miles: null });
    if (problem) throw new ApiError(400, problem);
    if (!sellers.has(shop.ownerUserId)) throw new ApiError(409, `${shop.name} cannot take orders right now. Remove its items to check out the rest.`);
  }
  const address = input.address || party?.location || '';
  if (address === '' && [...methodOf.values()].some((method) => method !== 'pickup')) throw new ApiError(400, 'Where should it go? Add a delivery address.');
  const lines: Line[] = rows.map((row) => {
    checkLine(row, { rentalStart: row.line.rentalStart || null, rentalDays: row.line.rentalDays || null }, now);
    return {
      row,
      shopId: row.shop.id,
      productId: row.productId,
      variantId: row.variantId,
      kind: row.kind,
      unitPriceCents: row.priceCents,
      quantity: row.line.quantity,
      rentalStart: row.kind === 'rental' ? row.line.rentalStart : null,
      rentalDays: row.kind === 'rental' ? row.line.rentalDays : null,
      depositPerUnitCents: row.depositCents ?? 0,
    };
  });
  // Checked here for a clear message; the batch's CHECKs are what makes it hold under a race.
  const short = await shortfallOf(deps, lines);
  if (short) throw new ApiError(409, short);

  const drafts = splitCheckout(lines, (shopId) => deliveryFee(shopsInCart.get(shopId)!, methodOf.get(shopId)!) ?? 0);
  const groupId = randomId();
  const totalCents = drafts.reduce((sum, draft) => sum + draft.totalCents, 0);
  if (totalCents <= 0) throw new ApiError(400, 'There is nothing to pay for in your cart.');
  const orders = drafts.map((draft) => {
    const shop = shopsInCart.get(draft.shopId)!;
    return {
      id: randomId(),
      groupId,
      shopId: draft.shopId,
      buyerUserId: userId,
      eventId: party?.id ?? null,
      status: 'awaiting_payment' as const,
      deliveryMethod: methodOf.get(draft.shopId)!,
      itemsCents: draft.itemsCents,
      depositCents: draft.depositCents,
      deliveryCents: draft.deliveryCents,
      totalCents: draft.totalCents,
      commissionRateBp: COMMISSION_RATE_BP,
      deliverByDate: party ? deliverByDateFor(party.startsAt, shop.timeZone) : null,
      deliverBy: party?.startsAt ?? null,
      createdAt: now,
      updatedAt: now,
      draft,
    };
  });
  const needs = stockNeeds(lines);
  try {
    await placeCheckout(deps.db, {
      group: { id: groupId, buyerUserId: userId, eventId: party?.id ?? null, status: 'awaiting_payment', totalCents, address, payBy: now + orderTimers.payWithinMs, createdAt: now, updatedAt: now },
      orders: orders.map(({ draft: _draft, ...order }) => order),
      lines: orders.flatMap((order) =>
        order.draft.lines.map((line) => {
          const amounts = lineAmounts(line);
          return {
            id: randomId(),
            orderId: order.id,
            productId: line.productId,
            variantId: line.variantId,
            title: line.row.title,
            variantTitle: variantTitleOf(line.row.optionValues),
            imageUrl: line.row.imageUrls[0] ?? null,
            unitPriceCents: line.unitPriceCents,
            quantity: line.quantity,
            rentalStart: line.rentalStart,
            rentalDays: line.rentalDays,
            depositCents: amounts.depositCents,
            lineCents: amounts.lineCents,
          };
        }),
      ),
      variants: needs.variants,
      rentals: [...needs.rentalDays].flatMap(([productId, days]) =>
        [...days].map(([date, units]) => ({ productId, date, units, capacity: lines.find((line) => line.productId === productId)!.row.rentalQuantity ?? 0 })),
      ),
      userId,
    });
  } catch (error) {
    if (!isCheckViolation(error)) throw error;
    throw new ApiError(409, (await shortfallOf(deps, lines)) ?? 'Someone else just took the last one. Check your cart and try again.');
  }
  await payments.startCheckout(deps, groupId, appOrigin);
  return checkoutViewOf(deps, (await ordersRepo.group(deps.db, groupId))!);
}

export async function checkoutViewOf(deps: AppDeps, group: GroupRow): Promise<CheckoutView> {
  return {
    groupId: group.id,
    status: group.status,
    totalCents: group.totalCents,
    payBy: group.payBy,
    checkoutUrl: group.status === 'awaiting_payment' ? group.checkoutUrl : null,
    orders: await orderViews(deps.db, await ordersRepo.listForGroup(deps.db, group.id)),
  };
}

/** The buyer's own checkout; a page opened again asks the provider once more if the first ask failed. */
export async function loadCheckout(deps: AppDeps, userId: string, groupId: string, payments: MarketplacePaymentsPort, appOrigin: string): Promise<CheckoutView> {
  let group = await ordersRepo.group(deps.db, groupId);
  if (!group || group.buyerUserId !== userId) throw new ApiError(404, 'There is no such checkout.');
  if (group.status === 'awaiting_payment' && !group.checkoutUrl && group.payBy > deps.clock.now()) {
    await payments.startCheckout(deps, group.id, appOrigin);
    group = (await ordersRepo.group(deps.db, groupId))!;
  } else if (group.paidAt === null && group.checkoutUrl) {
    await payments.reconcile(deps, group.id);
    group = (await ordersRepo.group(deps.db, groupId))!;
  }
  return checkoutViewOf(deps, group);
}
