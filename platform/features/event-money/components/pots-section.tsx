import { useState } from 'react';
import type { PotHostView, PotKind } from '#core/domain/money/money-view.schema.ts';
import { serverFieldErrors } from '#platform/components/money/start-contribution.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useCreatePot } from '../api/create-pot.ts';
import { useWishlistItems } from '../api/get-wishlist-items.ts';
import { useUpdatePot } from '../api/update-pot.ts';
import { PotCard, potHeadingId } from './pot-card.tsx';
import { PotForm } from './pot-form.tsx';
import { potErrorsFromServer, type PotFieldErrors } from './pot-form.rules.ts';

const NEW_POT_HEADING = 'new-pot-heading';

/**
 * Moves focus to the element once React has rendered it. A saved pot's card appears only when the
 * refetched list re-renders, which TanStack Query schedules on a timer of its own, so this looks
 * again on each frame for up to about a second instead of trusting the very next one.
 */
function focusSoon(id: string, framesLeft = 60) {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    if (element) element.focus();
    else if (framesLeft > 0) focusSoon(id, framesLeft - 1);
  });
}

type Editing = { mode: 'create'; kind: PotKind } | { mode: 'edit'; potId: string } | null;

const saveFailed = (failure: unknown) => failureMessage(failure, 'Could not save the pot', 'Could not save the pot. Please try again.');

/** The event's pots: the fund (one per event) and group gifts for wishlist items; create, edit, close. */
export function PotsSection({ eventId, pots }: { eventId: string; pots: PotHostView[] }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<PotFieldErrors>({});
  const create = useCreatePot(eventId);
  const update = useUpdatePot(eventId);
  const toggle = useUpdatePot(eventId);
  const items = useWishlistItems(eventId, editing?.mode === 'create' && editing.kind === 'gift');
  const hasFund = pots.some((pot) => pot.kind === 'event_fund');
  const itemsWithPot = new Set(pots.map((pot) => pot.wishlistItemId).filter(Boolean));

  function open(next: Editing) {
    setServerError(null);
    setFieldErrors({});
    setEditing(next);
    // The button that opened the form is disabled or replaced now: keyboard and screen-reader users
    // are taken to the form's heading instead of being dropped at the top of the page.
    focusSoon(next?.mode === 'edit' ? potHeadingId(next.potId) : NEW_POT_HEADING);
  }
  function close(focusId: string) {
    setEditing(null);
    focusSoon(focusId);
  }
  function onFailure(failure: unknown) {
    setServerError(saveFailed(failure));
    setFieldErrors(potErrorsFromServer(serverFieldErrors(failure)));
  }

  return (
    <section aria-labelledby="pots-heading" className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="pots-heading" tabIndex={-1} className="text-xl font-bold">
            Pots
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Guests chip in to a pot from their invitation link or the event page.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {hasFund ? null : (
            <Button size="sm" onClick={() => open({ mode: 'create', kind: 'event_fund' })} disabled={editing?.mode === 'create'}>
              Create the event fund
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => open({ mode: 'create', kind: 'gift' })} disabled={editing?.mode === 'create'}>
            Create a group gift pot
          </Button>
        </div>
      </div>

      {editing?.mode === 'create' ? (
        <Card className="mt-4 p-5">
          <h3 id={NEW_POT_HEADING} tabIndex={-1} className="text-lg font-bold">
            {editing.kind === 'event_fund' ? 'New event fund' : 'New group gift pot'}
          </h3>
          <p className="mt-1 mb-4 text-sm text-muted-foreground">
            {editing.kind === 'event_fund' ? 'One fund per event: money toward the party or a shared present.' : 'Several guests chip in together for one wishlist item.'}
          </p>
          <PotForm
            // A new key per kind resets the fields when the host switches between the two.
            key={editing.kind}
            mode="create"
            kind={editing.kind}
            items={items.data?.filter((item) => !itemsWithPot.has(item.id))}
            itemsError={items.isError ? failureMessage(items.error, 'Could not load the wishlist', 'Could not load the wishlist. Please try again.') : null}
            pending={create.isPending}
            serverError={serverError}
            serverFieldErrors={fieldErrors}
            onCancel={() => close('pots-heading')}
            onCreate={(input) =>
              create.mutate(input, {
                onSuccess: (pot) => {
                  close(potHeadingId(pot.id));
                  toast({ title: `${pot.title} is open`, description: 'Guests can chip in from their links now.' });
                },
                onError: onFailure,
              })
            }
          />
        </Card>
      ) : null}

      {pots.length === 0 && editing === null ? (
        <p className="mt-4 rounded-card border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
          No pots yet. Create the event fund, or a group gift pot for a wishlist item.
        </p>
      ) : (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {pots.map((pot) => (
            <PotCard
              key={pot.id}
              pot={pot}
              toggling={toggle.isPending && toggle.variables.potId === pot.id}
              onEdit={() => open({ mode: 'edit', potId: pot.id })}
              onToggleOpen={() =>
                toggle.mutate(
                  { potId: pot.id, input: { status: pot.status === 'open' ? 'closed' : 'open' } },
                  {
                    onSuccess: (saved) => toast({ title: saved.status === 'closed' ? `${saved.title} is closed` : `${saved.title} is open again` }),
                    onError: (failure) => toast({ title: 'Could not change the pot', description: failureMessage(failure, 'Please try again.', 'Please try again.'), variant: 'destructive' }),
                  },
                )
              }
              editor={
                editing?.mode === 'edit' && editing.potId === pot.id ? (
                  <div className="mt-4">
                    <PotForm
                      mode="edit"
                      pot={pot}
                      pending={update.isPending}
                      serverError={serverError}
                      serverFieldErrors={fieldErrors}
                      onCancel={() => close(potHeadingId(pot.id))}
                      onUpdate={(input) =>
                        update.mutate(
                          { potId: pot.id, input },
                          {
                            onSuccess: () => {
                              close(potHeadingId(pot.id));
                              toast({ title: 'Pot saved' });
                            },
                            onError: onFailure,
                          },
                        )
                      }
                    />
                  </div>
                ) : undefined
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}
