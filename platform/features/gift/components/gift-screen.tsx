import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatInZone } from '#core/domain/events/event-time.rules.ts';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useChooseBand } from '../api/choose-band.ts';
import { useGift } from '../api/get-gift.ts';
import { captureGiftToken } from '../api/gift-token.ts';
import { useJoinPot } from '../api/join-pot.ts';
import { useMarkBought } from '../api/mark-bought.ts';
import { useSwapGift } from '../api/swap-gift.ts';
import { ChipInSection } from './chip-in-section.tsx';
import { GiftCard, type GiftAction } from './gift-card.tsx';
import { LoadError, MessageScreen, toHome } from '#platform/components/load-error.tsx';

function GiftPage({ token }: { token: string }) {
  const gift = useGift(token);
  const chooseBand = useChooseBand(token);
  const bought = useMarkBought(token);
  const swap = useSwapGift(token);
  const joinPot = useJoinPot(token);
  const [error, setError] = useState<string | null>(null);
  useDocumentMeta(gift.data ? `Your gift · ${gift.data.event.title}` : 'Your gift');

  if (gift.isPending) return <PageSkeleton />;
  if (gift.isError) {
    return (
      <LoadError
        error={gift.error}
        notFoundStatuses={[404, 401, 403]}
        notFoundTitle="Gift link not found"
        notFoundText="This link is not valid any more. Ask the host for your personal link."
        failedTitle="Could not load your gift"
        back={toHome}
      />
    );
  }
  const view = gift.data;
  const pending: GiftAction | null = chooseBand.isPending ? 'band' : bought.isPending ? 'bought' : swap.isPending ? 'swap' : joinPot.isPending ? 'join-pot' : null;
  const onError = (what: string) => (failure: unknown) => setError(failureMessage(failure, `Could not ${what}`, `Could not ${what}. Please try again.`));

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <p className="text-sm font-semibold text-muted-foreground">
        {view.event.title} · {formatInZone(Date.parse(view.event.startsAt), view.event.timeZone)}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold break-words">{view.event.celebrantName ? `Your gift for ${view.event.celebrantName}` : 'Your gift'}</h1>
      <p className="mt-1 text-muted-foreground">Hi {view.guest.name}! Only you see this page; the celebrant never learns who brings what.</p>
      <div className="mt-6">
        <GiftCard
          view={view}
          pending={pending}
          error={error}
          onChooseBand={(bandId) => {
            setError(null);
            chooseBand.mutate({ bandId }, { onSuccess: () => toast({ title: 'Budget saved' }), onError: onError('save your budget') });
          }}
          onBought={() => {
            setError(null);
            bought.mutate(undefined, { onSuccess: () => toast({ title: 'Marked as bought', description: 'Thank you! It stays yours.' }), onError: onError('mark it bought') });
          }}
          onSwap={() => {
            setError(null);
            swap.mutate(undefined, { onSuccess: () => toast({ title: 'Gift swapped' }), onError: onError('swap the gift') });
          }}
          onJoinPot={(itemId) => {
            setError(null);
            joinPot.mutate({ itemId }, { onSuccess: () => toast({ title: 'You joined the group pot' }), onError: onError('join the pot') });
          }}
        />
      </div>
      <ChipInSection token={token} cancelled={view.event.status === 'cancelled'} />
      <p className="mt-8 text-center text-sm">
        <a href={`/e/${encodeURIComponent(view.event.slug)}?g=${encodeURIComponent(token)}`} className="font-semibold text-primary hover:underline">
          Event details and RSVP
        </a>
      </p>
    </div>
  );
}

/** /a/:token — the guest's assigned gift, reached from their personal link or the "your gift" message. */
export function GiftScreen() {
  const { token: fromPath } = useParams();
  const [token] = useState(() => captureGiftToken(fromPath));
  if (!token) return <MessageScreen title="Open your gift link" text="Use the personal link from your invitation or your “your gift” message to see your gift." back={toHome} />;
  return <GiftPage token={token} />;
}
