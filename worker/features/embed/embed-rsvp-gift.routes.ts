import { type Context, Hono } from 'hono';
import type { EmbedGiftAnswer } from '#core/embed/embed-gift.rules.ts';
import type { GuestGiftView } from '#core/domain/wishlist/wishlist-view.schema.ts';
import type { AppBindings } from '../../deps.ts';
import { GUEST_TOKEN_HEADER } from '../../services/guest-links.ts';
import type { EmbedEventRow, EmbedGuestRow } from './embed.repo.ts';
import { gateWidgetCall, guestOf, keyEvent, refuse } from './embed-widget.service.ts';

type Ctx = Context<AppBindings>;

/**
 * What the RSVP widget's gift part needs from the wishlist feature, handed in by createApp
 * (decision 032): the guest's own gift view and "I've bought it", the same functions the guest's
 * gift page on Cakeday (/a/:token) uses, so the fair assignment and the activity stay in one place.
 */
export interface EmbedGiftPort {
  loadGift(c: Ctx, event: EmbedEventRow, guest: EmbedGuestRow): Promise<GuestGiftView>;
  markBought(c: Ctx, event: EmbedEventRow, guest: EmbedGuestRow): Promise<GuestGiftView>;
}

function appOrigin(c: Ctx): string {
  return new URL(c.get('deps').env.APP_URL ?? c.req.url).origin;
}

/** The key's event and the guest behind the link token, which must be one of that event's guests. */
async function giftGuest(c: Ctx) {
  const key = await gateWidgetCall(c, 'rsvp');
  const event = await keyEvent(c, key, c.req.query('event'));
  const token = c.req.header(GUEST_TOKEN_HEADER);
  const guest = await guestOf(c, event, token);
  if (!guest || !token) throw refuse(c, 403, 'guest-link-required', 'Open the personal link from your invitation to see your gift.');
  return { key, event, guest, token };
}

/** The wishlist's view, narrowed to what the widget shows: the gift itself, or why there is none. */
function giftAnswer(c: Ctx, event: EmbedEventRow, token: string, view: GuestGiftView): EmbedGiftAnswer {
  const origin = appOrigin(c);
  const gift = view.gift;
  return {
    eventSlug: event.slug,
    gift: gift
      ? {
          itemId: gift.itemId,
          title: gift.title,
          url: gift.url,
          imageUrl: gift.imageUrl && gift.imageUrl.startsWith('/') ? origin + gift.imageUrl : gift.imageUrl,
          priceCents: gift.priceCents,
          currency: 'usd',
          status: gift.status,
          explanationText: gift.explanationText,
        }
      : null,
    message: view.message,
    giftPageUrl: `${origin}/a/${encodeURIComponent(token)}`,
  };
}

/**
 * The RSVP widget's gift part (`/api/embed/v1/rsvp/gift…`): only with a guest link of the key's
 * event, only that guest's own gift. "I've bought it" goes through the wishlist feature's own
 * markBought, exactly as the guest's gift page does. The preview on our origin may read, not mark.
 */
export function embedRsvpGiftRoutes(port: EmbedGiftPort) {
  return new Hono<AppBindings>()
    .get('/embed/v1/rsvp/gift', async (c) => {
      const { event, guest, token } = await giftGuest(c);
      return c.json(giftAnswer(c, event, token, await port.loadGift(c, event, guest)));
    })

    .post('/embed/v1/rsvp/gift/bought', async (c) => {
      const { event, guest, token } = await giftGuest(c);
      return c.json(giftAnswer(c, event, token, await port.markBought(c, event, guest)));
    });
}
