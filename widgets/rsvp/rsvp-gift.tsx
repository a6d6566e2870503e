/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { formatUsd } from '../../core/domain/money/amount.rules.ts';
import type { EmbedGiftAnswer } from '../../core/embed/embed-gift.rules.ts';
import { WidgetApiError, type WidgetApi } from '../core/widget-api.ts';
import type { WidgetContext } from '../core/widget-contract.ts';

const failure = (error: unknown) => (error instanceof WidgetApiError ? error.message : 'Something went wrong. Please try again.');

/**
 * The guest's assigned gift under the RSVP form (decision 032), for a widget opened with a guest
 * link: the wishlist's fair assignment, as the guest's gift page on Cakeday shows it, with "I've
 * bought it" (the same path as that page). Fires `cakeday:gift.claimed` once it is marked.
 */
export function RsvpGift({ api, query, guestToken, emit }: { api: WidgetApi; query: string; guestToken: string; emit: WidgetContext['emit'] }) {
  const [answer, setAnswer] = useState<EmbedGiftAnswer | null>(null);
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const headers = { 'x-guest-token': guestToken };

  useEffect(() => {
    let live = true;
    api.get<EmbedGiftAnswer>(`/api/embed/v1/rsvp/gift${query}`, headers).then(
      (loaded) => live && setAnswer(loaded),
      (error: unknown) => live && setProblem(failure(error)),
    );
    return () => {
      live = false;
    };
  }, [query, guestToken]);

  async function bought() {
    setSending(true);
    setProblem('');
    try {
      const marked = await api.post<EmbedGiftAnswer>(`/api/embed/v1/rsvp/gift/bought${query}`, undefined, headers);
      setAnswer(marked);
      if (marked.gift) emit('gift.claimed', { wishlistItemId: marked.gift.itemId, eventSlug: marked.eventSlug });
    } catch (error) {
      setProblem(failure(error));
    } finally {
      setSending(false);
    }
  }

  if (!answer && !problem) return null;
  const gift = answer?.gift;
  return (
    <section class="rsvp-gift" aria-labelledby="rsvp-gift-title">
      <h3 id="rsvp-gift-title">Your gift</h3>
      {gift ? (
        <>
          <p>
            <strong>
              {gift.url ? (
                <a href={gift.url} target="_blank" rel="noopener">
                  {gift.title}
                </a>
              ) : (
                gift.title
              )}
            </strong>{' '}
            · {formatUsd(gift.priceCents)}
          </p>
          <p class="rsvp-muted">{gift.explanationText}</p>
          {gift.status === 'bought' ? (
            <p role="status">You’ve bought it — thank you!</p>
          ) : (
            <button class="rsvp-submit" type="button" disabled={sending} aria-disabled={sending} onClick={() => void bought()}>
              {sending ? 'Saving…' : 'I’ve bought it'}
            </button>
          )}
        </>
      ) : answer?.message ? (
        <p class="rsvp-muted">{answer.message}</p>
      ) : null}
      {problem ? (
        <p class="cakeday-notice" data-tone="error" role="alert">
          {problem}
        </p>
      ) : null}
      {answer ? (
        <p class="rsvp-muted">
          <a href={answer.giftPageUrl} target="_blank" rel="noopener">
            Your gift page on Cakeday
          </a>{' '}
          (swap it, choose your price band or join a group gift)
        </p>
      ) : null}
    </section>
  );
}
