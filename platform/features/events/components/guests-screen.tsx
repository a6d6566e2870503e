import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { GuestView } from '#core/domain/events/event-view.schema.ts';
import type { AddGuestInput } from '#core/domain/events/guest.schema.ts';
import { guestListStatusLabels } from '#core/domain/events/rsvp.rules.ts';
import { countryForTimeZone } from '#core/domain/contacts/time-zone-country.rules.ts';
import { guestListStatuses } from '#core/domain/invitations/invitations.schema.ts';
import { EventBreadcrumb } from '#platform/components/event-breadcrumb.tsx';
import { PlanLimitHelp, planLimitCode } from '#platform/components/plan-limit-help.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { ConfirmDialog } from '#platform/components/ui/confirm-dialog.tsx';
import { Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { copyText } from '#platform/lib/clipboard.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useAddGuest } from '../api/add-guest.ts';
import { useExportGuests } from '../api/export-guests.ts';
import { useEvent } from '../api/get-event.ts';
import { useGuestLink } from '../api/get-guest-link.ts';
import { useGuests } from '../api/get-guests.ts';
import { useRemoveGuest } from '../api/remove-guest.ts';
import { useResetGuestLink } from '../api/reset-guest-link.ts';
import { useUpdateGuest } from '../api/update-guest.ts';
import { useDebouncedValue } from '#platform/lib/use-debounced-value.ts';
import { DeliveriesPanel } from './deliveries-panel.tsx';
import { EventLoadError } from './event-overview-screen.tsx';
import { GuestFormDialog } from './guest-form-dialog.tsx';
import { guestCountText, ShowMoreGuests } from './guest-list-pager.tsx';
import { GuestTable, guestRowId } from './guest-table.tsx';
import { ImportPanel } from './import-panel.tsx';
import { MessageGuestsDialog } from './message-guests-dialog.tsx';
import { SendInvitationsDialog } from './send-invitations-dialog.tsx';

function fileNameOf(title: string): string {
  const base =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'event';
  return `${base}-guests.csv`;
}

async function shareLink(link: string, title: string) {
  const copied = await copyText(link);
  toast(copied ? { title, description: 'Paste it into a message to the guest.' } : { title: 'Copy this link', description: link });
}

/** /dashboard/events/:id/guests: the guest list, imports, invitations and messages. */
export function GuestsScreen() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  // The server searches: one request once the host pauses typing, not one per key.
  const query = useDebouncedValue(search, 300);
  const guests = useGuests(id, { status, q: query });
  // After "Show more guests", the first new guest takes the focus (keyboard and screen reader
  // users carry on from there); and from then on, scrolling to the end loads the next page.
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const [autoLoad, setAutoLoad] = useState(false);
  const add = useAddGuest(id);
  const update = useUpdateGuest(id);
  const remove = useRemoveGuest(id);
  const link = useGuestLink(id);
  const reset = useResetGuestLink(id);
  const exportCsv = useExportGuests(id);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [form, setForm] = useState<{ guest: GuestView | null } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The plan's guest limit: the dialog offers the plans and a Single event for this event.
  const [atGuestLimit, setAtGuestLimit] = useState(false);
  const [removing, setRemoving] = useState<GuestView | null>(null);
  const [resetting, setResetting] = useState<GuestView | null>(null);
  const [dialog, setDialog] = useState<'invite' | 'message' | null>(null);
  useDocumentMeta(event.data ? `Guests · ${event.data.title}` : 'Guests');
  const pages = guests.data?.pages;
  const list = pages?.flatMap((page) => page.guests) ?? [];
  // The newest page's total: the list may have changed since the first page was read.
  const total = pages?.at(-1)?.total ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = guests;
  const showMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  // A new filter starts a new list: nothing of the old one is waiting to take the focus.
  useEffect(() => setFocusFrom(null), [status, query]);
  const focusGuestId = focusFrom !== null ? list[focusFrom]?.id : undefined;
  useEffect(() => {
    if (!focusGuestId) return;
    document.getElementById(guestRowId(focusGuestId))?.focus();
    setFocusFrom(null);
  }, [focusGuestId]);

  if (event.isPending) return <DashboardSkeleton />;
  if (event.isError) return <EventLoadError error={event.error} />;
  const data = event.data;
  const selectedIds = list.filter((guest) => selected.has(guest.id)).map((guest) => guest.id);
  const filtered = status !== '' || query.trim() !== '';

  function saveGuest(input: AddGuestInput) {
    setFormError(null);
    setAtGuestLimit(false);
    const onError = (failure: unknown) => {
      setFormError(failureMessage(failure, 'Could not save the guest', 'Could not save the guest. Please try again.'));
      setAtGuestLimit(planLimitCode(failure) === 'guest_limit');
    };
    if (form?.guest) {
      update.mutate(
        { guestId: form.guest.id, input },
        {
          onSuccess: () => {
            setForm(null);
            toast({ title: 'Guest saved' });
          },
          onError,
        },
      );
    } else {
      add.mutate(input, {
        onSuccess: ({ guest }) => {
          setForm(null);
          toast({ title: 'Guest added', description: `${guest.name} is on the list. Send the invitation when you are ready.` });
        },
        onError,
      });
    }
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <EventBreadcrumb eventId={id} eventTitle={data.title} current="Guests" />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">Guests</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {data.counts.going} going · {data.counts.maybe} maybe · {data.counts.declined} can't go · {data.counts.waitlisted} waitlisted · head count {data.counts.headcount}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => {
              setFormError(null);
              setForm({ guest: null });
            }}
          >
            Add guest
          </Button>
          <Button variant="secondary" onClick={() => setDialog('invite')} disabled={data.status === 'cancelled'}>
            Send invitations
          </Button>
          <Button variant="outline" onClick={() => setDialog('message')} disabled={data.status === 'cancelled'}>
            Message guests
          </Button>
        </div>
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-2">
        <ImportPanel eventId={id} />
        <Button
          variant="outline"
          size="sm"
          disabled={exportCsv.isPending}
          onClick={() =>
            exportCsv.mutate(fileNameOf(data.title), {
              onError: (failure) => toast({ title: 'Could not export the guest list', description: failureMessage(failure, 'Please try again.', 'Please try again.'), variant: 'destructive' }),
            })
          }
        >
          {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>

      <div className="mt-6 grid gap-3 sm:grid-cols-[1fr_14rem]">
        <div>
          <Label htmlFor="guest-search">Search guests</Label>
          <Input id="guest-search" type="search" placeholder="Name, email or phone" value={search} onChange={(changeEvent) => setSearch(changeEvent.target.value)} />
        </div>
        <div>
          <Label htmlFor="guest-status-filter">Status</Label>
          <Select id="guest-status-filter" value={status} onChange={(changeEvent) => setStatus(changeEvent.target.value)}>
            <option value="">All guests</option>
            {guestListStatuses.map((value) => (
              <option key={value} value={value}>
                {guestListStatusLabels[value]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <div className="mt-4" aria-busy={guests.isFetching || search !== query}>
        {guests.isError ? (
          <Alert tone="error">{failureMessage(guests.error, 'Could not load the guests', 'Could not load the guests. Please try again.')}</Alert>
        ) : guests.isPending ? (
          <p className="text-sm text-muted-foreground">Loading guests...</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-muted-foreground" role="status">
              {guestCountText({ shown: list.length, total, filtered, selected: selectedIds.length })}
            </p>
            <GuestTable
              guests={list}
              partyCountry={countryForTimeZone(data.timeZone)}
              selected={selected}
              emptyText={filtered ? 'No guests match this search.' : 'No guests yet. Add them one by one, or import a CSV or vCard file.'}
              onToggle={(guestId) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (next.has(guestId)) next.delete(guestId);
                  else next.add(guestId);
                  return next;
                })
              }
              onToggleAll={(on) => setSelected(on ? new Set(list.map((guest) => guest.id)) : new Set())}
              onEdit={(guest) => {
                setFormError(null);
                setForm({ guest });
              }}
              onRemove={setRemoving}
              onCopyLink={(guest) =>
                link.mutate(guest.id, {
                  onSuccess: (url) => void shareLink(url, `Link for ${guest.name} copied`),
                  onError: (failure) => toast({ title: 'Could not get the link', description: failureMessage(failure, 'Please try again.', 'Please try again.'), variant: 'destructive' }),
                })
              }
              onResetLink={setResetting}
            />
            <ShowMoreGuests
              shown={list.length}
              total={total}
              hasMore={hasNextPage}
              loadingMore={isFetchingNextPage}
              autoLoad={autoLoad}
              onReachEnd={showMore}
              onShowMore={() => {
                if (!autoLoad) setAutoLoad(true);
                setFocusFrom(list.length);
                showMore();
              }}
            />
          </>
        )}
      </div>

      <DeliveriesPanel eventId={id} />

      <GuestFormDialog
        open={form !== null}
        guest={form?.guest ?? null}
        defaultPlusOnes={data.plusOnesAllowed}
        defaultCountry={countryForTimeZone(data.timeZone)}
        pending={add.isPending || update.isPending}
        serverError={formError}
        serverErrorHelp={atGuestLimit ? <PlanLimitHelp eventId={id} /> : null}
        onClose={() => setForm(null)}
        onSubmit={saveGuest}
      />

      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove ${removing?.name ?? 'guest'}?`}
        description="Their personal link stops working and their answer leaves the counts. They are not told."
        cancelLabel="Keep guest"
        confirmLabel="Remove guest"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast({ title: 'Guest removed', description: `${removing.name} is off the list.` });
              setSelected((current) => {
                const next = new Set(current);
                next.delete(removing.id);
                return next;
              });
              setRemoving(null);
            },
            onError: (failure) => toast({ title: 'Could not remove the guest', description: failureMessage(failure, 'Please try again.', 'Please try again.'), variant: 'destructive' }),
          })
        }
      />

      <ConfirmDialog
        open={resetting !== null}
        onClose={() => setResetting(null)}
        title={`Reset the link for ${resetting?.name ?? 'this guest'}?`}
        description="The old link stops working at once. Send the new link to the guest."
        cancelLabel="Keep the link"
        confirmLabel="Reset link"
        pendingLabel="Resetting..."
        pending={reset.isPending}
        variant="primary"
        onConfirm={() =>
          resetting &&
          reset.mutate(resetting.id, {
            onSuccess: (url) => {
              setResetting(null);
              void shareLink(url, `New link for ${resetting.name} copied`);
            },
            onError: (failure) => toast({ title: 'Could not reset the link', description: failureMessage(failure, 'Please try again.', 'Please try again.'), variant: 'destructive' }),
          })
        }
      />

      <SendInvitationsDialog eventId={id} open={dialog === 'invite'} selectedIds={selectedIds} onClose={() => setDialog(null)} />
      <MessageGuestsDialog eventId={id} open={dialog === 'message'} onClose={() => setDialog(null)} />
    </div>
  );
}
