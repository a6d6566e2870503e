import { arrivesByDate, deliverByFor, deliveryFee, lineAmounts, methodLabel, productRefOf, rentalDates, suggestedQuantity } from '#core/domain/marketplace/order.rules.ts';
import { type AddToCartInput, type CartLineView, type CartShopView, type CartView, type DeliveryMethod, deliveryMethods } from '#core/domain/marketplace/order.schema.ts';
import { utcToZonedLocal } from '#core/domain/events/event-time.rules.ts';
import type { AppDeps } from '#worker/deps.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { randomId } from '#worker/services/tokens.ts';
import { type AddCheckVariant, type CartViewData, cartRepo, type SellableVariant } from './cart.repo.ts';

/** The option's name as the cart shows it on its own ("Shipping"); core's methodLabel is lower case, for inside a sentence. */
const optionLabel = (method: DeliveryMethod) => `${methodLabel[method][0]!.toUpperCase()}${methodLabel[method].slice(1)}`;

/**
 * One cart per member (decision 061), optionally tied to one of their parties: the address is the
 * party's location, "deliver by" its start less the setup margin, tableware and favors are
 * suggested from the going head count, and a product already wished for at that party is flagged.
 */

const variantTitleOf = (optionValues: string[]) => optionValues.join(' / ');

/** Units a line could have: stock left, or the free units on every day of the rental. */
export function availableFor(variant: Pick<SellableVariant, 'kind' | 'stock' | 'productId' | 'rentalQuantity'>, rentalStart: string | null, days: number | null, taken: Map<string, number>): number {
  if (variant.kind === 'item') return variant.stock;
  const capacity = variant.rentalQuantity ?? 0;
  return Math.min(...rentalDates(rentalStart!, days ?? 1).map((date) => capacity - (taken.get(`${variant.productId}|${date}`) ?? 0)));
}

/** The checks a line must pass before it goes in the cart (and again at checkout): 400 with the reason. */
export function checkLine<V extends Pick<AddCheckVariant, 'status' | 'variantArchived' | 'kind' | 'shop'>>(
  variant: V | null,
  input: { rentalStart?: string | null; rentalDays?: number | null },
  now: number,
): asserts variant is V {
  if (!variant || variant.status !== 'active' || variant.variantArchived) throw new ApiError(400, 'That product option is not for sale. Choose another one.');
  if (variant.kind === 'rental') {
    if (!input.rentalStart || !input.rentalDays) throw new ApiError(400, 'Choose the first day and the number of days for a rental.');
    const today = utcToZonedLocal(now, variant.shop.timeZone).slice(0, 10);
    if (input.rentalStart < today) throw new ApiError(400, 'A rental cannot start in the past. Choose today or a later day.');
  } else if (input.rentalStart || input.rentalDays) {
    throw new ApiError(400, 'Only rentals take a first day and a number of days.');
  }
}

function quantityProblem(title: string, wanted: number, available: number, rental: boolean): string | null {
  if (wanted <= available) return null;
  if (available <= 0) return rental ? `${title} is fully booked on those days.` : `${title} is sold out.`;
  return rental ? `Only ${available} of ${title} free on those days.` : `Only ${available} left of ${title}.`;
}

/** Adds the line and answers the cart view, read in the write's round trip. */
export async function addToCart(deps: AppDeps, userId: string, input: AddToCartInput): Promise<CartView> {
  // The same line is looked up with the input's dates: a rental must name both and an item neither
  // (checkLine), so for every input that passes they are the line's ('' and 0 for an item).
  const rentalStart = input.rentalStart || '';
  const days = input.rentalDays || 0;
  const { variant, sameQuantity } = await cartRepo.addCheck(deps.db, userId, input.variantId, rentalStart, days);
  const now = deps.clock.now();
  checkLine(variant, input, now);
  if (variant.shop.ownerUserId === userId) throw new ApiError(400, 'This is your own shop’s product: you cannot buy it here.');
  const rental = variant.kind === 'rental';
  // Items count against their stock: only a rental reads its days taken.
  const taken = rental ? await cartRepo.rentalTakenOf(deps.db, variant.productId) : new Map<string, number>();
  const wanted = sameQuantity + input.quantity;
  const problem = quantityProblem(variant.title, wanted, availableFor(variant, rentalStart || null, days || null, taken), rental);
  if (problem) throw new ApiError(400, problem);
  const view = await cartRepo.addLineAndView(
    deps.db,
    { id: randomId(), userId, productId: variant.productId, variantId: variant.variantId, quantity: input.quantity, rentalStart, rentalDays: days },
    now,
  );
  return cartViewOf(view, now);
}

export async function setLineQuantity(deps: AppDeps, userId: string, lineId: string, quantity: number): Promise<void> {
  const line = await cartRepo.findLine(deps.db, userId, lineId);
  if (!line) throw new ApiError(404, 'That line is not in your cart.');
  const variant = await cartRepo.findVariant(deps.db, line.variantId);
  if (!variant) throw new ApiError(404, 'That line is not in your cart.');
  const taken = await cartRepo.rentalTaken(deps.db, [variant.productId]);
  const problem = quantityProblem(variant.title, quantity, availableFor(variant, line.rentalStart || null, line.rentalDays || null, taken), variant.kind === 'rental');
  if (problem) throw new ApiError(400, problem);
  await cartRepo.setQuantity(deps.db, userId, lineId, quantity);
}

export async function removeLine(deps: AppDeps, userId: string, lineId: string): Promise<void> {
  if (!(await cartRepo.findLine(deps.db, userId, lineId))) throw new ApiError(404, 'That line is not in your cart.');
  await cartRepo.deleteLine(deps.db, userId, lineId);
}

export async function tieCartToEvent(deps: AppDeps, userId: string, eventId: string | null): Promise<void> {
  if (eventId !== null && !(await cartRepo.memberEvent(deps.db, userId, eventId))) throw new ApiError(404, 'That party is not one of yours.');
  await cartRepo.setEvent(deps.db, userId, eventId, deps.clock.now());
}

/** The party the cart is tied to, as the cart and the checkout read it (null when untied or no longer the member's). */
export async function cartParty(deps: AppDeps, userId: string) {
  const cart = await cartRepo.cart(deps.db, userId);
  if (!cart?.eventId) return null;
  const event = await cartRepo.memberEvent(deps.db, userId, cart.eventId);
  if (!event) return null;
  return { ...event, goingCount: await cartRepo.goingCount(deps.db, event.id), deliverBy: deliverByFor(event.startsAt) };
}

export async function cartView(deps: AppDeps, userId: string): Promise<CartView> {
  return cartViewOf(await cartRepo.viewData(deps.db, userId), deps.clock.now());
}

function cartViewOf({ lines: rows, event: party, taken, wishes }: CartViewData, now: number): CartView {
  const event = party ? { ...party, deliverBy: deliverByFor(party.startsAt) } : null;
  const shopViews = new Map<string, CartShopView>();
  for (const row of rows) {
    const rental = row.kind === 'rental';
    const amounts = lineAmounts({ kind: row.kind, unitPriceCents: row.priceCents, quantity: row.line.quantity, rentalDays: row.line.rentalDays, depositPerUnitCents: row.depositCents ?? 0 });
    const ref = productRefOf(row.productId);
    const warnings: string[] = [];
    if (wishes.some((wish) => wish.productRef === ref)) warnings.push(`Already on ${event!.title}'s wishlist`);
    if (wishes.some((wish) => wish.productRef === ref && Boolean(wish.bought))) warnings.push(`Already bought for ${event!.title}`);
    const line: CartLineView = {
      id: row.line.id,
      productId: row.productId,
      variantId: row.variantId,
      title: row.title,
      variantTitle: variantTitleOf(row.optionValues),
      imageUrl: row.imageUrls[0] ?? null,
      unitPriceCents: row.priceCents,
      quantity: row.line.quantity,
      rentalStart: rental ? row.line.rentalStart : null,
      rentalDays: rental ? row.line.rentalDays : null,
      depositCents: amounts.depositCents,
      lineCents: amounts.lineCents,
      available: rental ? availableFor(row, row.line.rentalStart, row.line.rentalDays, taken) : row.stock,
      warnings,
      suggestedQuantity: event ? suggestedQuantity(row.category, row.line.quantity, event.goingCount) : null,
    };
    let shopView = shopViews.get(row.shop.id);
    if (!shopView) {
      shopView = {
        shop: { id: row.shop.id, name: row.shop.name, slug: row.shop.slug, city: row.shop.city },
        lines: [],
        itemsCents: 0,
        depositCents: 0,
        deliveryOptions: deliveryMethods.flatMap((method) => {
          const priceCents = deliveryFee(row.shop, method);
          return priceCents === null ? [] : [{ method, priceCents, arrivesBy: arrivesByDate(row.shop, method, now), label: optionLabel(method) }];
        }),
        canSell: Boolean(row.canSell),
      };
      shopViews.set(row.shop.id, shopView);
    }
    shopView.lines.push(line);
    shopView.itemsCents += line.lineCents;
    shopView.depositCents += line.depositCents;
  }
  const shopsList = [...shopViews.values()];
  return {
    event: event ? { id: event.id, title: event.title, startsAt: event.startsAt, timeZone: event.timeZone, location: event.location, goingCount: event.goingCount, deliverBy: event.deliverBy } : null,
    shops: shopsList,
    itemsCents: shopsList.reduce((sum, shop) => sum + shop.itemsCents, 0),
    lineCount: rows.length,
  };
}
