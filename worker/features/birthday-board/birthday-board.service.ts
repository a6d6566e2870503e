import type { Context } from 'hono';
import { countsPerMonth, initialOf, isRevealed, monthOf, revealAtFor } from '#core/domain/birthday-board/birthday-board.rules.ts';
import { BOARD_GIFT_LIMITS, type BoardView, type GiftCardView, type GiftMessageInput, type StartGiftInput } from '#core/domain/birthday-board/birthday-board.schema.ts';
import { hitRateLimit } from '../../db/rate-limit.repo.ts';
import type { AppBindings, AppDeps, SessionUser } from '../../deps.ts';
import { ApiError, rateLimited } from '../../middleware/errors.ts';
import { randomId } from '../../services/tokens.ts';
import { birthdayBoardRepo, type GiftRow } from './birthday-board.repo.ts';

type Ctx = Context<AppBindings>;

/**
 * What the board needs from the money feature, handed in by createApp (features do not import
 * each other): a group gift's pot is a money pot of kind `board_gift` whose payout goes to the
 * organiser and which the celebrant never sees; contributions go through the money feature's own
 * routes (POST /api/pots/:potId/contributions).
 */
export interface BoardMoneyPort {
  createBoardPot(
    deps: AppDeps,
    input: { slot: string; title: string; description: string | null; targetCents: number; minCents: number; maxCents: number; organiserId: string; celebrantId: string },
  ): Promise<string>;
  discardUnusedBoardPot(deps: AppDeps, potId: string): Promise<void>;
  boardPotTotals(deps: AppDeps, potIds: string[]): Promise<Map<string, { raisedCents: number; givers: string[]; open: boolean; minCents: number; maxCents: number }>>;
}

/** Group gifts a member may start per hour: plenty for a person, not for a script. */
export const GIFT_STARTS_PER_HOUR = 10;
/** The one answer for a gift that does not exist or is a surprise for the caller: an id reveals nothing. */
export const giftNotFound = () => new ApiError(404, 'Group gift not found');
export const NOT_ON_BOARD = 'This member is not on the birthday board.';

/**
 * Whether a member may see a gift: everyone signed in, except its celebrant until the reveal (the
 * first day of their birthday month, or earlier when the organiser reveals it).
 */
function seesGift(gift: GiftRow, user: SessionUser, now: number): boolean {
  return gift.celebrantUserId !== user.id || isRevealed(gift, now);
}

async function loadVisibleGift(c: Ctx, user: SessionUser, id: string): Promise<GiftRow> {
  const gift = id.length <= 100 ? await birthdayBoardRepo.findGift(c.get('deps').db, id) : undefined;
  if (!gift || !seesGift(gift, user, c.get('deps').clock.now())) throw giftNotFound();
  return gift;
}

async function giftViews(c: Ctx, port: BoardMoneyPort, user: SessionUser, gifts: GiftRow[]): Promise<GiftCardView[]> {
  const deps = c.get('deps');
  const now = deps.clock.now();
  const visible = gifts.filter((gift) => seesGift(gift, user, now));
  if (visible.length === 0) return [];
  const [totals, messages, people] = await Promise.all([
    port.boardPotTotals(
      deps,
      visible.map((gift) => gift.potId),
    ),
    birthdayBoardRepo.messagesOf(
      deps.db,
      visible.map((gift) => gift.id),
    ),
    birthdayBoardRepo.findMembers(deps.db, [...new Set(visible.flatMap((gift) => [gift.celebrantUserId, gift.organiserUserId]))]),
  ]);
  const names = new Map(people.map((person) => [person.id, person.name]));
  return visible.map((gift) => {
    const total = totals.get(gift.potId) ?? { raisedCents: 0, givers: [], open: false, ...BOARD_GIFT_LIMITS };
    const celebrantName = names.get(gift.celebrantUserId) ?? 'Member';
    const youAreCelebrant = gift.celebrantUserId === user.id;
    return {
      id: gift.id,
      potId: gift.potId,
      celebrant: { id: gift.celebrantUserId, name: celebrantName, initial: initialOf(celebrantName) },
      organiser: { id: gift.organiserUserId, name: names.get(gift.organiserUserId) ?? 'Member' },
      title: gift.title,
      wish: gift.wish,
      link: gift.link,
      targetCents: gift.targetCents,
      raisedCents: total.raisedCents,
      giverCount: total.givers.length,
      givers: total.givers,
      messages: messages
        .filter((message) => message.giftId === gift.id)
        .map((message) => ({ id: message.id, authorName: message.authorName, body: message.body, createdAt: new Date(message.createdAt).toISOString() })),
      revealAt: new Date(gift.revealAt).toISOString(),
      revealed: isRevealed(gift, now),
      youOrganise: gift.organiserUserId === user.id,
      youAreCelebrant,
      open: total.open && !youAreCelebrant,
      minCents: total.minCents,
      maxCents: total.maxCents,
    };
  });
}

/** One month of the board: its members, counts per month, and the group gifts the viewer may see. */
export async function boardView(c: Ctx, port: BoardMoneyPort, user: SessionUser, month: number | undefined): Promise<BoardView> {
  const { db, clock } = c.get('deps');
  const now = clock.now();
  const shown = month ?? monthOf(now);
  const [members, counts, me, reminders] = await Promise.all([
    birthdayBoardRepo.membersOfMonth(db, shown),
    birthdayBoardRepo.countsPerMonth(db),
    birthdayBoardRepo.findMember(db, user.id),
    birthdayBoardRepo.remindersOn(db, user.id),
  ]);
  // The birthday this month's board is about: this month's, or the next one of that month.
  const gifts = await birthdayBoardRepo.giftsFor(
    db,
    members.map((member) => member.id),
    revealAtFor(shown, now),
  );
  const perMonth = countsPerMonth(counts.flatMap((row) => Array.from({ length: row.n }, () => row.month)));
  return {
    month: shown,
    counts: perMonth,
    members: members.map((member) => ({ id: member.id, name: member.name, initial: initialOf(member.name), isYou: member.id === user.id })),
    gifts: await giftViews(c, port, user, gifts),
    you: { birthdayMonth: me?.birthdayMonth ?? null, onBoard: Boolean(me?.birthdayMonth && me.showOnBirthdayBoard), reminders },
  };
}

export async function giftView(c: Ctx, port: BoardMoneyPort, user: SessionUser, id: string): Promise<GiftCardView> {
  const gift = await loadVisibleGift(c, user, id);
  const [view] = await giftViews(c, port, user, [gift]);
  return view!;
}

/**
 * Any member starts a group gift for someone on the board, never for themself. Its pot is made
 * first (through the port) and removed again if the gift row cannot be written, so no pot is left
 * without its card.
 */
export async function startGift(c: Ctx, port: BoardMoneyPort, user: SessionUser, input: StartGiftInput): Promise<GiftCardView> {
  const deps = c.get('deps');
  const { db, clock } = deps;
  if (input.celebrantId === user.id) throw new ApiError(403, 'You cannot start a group gift for yourself.');
  const celebrant = input.celebrantId.length <= 100 ? await birthdayBoardRepo.findMember(db, input.celebrantId) : undefined;
  if (!celebrant || !celebrant.birthdayMonth || !celebrant.showOnBirthdayBoard) throw new ApiError(404, NOT_ON_BOARD);
  const now = clock.now();
  const revealAt = revealAtFor(celebrant.birthdayMonth, now);
  if (await birthdayBoardRepo.findGiftOf(db, user.id, celebrant.id, revealAt)) {
    throw new ApiError(409, `You already started a group gift for ${celebrant.name}’s birthday.`);
  }
  const limit = await hitRateLimit(db, `board-gift:${user.id}`, GIFT_STARTS_PER_HOUR, 60 * 60 * 1000, now);
  if (!limit.allowed) throw rateLimited(limit.retryAfterMs, (wait) => `You have started many group gifts in the last hour. Please try again in ${wait}.`);
  const id = randomId();
  const potId = await port.createBoardPot(deps, {
    slot: `board:${id}`,
    title: input.title,
    description: input.wish,
    targetCents: input.targetCents,
    ...BOARD_GIFT_LIMITS,
    organiserId: user.id,
    celebrantId: celebrant.id,
  });
  const row = {
    id,
    celebrantUserId: celebrant.id,
    organiserUserId: user.id,
    potId,
    title: input.title,
    wish: input.wish,
    link: input.link,
    targetCents: input.targetCents,
    revealAt,
    revealedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  if (!(await birthdayBoardRepo.insertGift(db, row))) {
    await port.discardUnusedBoardPot(deps, potId);
    throw new ApiError(409, `You already started a group gift for ${celebrant.name}’s birthday.`);
  }
  const [view] = await giftViews(c, port, user, [row]);
  return view!;
}

/** A short birthday message on a card: by anyone who sees it, except its celebrant; one each. */
export async function leaveMessage(c: Ctx, port: BoardMoneyPort, user: SessionUser, id: string, input: GiftMessageInput): Promise<GiftCardView> {
  const { db, clock } = c.get('deps');
  const gift = await loadVisibleGift(c, user, id);
  if (gift.celebrantUserId === user.id) throw new ApiError(403, 'This card is for you: the messages on it are from the others.');
  if (!(await birthdayBoardRepo.insertMessage(db, { id: randomId(), giftId: gift.id, authorUserId: user.id, body: input.body, createdAt: clock.now() }))) {
    throw new ApiError(409, 'You already left a message on this card.');
  }
  return giftView(c, port, user, gift.id);
}

/** The organiser shows the card to the celebrant before the 1st of the month. */
export async function revealGift(c: Ctx, port: BoardMoneyPort, user: SessionUser, id: string): Promise<GiftCardView> {
  const { db, clock } = c.get('deps');
  const gift = await loadVisibleGift(c, user, id);
  if (gift.organiserUserId !== user.id) throw new ApiError(403, 'Only the organiser can reveal this group gift.');
  await birthdayBoardRepo.markRevealed(db, gift.id, clock.now());
  return giftView(c, port, user, gift.id);
}
