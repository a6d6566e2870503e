import type { Context } from 'hono';
import type { CreatePotInput, PotHostView, PotPublicView, UpdatePotInput } from '#core/domain/money/money-view.schema.ts';
import type { AppBindings } from '#worker/deps.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { randomId } from '#worker/services/tokens.ts';
import { ledgerEntryOf, ledgerRepo } from '../ledger.repo.ts';
import { contributorOf, loadVisiblePot } from '../money-access.service.ts';
import type { MoneyEventRow, PotRow } from '../money.repo.ts';
import { moneyRepo } from '../money.repo.ts';
import { potHostView, potPublicView } from './money-views.service.ts';

type Ctx = Context<AppBindings>;

export const EVENT_CANCELLED_MESSAGE = 'This event was cancelled, so it no longer collects money.';

/** Contributions that gave money that still counts (held or paid out). */
const COUNTED = new Set(['succeeded', 'released']);

export async function hostPotViews(c: Ctx, event: MoneyEventRow, pots?: PotRow[]): Promise<PotHostView[]> {
  const { db, clock, payments } = c.get('deps');
  const [rows, entries, contributionRows] = await Promise.all([
    pots ? Promise.resolve(pots) : moneyRepo.listPots(db, event.id),
    ledgerRepo.entriesOfEvent(db, event.id),
    moneyRepo.listOfEvent(db, event.id),
  ]);
  const ledger = entries.map(ledgerEntryOf);
  return rows.map((pot) => {
    const count = contributionRows.filter((row) => row.potId === pot.id && COUNTED.has(row.status)).length;
    return potHostView(pot, event, ledger, count, payments.label, clock.now());
  });
}

export async function publicPotViews(c: Ctx, event: MoneyEventRow, pots: PotRow[]): Promise<PotPublicView[]> {
  const entries = pots.length === 0 ? [] : (await ledgerRepo.entriesOfEvent(c.get('deps').db, event.id)).map(ledgerEntryOf);
  return pots.map((pot) => potPublicView(pot, event, entries, c.get('deps').payments.label));
}

/** One pot as the caller (guest link or member) may see it; the same 404 as GET /pots/:id otherwise. */
export async function visiblePotView(c: Ctx, potId: string): Promise<PotPublicView> {
  const { pot, event } = await loadVisiblePot(c, potId, await contributorOf(c));
  const [view] = await publicPotViews(c, event, [pot]);
  return view!;
}

function deadlineOf(iso: string | null | undefined, now: number): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  if (!(ms > now)) throw new ApiError(400, 'The deadline must be in the future', { deadline: 'The deadline must be in the future' });
  return ms;
}

export async function createPot(c: Ctx, event: MoneyEventRow, userId: string, input: CreatePotInput): Promise<PotHostView> {
  const { db, clock } = c.get('deps');
  if (event.status === 'cancelled') throw new ApiError(409, EVENT_CANCELLED_MESSAGE);
  const now = clock.now();
  const deadline = deadlineOf(input.deadline, now);
  let wishlistItemId: string | null = null;
  if (input.kind === 'gift') {
    const item = input.wishlistItemId ? await moneyRepo.findWishlistItem(db, event.id, input.wishlistItemId) : undefined;
    if (!item) throw new ApiError(404, 'That wishlist item is not on this event’s list.');
    wishlistItemId = item.id;
  }
  const pot = {
    id: randomId(),
    eventId: event.id,
    kind: input.kind,
    slot: wishlistItemId ? `item:${wishlistItemId}` : 'fund',
    wishlistItemId,
    title: input.title,
    description: input.description ? input.description : null,
    minCents: input.minCents,
    maxCents: input.maxCents,
    targetCents: input.targetCents ?? null,
    deadline,
    refundIfTargetMissed: input.refundIfTargetMissed,
    status: 'open' as const,
    createdByUserId: userId,
    payeeUserId: null,
    hiddenFromUserId: null,
    createdAt: now,
    updatedAt: now,
  };
  if (!(await moneyRepo.insertPot(db, pot))) {
    throw new ApiError(409, input.kind === 'gift' ? 'This wishlist item already has a group gift pot' : 'This event already has a fund');
  }
  const [view] = await hostPotViews(c, event, [pot]);
  return view!;
}

/** Texts, limits and open/closed. Closing stops new contributions; payments already started may still complete. */
export async function updatePot(c: Ctx, event: MoneyEventRow, potId: string, input: UpdatePotInput): Promise<PotHostView> {
  const { db, clock } = c.get('deps');
  const pot = potId.length <= 100 ? await moneyRepo.findPot(db, potId) : undefined;
  if (!pot || pot.eventId !== event.id) throw new ApiError(404, 'Pot not found');
  const minCents = input.minCents ?? pot.minCents;
  const maxCents = input.maxCents ?? pot.maxCents;
  if (maxCents < minCents) throw new ApiError(400, 'The maximum must be at least the minimum', { maxCents: 'The maximum must be at least the minimum' });
  if (input.status === 'open' && event.status === 'cancelled') throw new ApiError(409, EVENT_CANCELLED_MESSAGE);
  const changes = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.description !== undefined ? { description: input.description ? input.description : null } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    minCents,
    maxCents,
    updatedAt: clock.now(),
  };
  const updated = await moneyRepo.updatePot(db, pot.id, changes);
  if (!updated) throw new ApiError(404, 'Pot not found');
  const [view] = await hostPotViews(c, event, [updated]);
  return view!;
}
