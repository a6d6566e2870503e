import type { Context } from 'hono';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { GUEST_TOKEN_HEADER } from '../../services/guest-links.ts';
import { versionedAnswer } from '../../cache/versioned-answers.ts';
import { cachedRead } from '../../cache/table-cache.ts';
import { hashToken } from '../../services/tokens.ts';
import { giftView } from './gift.service.ts';
import { GIFT_LINK_INVALID } from './wishlist-access.service.ts';
import { giftStateFromRows } from './wishlist-state.service.ts';
import { wishlistRepo } from './wishlist.repo.ts';

type Ctx = Context<AppBindings>;

/**
 * The guest's gift page (GET /gift) as JSON, kept under everything it shows (decision 035's
 * addendum): the event's guest list version (the guest's own row and every holder's answer, which
 * decides which gifts are released), details version (the event's row) and wishlist version (items,
 * bands, assignments, pots, settings), each bumped by triggers in the same transaction as any
 * write to them and read fresh with the link's guest on every request. The page depends on
 * nothing else (no clock, no origin). The guest's id is in the key: a link sees only its own page,
 * and a revoked link finds no guest at once. A repeated read costs one small query (none on Node
 * while nothing was written to the head's tables: cache/table-cache.ts); a new page two round trips.
 *
 * Building the page may release the gifts of guests who left (a write, as on every read before):
 * the release bumps the wishlist version, so the page built with it is simply built once more.
 */
export async function giftPageJson(c: Ctx): Promise<string> {
  const deps = c.get('deps');
  const token = c.req.header(GUEST_TOKEN_HEADER);
  if (!token || token.length > 200) throw new ApiError(404, GIFT_LINK_INVALID);
  const tokenHash = await hashToken(token);
  const head = await cachedRead(deps.readCache, wishlistRepo.giftHeadTables, `gift-head ${tokenHash}`, () => wishlistRepo.giftHead(deps.db, tokenHash));
  if (!head) throw new ApiError(404, GIFT_LINK_INVALID);
  const key = JSON.stringify(['gift-page', head.guestId, head.eventId, head.guestListVersion, head.detailsVersion, head.wishlistVersion]);
  return versionedAnswer(deps.db, key, async () => {
    const { guest, event, rows } = await wishlistRepo.giftPageRows(deps.db, head.eventId, head.guestId);
    if (!guest || !event) throw new ApiError(404, GIFT_LINK_INVALID);
    return JSON.stringify(giftView(await giftStateFromRows(deps, event, rows), guest));
  });
}
