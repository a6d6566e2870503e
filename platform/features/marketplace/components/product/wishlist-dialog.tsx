import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatInZone } from '#core/domain/events/event-time.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { Dialog } from '#platform/components/ui/dialog.tsx';
import { Spinner } from '#platform/components/ui/spinner.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useAddToWishlist } from '../../api/add-to-wishlist.ts';
import { useMyUpcomingParties } from '../../api/list-my-parties.ts';

/**
 * "Add to wishlist": the member picks one of the parties they host that are still ahead, and the
 * product (with the chosen variant) goes onto that party's wishlist. Guests then see it there and
 * can give it.
 */
export function WishlistDialog({
  open,
  onClose,
  productId,
  productTitle,
  variantId,
  now,
}: {
  open: boolean;
  onClose: () => void;
  productId: string;
  productTitle: string;
  variantId: string | undefined;
  /** The clock that decides which parties are still ahead (stories pass a fixed one). */
  now?: number;
}) {
  const id = useId();
  const parties = useMyUpcomingParties(open, now);
  const add = useAddToWishlist(productId);
  const [chosen, setChosen] = useState('');
  const [addedTo, setAddedTo] = useState<{ id: string; title: string } | null>(null);
  const eventId = chosen || parties.data?.[0]?.id || '';

  function close() {
    if (add.isPending) return;
    add.reset();
    setAddedTo(null);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const party = parties.data?.find((candidate) => candidate.id === eventId);
    if (!party) return;
    add.mutate({ eventId: party.id, ...(variantId ? { variantId } : {}) }, { onSuccess: () => setAddedTo({ id: party.id, title: party.title }) });
  }

  return (
    <Dialog open={open} onClose={close} title="Add to a party’s wishlist" description={`Guests see ${productTitle} on the wishlist and can give it.`}>
      {addedTo ? (
        <div className="space-y-4">
          <Alert tone="success">Added to the wishlist of {addedTo.title}.</Alert>
          <div className="flex flex-wrap gap-2">
            <Button onClick={close}>Done</Button>
            <ButtonLink variant="outline" to={`/dashboard/events/${encodeURIComponent(addedTo.id)}/wishlist`}>
              See the wishlist
            </ButtonLink>
          </div>
        </div>
      ) : parties.isPending ? (
        <Spinner label="Loading your parties..." />
      ) : parties.isError ? (
        <Alert tone="error">{failureMessage(parties.error, 'Your parties could not be loaded.', 'Please check your connection and try again.')}</Alert>
      ) : parties.data.length === 0 ? (
        <div className="space-y-4">
          <p>You have no party coming up yet. Create one, then add its wishes here.</p>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/event/new">Create a party</ButtonLink>
            <Button variant="outline" onClick={close}>
              Close
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">Which party?</legend>
            <ul className="max-h-64 space-y-2 overflow-y-auto">
              {parties.data.map((party) => (
                <li key={party.id}>
                  <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-input p-3 has-checked:border-primary has-focus-visible:outline-3 has-focus-visible:outline-ring">
                    <input type="radio" name={`${id}-party`} value={party.id} checked={eventId === party.id} onChange={() => setChosen(party.id)} className="mt-1 h-4 w-4 accent-primary" />
                    <span>
                      <span className="block font-semibold">{party.title}</span>
                      <span className="block text-sm text-muted-foreground">{formatInZone(Date.parse(party.startsAt), party.timeZone)}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {add.isError ? <Alert tone="error">{failureMessage(add.error, 'It could not be added to the wishlist.', 'Please check your connection and try again.')}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Adding...' : 'Add to wishlist'}
            </Button>
            <Button variant="outline" onClick={close} disabled={add.isPending}>
              Cancel
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            Only parties you host and that are still ahead are listed.{' '}
            <Link to="/dashboard" className="underline">
              Your parties
            </Link>
          </p>
        </form>
      )}
    </Dialog>
  );
}
