import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import type { SendGiftLinksResult, WishlistItemView, WishlistView } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { setCelebrantInputSchema, type SendGiftLinksInput } from '#core/domain/wishlist/wishlist.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { EventBreadcrumb } from '#platform/components/event-breadcrumb.tsx';
import { LoadError } from '#platform/components/load-error.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { ConfirmDialog } from '#platform/components/ui/confirm-dialog.tsx';
import { Dialog } from '#platform/components/ui/dialog.tsx';
import { FieldError, Input } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { copyText } from '#platform/lib/clipboard.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useAddItem } from '../api/add-item.ts';
import { useAssignment } from '../api/get-assignment.ts';
import { useWishlist } from '../api/get-wishlist.ts';
import { usePinAssignment } from '../api/pin-assignment.ts';
import { readLink } from '../api/read-link.ts';
import { useRemoveItem } from '../api/remove-item.ts';
import { useReorderItems } from '../api/reorder-items.ts';
import { useRunAssignment } from '../api/run-assignment.ts';
import { useSaveBands } from '../api/save-bands.ts';
import { useSaveSettings } from '../api/save-settings.ts';
import { useSendGiftLinks } from '../api/send-gift-links.ts';
import { useSetCelebrant } from '../api/set-celebrant.ts';
import { useSetGuestBand } from '../api/set-guest-band.ts';
import { useUnpinAssignment } from '../api/unpin-assignment.ts';
import { useUpdateItem } from '../api/update-item.ts';
import { AssignmentTable } from './assignment-table.tsx';
import { BandsEditor } from './bands-editor.tsx';
import { ItemForm } from './item-form.tsx';
import { formatCents } from './money.ts';
import { WishlistItemCard } from './wishlist-item-card.tsx';

const couldNot = (what: string) => (error: unknown) =>
  toast({ title: `Could not ${what}`, description: failureMessage(error, 'Please try again.', 'Please check your connection and try again.'), variant: 'destructive' });

/** An ISO time as the value of a datetime-local field, in the viewer's own zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

function WishlistLoadError({ error }: { error: unknown }) {
  return <LoadError error={error} notFoundTitle="Wishlist not found" notFoundText="Only the hosts and the celebrant of an event can open its wishlist." failedTitle="Could not load the wishlist" />;
}

function ItemsSection({ eventId, view }: { eventId: string; view: WishlistView }) {
  const add = useAddItem(eventId);
  const update = useUpdateItem(eventId);
  const remove = useRemoveItem(eventId);
  const reorder = useReorderItems(eventId);
  const [addKey, setAddKey] = useState(0);
  const [addError, setAddError] = useState<string | null>(null);
  const [editing, setEditing] = useState<WishlistItemView | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<WishlistItemView | null>(null);
  const items = view.items;
  // Moving a card moves its DOM node, which drops keyboard focus; it is put back on the same
  // button (or its twin when the card reached an end), so up/down can be pressed again.
  const focusAfterMove = useRef<{ itemId: string; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    const find = (direction: string) => document.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${pending.itemId}:${direction}`)}"]`);
    const button = find(pending.direction);
    const target = button && !button.disabled ? button : find(pending.direction === 'up' ? 'down' : 'up');
    if (target && !target.disabled) {
      target.focus();
      focusAfterMove.current = null;
    }
  }, [items, reorder.isPending]);

  function move(index: number, direction: -1 | 1) {
    const ids = items.map((item) => item.id);
    const target = index + direction;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    focusAfterMove.current = { itemId: ids[target]!, direction: direction === -1 ? 'up' : 'down' };
    reorder.mutate(ids, { onError: couldNot('move the item') });
  }

  return (
    <section aria-labelledby="items-heading" className="mt-8">
      <h2 id="items-heading" className="text-xl font-bold">
        Items ({items.length})
      </h2>
      {items.length === 0 ? <p className="mt-2 text-sm text-muted-foreground">The list is empty. Add the first gift idea below.</p> : null}
      <ol className="mt-3 space-y-3">
        {items.map((item, index) => (
          <li key={item.id}>
            <WishlistItemCard
              item={item}
              index={index}
              count={items.length}
              busy={reorder.isPending || (remove.isPending && remove.variables === item.id)}
              onMove={(direction) => move(index, direction)}
              onEdit={() => {
                setEditError(null);
                setEditing(item);
              }}
              onRemove={() => setRemoving(item)}
            />
          </li>
        ))}
      </ol>

      <Card className="mt-6 p-5">
        <h3 className="text-lg font-bold">Add an item</h3>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">Paste a product link and press “Read page” to fill in the details, or type them yourself.</p>
        <ItemForm
          key={addKey}
          item={null}
          pending={add.isPending}
          serverError={addError}
          onReadLink={(url) => readLink(eventId, url)}
          onSubmit={(input) => {
            setAddError(null);
            add.mutate(input, {
              onSuccess: () => {
                setAddKey((key) => key + 1);
                toast({ title: 'Item added', description: `${input.title} is on the wishlist.` });
              },
              onError: (error) => setAddError(failureMessage(error, 'Could not add the item', 'Could not add the item. Please try again.')),
            });
          }}
        />
      </Card>

      <Dialog open={editing !== null} onClose={() => !update.isPending && setEditing(null)} title="Edit item">
        {editing ? (
          <ItemForm
            key={editing.id}
            item={editing}
            pending={update.isPending}
            serverError={editError}
            onReadLink={(url) => readLink(eventId, url)}
            onCancel={() => setEditing(null)}
            onSubmit={(input) => {
              setEditError(null);
              update.mutate(
                { itemId: editing.id, input: { ...input, url: input.url ?? null, imageUrl: input.imageUrl ?? null, notes: input.notes ?? null } },
                {
                  onSuccess: () => {
                    setEditing(null);
                    toast({ title: 'Item saved' });
                  },
                  onError: (error) => setEditError(failureMessage(error, 'Could not save the item', 'Could not save the item. Please try again.')),
                },
              );
            }}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove this item?"
        description={removing ? `${removing.title} leaves the wishlist. A guest assigned to it gets a new gift on the next run.` : undefined}
        cancelLabel="Keep it"
        confirmLabel="Remove item"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast({ title: 'Item removed' });
              setRemoving(null);
            },
            onError: couldNot('remove the item'),
          })
        }
      />
    </section>
  );
}

function PotsSection({ view }: { view: WishlistView }) {
  const pots = view.items.filter((item) => item.isPot);
  return (
    <section aria-labelledby="pots-heading" className="mt-8">
      <h2 id="pots-heading" className="text-xl font-bold">
        Group pots
      </h2>
      {pots.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No item is priced above every band, so there are no group pots.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {pots.map((pot) => (
            <li key={pot.id} className="rounded-lg border border-border bg-card px-4 py-3 text-sm">
              <span className="font-semibold">{pot.title}</span> · {formatCents(pot.priceCents, pot.currency)} · {pot.potMemberCount === 1 ? '1 guest joined' : `${pot.potMemberCount} guests joined`}
              {pot.potMembers && pot.potMembers.length > 0 ? <span className="text-muted-foreground"> ({pot.potMembers.map((member) => member.guestName).join(', ')})</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RevealSetting({ eventId, view }: { eventId: string; view: WishlistView }) {
  const save = useSaveSettings(eventId);
  const [value, setValue] = useState(() => (view.revealAtChosen ? toLocalInput(view.revealAt) : ''));
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const date = new Date(value);
    if (!value || Number.isNaN(date.getTime())) {
      setError('Choose a date and time');
      return;
    }
    save.mutate(
      { revealAt: date.toISOString() },
      {
        onSuccess: () => toast({ title: 'Reveal date saved' }),
        onError: (failure) => setError(failureMessage(failure, 'Could not save the reveal date', 'Could not save the reveal date. Please try again.')),
      },
    );
  }
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">Secret claims</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        The celebrant sees “Reserved” or “Bought”, never by whom, until {formatWhen(view.revealAt)}
        {view.revealAtChosen ? '.' : ' (the end of the party).'}
      </p>
      <form noValidate onSubmit={submit} className="mt-3 space-y-2">
        <Label htmlFor="reveal-at">Reveal names on</Label>
        <Input
          id="reveal-at"
          type="datetime-local"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reveal-at-error' : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <FieldError id="reveal-at-error" message={error ?? undefined} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save reveal date'}
          </Button>
          {view.revealAtChosen ? (
            <Button
              variant="outline"
              size="sm"
              disabled={save.isPending}
              onClick={() =>
                save.mutate(
                  { revealAt: null },
                  {
                    onSuccess: () => {
                      setValue('');
                      toast({ title: 'Names show after the party' });
                    },
                    onError: couldNot('save the reveal date'),
                  },
                )
              }
            >
              After the party
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}

function CelebrantSetting({ eventId, view }: { eventId: string; view: WishlistView }) {
  const save = useSetCelebrant(eventId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = setCelebrantInputSchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter an email address');
      return;
    }
    save.mutate(parsed.data.email, {
      onSuccess: () => {
        setEmail('');
        toast({ title: 'Celebrant set', description: 'They can manage the list and see only whether gifts are taken.' });
      },
      onError: (failure) => setError(failureMessage(failure, 'Could not set the celebrant', 'Could not set the celebrant. Please try again.')),
    });
  }
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">Celebrant</h2>
      {view.celebrant ? (
        <div className="mt-1 text-sm">
          <p>
            <span className="font-semibold">{view.celebrant.name}</span> ({view.celebrant.email}) can manage this wishlist and sees statuses only.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={async () => {
                const link = `${window.location.origin}/dashboard/events/${eventId}/wishlist`;
                toast((await copyText(link)) ? { title: 'Link copied', description: 'Send it to the celebrant; they sign in to open it.' } : { title: 'Copy this link', description: link });
              }}
            >
              Copy their wishlist link
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={save.isPending}
              onClick={() => save.mutate(null, { onSuccess: () => toast({ title: 'Celebrant removed' }), onError: couldNot('remove the celebrant') })}
            >
              Remove celebrant
            </Button>
          </div>
        </div>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">Let the birthday person manage their own list. They will never see who is bringing what before the reveal.</p>
      )}
      <form noValidate onSubmit={submit} className="mt-3 space-y-2">
        <Label htmlFor="celebrant-email">Celebrant’s account email</Label>
        <Input
          id="celebrant-email"
          type="email"
          autoComplete="off"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'celebrant-email-error' : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FieldError id="celebrant-email-error" message={error ?? undefined} />
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : view.celebrant ? 'Change celebrant' : 'Set celebrant'}
        </Button>
      </form>
    </Card>
  );
}

function AssignmentSection({ eventId }: { eventId: string }) {
  const table = useAssignment(eventId, true);
  const run = useRunAssignment(eventId);
  const setBand = useSetGuestBand(eventId);
  const pin = usePinAssignment(eventId);
  const unpin = useUnpinAssignment(eventId);
  const send = useSendGiftLinks(eventId);
  const [channels, setChannels] = useState<Set<SendGiftLinksInput['channels'][number]>>(new Set(['email', 'sms']));
  const [report, setReport] = useState<SendGiftLinksResult | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const busyGuestId = setBand.isPending ? setBand.variables.guestId : pin.isPending ? pin.variables.guestId : unpin.isPending ? unpin.variables : null;

  return (
    <section aria-labelledby="assignment-heading" className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="assignment-heading" className="text-xl font-bold">
            Gift assignment
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">One gift per guest, inside their band when one is free. Bought and pinned gifts never move when you run it again.</p>
        </div>
        <Button
          disabled={run.isPending}
          onClick={() =>
            run.mutate(undefined, {
              onSuccess: (result) => toast({ title: 'Assignment done', description: `${result.summary.assigned + result.summary.bought} of ${result.summary.guests} guests have a gift.` }),
              onError: couldNot('run the assignment'),
            })
          }
        >
          {run.isPending ? 'Assigning...' : 'Run assignment'}
        </Button>
      </div>
      <div className="mt-4">
        {table.isPending ? (
          <p className="text-sm text-muted-foreground">Loading the assignment...</p>
        ) : table.isError ? (
          <Alert tone="error">{failureMessage(table.error, 'Could not load the assignment', 'Could not load the assignment. Please try again.')}</Alert>
        ) : (
          <>
            <p className="mb-3 text-sm" aria-live="polite">
              {table.data.ranAt ? `Last run ${formatWhen(table.data.ranAt)}` : 'Not run yet'} · {table.data.summary.assigned} assigned · {table.data.summary.bought} bought · {table.data.summary.inPot}{' '}
              in a pot · {table.data.summary.unassigned} without a gift · {table.data.summary.freeUnits} {table.data.summary.freeUnits === 1 ? 'item' : 'items'} free
              {table.data.excludedNote ? <span className="block text-muted-foreground">{table.data.excludedNote}</span> : null}
            </p>
            <AssignmentTable
              table={table.data}
              busyGuestId={busyGuestId}
              onSetBand={(guestId, bandId) => setBand.mutate({ guestId, bandId }, { onError: couldNot('set the band') })}
              onPin={(guestId, itemId, unitIndex) => pin.mutate({ guestId, input: { itemId, unitIndex } }, { onSuccess: () => toast({ title: 'Gift pinned' }), onError: couldNot('pin the gift') })}
              onUnpin={(guestId) => unpin.mutate(guestId, { onSuccess: () => toast({ title: 'Gift unpinned' }), onError: couldNot('unpin the gift') })}
            />
          </>
        )}
      </div>

      <Card className="mt-6 p-5">
        <h3 className="text-lg font-bold">Send gift links</h3>
        <p className="mt-1 text-sm text-muted-foreground">Each guest with a gift gets their own “your gift” link. Guests who opted out of texts are skipped.</p>
        <form
          noValidate
          className="mt-3 flex flex-wrap items-center gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setSendError(null);
            setReport(null);
            if (channels.size === 0) {
              setSendError('Choose email, SMS or both');
              return;
            }
            send.mutate(
              { channels: [...channels] },
              { onSuccess: setReport, onError: (error) => setSendError(failureMessage(error, 'Could not send the links', 'Could not send the links. Please try again.')) },
            );
          }}
        >
          {(['email', 'sms'] as const).map((channel) => (
            <label key={channel} className="flex items-center gap-2 text-sm font-semibold">
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary"
                checked={channels.has(channel)}
                onChange={(event) =>
                  setChannels((current) => {
                    const next = new Set(current);
                    if (event.target.checked) next.add(channel);
                    else next.delete(channel);
                    return next;
                  })
                }
              />
              {channel === 'email' ? 'Email' : 'SMS'}
            </label>
          ))}
          <Button type="submit" variant="secondary" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send gift links'}
          </Button>
        </form>
        {sendError ? (
          <Alert tone="error" className="mt-3">
            {sendError}
          </Alert>
        ) : null}
        {report ? (
          <Alert tone="success" className="mt-3">
            {report.message} ({report.queued} queued, {report.skipped} skipped)
          </Alert>
        ) : null}
      </Card>
    </section>
  );
}

/** /dashboard/events/:id/wishlist: hosts and co-hosts manage everything; the celebrant sees statuses only. */
export function WishlistScreen() {
  const { id = '' } = useParams();
  const wishlist = useWishlist(id);
  const saveBands = useSaveBands(id);
  useDocumentMeta(wishlist.data ? `Wishlist · ${wishlist.data.eventTitle}` : 'Wishlist');

  if (wishlist.isPending) return <DashboardSkeleton />;
  if (wishlist.isError) return <WishlistLoadError error={wishlist.error} />;
  const view = wishlist.data;
  const isCelebrant = view.viewerRole === 'celebrant';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <EventBreadcrumb eventId={id} eventTitle={view.eventTitle} current="Wishlist" linkEvent={!isCelebrant} />
      <h1 className="mt-3 text-3xl font-extrabold">Wishlist</h1>
      <p className="mt-1 text-muted-foreground">{view.eventTitle}</p>

      {isCelebrant ? (
        <>
          <Alert tone="info" className="mt-4">
            {view.revealed
              ? 'The reveal date has passed: you can see who brought what.'
              : `You see whether each gift is available, reserved or bought — never by whom — until ${formatWhen(view.revealAt)}.`}
          </Alert>
          <ItemsSection eventId={id} view={view} />
          <PotsSection view={view} />
        </>
      ) : (
        <>
          <ItemsSection eventId={id} view={view} />
          <PotsSection view={view} />
          <section aria-labelledby="bands-heading" className="mt-8">
            <h2 id="bands-heading" className="text-xl font-bold">
              Price bands
            </h2>
            <div className="mt-3">
              <BandsEditor
                key={view.bands.map((band) => `${band.id}:${band.minCents}:${band.maxCents}:${band.label}`).join('|')}
                bands={view.bands}
                isDefault={view.bandsAreDefault}
                currency={view.currency}
                editable
                pending={saveBands.isPending}
                serverError={saveBands.isError ? failureMessage(saveBands.error, 'Could not save the bands', 'Could not save the bands. Please try again.') : null}
                onSave={(input) => saveBands.mutateAsync(input).then(() => toast({ title: 'Bands saved' }))}
              />
            </div>
          </section>
          <AssignmentSection eventId={id} />
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <RevealSetting eventId={id} view={view} />
            <CelebrantSetting eventId={id} view={view} />
          </div>
        </>
      )}
    </div>
  );
}
