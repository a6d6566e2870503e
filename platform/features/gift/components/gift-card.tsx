import { useState } from 'react';
import type { GuestGiftView } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { formatCents } from '#core/domain/wishlist/bands.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { GiftIcon } from '#platform/components/ui/icons.tsx';
import { LazyImage } from '#platform/components/ui/lazy-image.tsx';

export type GiftAction = 'band' | 'bought' | 'swap' | 'join-pot';

export interface GiftCardProps {
  view: GuestGiftView;
  /** The action waiting for the server, if any (its button shows "...ing"; all are disabled). */
  pending: GiftAction | null;
  error: string | null;
  onChooseBand: (bandId: string) => void;
  onBought: () => void;
  onSwap: () => void;
  onJoinPot: (itemId: string) => void;
}

function bandText(band: { minCents: number; maxCents: number | null }, currency: string): string {
  return band.maxCents === null ? `${formatCents(band.minCents, currency)} and up` : `${formatCents(band.minCents, currency)} – under ${formatCents(band.maxCents, currency)}`;
}

function BandChooser({ view, pending, onChooseBand, onCancel }: Pick<GiftCardProps, 'view' | 'pending' | 'onChooseBand'> & { onCancel?: () => void }) {
  const [choice, setChoice] = useState(view.band?.id ?? '');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) onChooseBand(choice);
      }}
    >
      <fieldset>
        <legend className="text-base font-bold">What would you like to spend?</legend>
        <p className="mt-1 text-sm text-muted-foreground">Pick a budget and we’ll find a gift from the wishlist in it.</p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {view.bands.map((band) => (
            <label key={band.id} className="flex cursor-pointer items-center gap-3 rounded-lg border border-input bg-card px-3 py-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-muted">
              <input type="radio" name="gift-band" value={band.id} checked={choice === band.id} onChange={() => setChoice(band.id)} className="h-4 w-4 accent-primary" />
              <span>
                <span className="font-semibold">{band.label}</span> <span className="text-muted-foreground">({bandText(band, view.currency)})</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" disabled={!choice || pending !== null}>
          {pending === 'band' ? 'Saving...' : 'Save my budget'}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={pending !== null}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The guest's gift: what to buy, where, and the ways out (swap, group pot). */
export function GiftCard({ view, pending, error, onChooseBand, onBought, onSwap, onJoinPot }: GiftCardProps) {
  const [changingBand, setChangingBand] = useState(false);
  const [showPots, setShowPots] = useState(false);
  const gift = view.gift;
  const bought = gift?.status === 'bought';
  const cancelled = view.event.status === 'cancelled';
  const busy = pending !== null;
  const joinedPot = view.pots.find((pot) => pot.itemId === view.joinedPotItemId) ?? null;

  return (
    <div className="space-y-5">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {cancelled ? <Alert tone="error">This party is cancelled, so there is no gift to bring.</Alert> : null}

      {!bought && view.bands.length > 0 && (view.band === null || changingBand) && !cancelled ? (
        <Card className="p-5">
          <BandChooser
            view={view}
            pending={pending}
            onChooseBand={(bandId) => {
              onChooseBand(bandId);
              setChangingBand(false);
            }}
            onCancel={view.band ? () => setChangingBand(false) : undefined}
          />
        </Card>
      ) : null}

      {gift ? (
        <Card className="overflow-hidden">
          {gift.imageUrl ? (
            <LazyImage src={gift.imageUrl} alt={gift.title} className="h-56 w-full sm:h-72" />
          ) : (
            <div aria-hidden="true" className="flex h-28 items-center justify-center bg-gradient-to-br from-pink-300 via-rose-300 to-amber-200 text-rose-900">
              <GiftIcon className="h-10 w-10" />
            </div>
          )}
          <div className="p-5 sm:p-6">
            <p className="text-sm font-semibold text-primary">Your gift</p>
            <h2 className="mt-1 text-2xl font-extrabold break-words">{gift.title}</h2>
            <p className="mt-1 text-xl font-bold">{formatCents(gift.priceCents, view.currency)}</p>
            <p className="mt-2 text-sm text-muted-foreground">{gift.explanationText}</p>
            {gift.notes ? <p className="mt-2 text-sm break-words whitespace-pre-line">{gift.notes}</p> : null}
            {bought ? (
              <Alert tone="success" className="mt-4">
                You bought it — thank you! The celebrant only sees that it is bought, not by whom.
              </Alert>
            ) : null}
            <div className="mt-5 flex flex-wrap gap-2">
              {gift.url ? (
                <a
                  href={gift.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-11 items-center justify-center rounded-full bg-primary px-5 text-sm font-semibold text-primary-foreground shadow-sm hover:bg-primary-hover focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  Buy it<span className="sr-only"> (opens the shop in a new tab)</span>
                </a>
              ) : null}
              {!bought && !cancelled ? (
                <>
                  <Button variant="secondary" disabled={busy} onClick={onBought}>
                    {pending === 'bought' ? 'Saving...' : 'I bought it'}
                  </Button>
                  <Button variant="outline" disabled={busy || !view.canSwap} onClick={onSwap}>
                    {pending === 'swap' ? 'Swapping...' : 'Swap for another in my band'}
                  </Button>
                </>
              ) : null}
            </div>
            {!bought && !cancelled && !view.canSwap ? (
              <p className="mt-2 text-sm text-muted-foreground">
                {view.band ? 'Nothing else is free in your band right now, so there is nothing to swap to.' : 'Choose a budget to swap for another gift in it.'}
              </p>
            ) : null}
          </div>
        </Card>
      ) : joinedPot ? (
        <Card className="p-5 sm:p-6">
          <p className="text-sm font-semibold text-primary">Your gift</p>
          <h2 className="mt-1 text-2xl font-extrabold break-words">You chip in to: {joinedPot.title}</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            A group pot of {formatCents(joinedPot.priceCents, view.currency)} with {joinedPot.memberCount} {joinedPot.memberCount === 1 ? 'guest' : 'guests'}.
          </p>
        </Card>
      ) : (
        <Card className="p-5 text-center sm:p-6">
          <GiftIcon className="mx-auto h-10 w-10 text-muted-foreground" />
          <h2 className="mt-2 text-xl font-bold">No gift for you yet</h2>
          <p className="mt-1 text-sm text-muted-foreground">{view.message ?? 'No gift is free right now. The host may add more items.'}</p>
        </Card>
      )}

      {view.band && !changingBand && !bought && !cancelled ? (
        <p className="text-sm">
          Your budget: <span className="font-semibold">{view.band.label}</span> ({bandText(view.band, view.currency)}){' '}
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => setChangingBand(true)}>
            Change budget
          </Button>
        </p>
      ) : null}

      {view.pots.length > 0 && !bought && !cancelled ? (
        <section aria-labelledby="pots-heading">
          {!showPots && !joinedPot ? (
            <Button variant="outline" disabled={busy} onClick={() => setShowPots(true)}>
              Join a group pot instead
            </Button>
          ) : (
            <>
              <h2 id="pots-heading" className="text-lg font-bold">
                Group pots
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">Big gifts several guests chip in to. Joining a pot gives your own gift back to the list.</p>
              <ul className="mt-3 space-y-2">
                {view.pots.map((pot) => (
                  <li key={pot.itemId} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-3">
                    <div className="min-w-0">
                      <p className="font-semibold break-words">{pot.title}</p>
                      <p className="text-sm text-muted-foreground">
                        {formatCents(pot.priceCents, view.currency)} · {pot.memberCount} {pot.memberCount === 1 ? 'guest' : 'guests'} in
                      </p>
                    </div>
                    {pot.joined ? (
                      <span className="rounded-full border border-success-border bg-success-surface px-3 py-1 text-sm font-semibold text-success-text">You joined</span>
                    ) : (
                      <Button size="sm" variant="secondary" disabled={busy} onClick={() => onJoinPot(pot.itemId)} aria-label={`Join the pot for ${pot.title}`}>
                        {pending === 'join-pot' ? 'Joining...' : 'Join this pot'}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
