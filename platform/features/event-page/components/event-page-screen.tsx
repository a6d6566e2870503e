import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatInZone, partyAndViewerTime } from '#core/domain/events/event-time.rules.ts';
import type { PublicEventView } from '#core/domain/events/event-view.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { CalendarIcon, MapPinIcon, PartyIcon, UsersIcon } from '#platform/components/ui/icons.tsx';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { isQueuedAnswer, takeHandedOver, useOfflineStatus } from '#platform/lib/offline-status.ts';
import { copyText } from '#platform/lib/clipboard.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useAnswerRsvp } from '../api/answer-rsvp.ts';
import { useDownloadCalendar } from '../api/download-calendar.ts';
import { useHostedEventId } from '../api/find-hosted-event.ts';
import { useGoing } from '../api/get-going.ts';
import { usePublicEvent } from '../api/get-public-event.ts';
import { captureGuestToken, storeGuestToken, tokenOfLink } from '../api/guest-token.ts';
import { CommentsWall } from './comments-wall.tsx';
import { EventFundCard } from './event-fund-card.tsx';
import { GoingList } from './going-list.tsx';
import { MessageHostLink } from './message-host-link.tsx';
import { RsvpForm } from './rsvp-form.tsx';
import { AlbumLinks } from './album-links.tsx';
import { YourGiftLink } from './your-gift-link.tsx';
import { LoadError } from '#platform/components/load-error.tsx';
import { useServerCard } from '#platform/lib/use-server-card.ts';

function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function shortDescription(event: PublicEventView): string {
  const when = formatInZone(Date.parse(event.startsAt), event.timeZone);
  const who = event.celebrantName ? `Celebrating ${event.celebrantName}${event.celebrantAge ? ` turning ${event.celebrantAge}` : ''}. ` : '';
  return `${who}${when}. RSVP on Cakeday.`;
}

/** The end as just a time when the party ends on the day it starts ("Sat, Mar 6, 2027, 5:00 PM EST" → "5:00 PM EST"). */
export function sameDayEnd(start: string, end: string): string {
  const day = (text: string) => text.split(', ').slice(0, 3).join(', ');
  return day(start) === day(end) ? (end.split(', ').at(-1) ?? end) : end;
}

/**
 * Date and time where the party happens, with the viewer's own time below when their zone differs.
 * The event's zone comes first because the server draws exactly that line before the app runs
 * (docs/decisions/022-public-first-paint.md): the app's first render then lands on the same text.
 */
export function EventWhen({ event, viewerZone }: { event: PublicEventView; viewerZone: string }) {
  const starts = Date.parse(event.startsAt);
  const ends = Date.parse(event.endsAt);
  const { party: there, viewer: local } = partyAndViewerTime(starts, event.timeZone, viewerZone);
  return (
    <div className="flex gap-2">
      <CalendarIcon className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
      <div>
        <p className="font-semibold">
          {there} – {sameDayEnd(there, formatInZone(ends, event.timeZone))}
        </p>
        {local ? (
          <p className="text-sm text-muted-foreground">
            Your time: {local} – {sameDayEnd(local, formatInZone(ends, viewerZone))}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** /e/:slug: the public event page, and the guest's way in through their personal link. */
export function EventPageScreen() {
  const { slug = '' } = useParams();
  const [token, setToken] = useState<string | null>(() => captureGuestToken(slug));
  const [savedLink, setSavedLink] = useState<string | null>(null);
  const [rsvpError, setRsvpError] = useState<string | null>(null);
  const [savedCount, setSavedCount] = useState(0);
  // An RSVP made offline, kept by the service worker until the connection returns (decision 041).
  const [rsvpQueued, setRsvpQueued] = useState(false);
  // An open RSVP's answer carries the new guest's personal link, kept as after an online answer.
  const keepLinkFrom = useCallback(
    (answer: unknown) => {
      const link = typeof (answer as { link?: unknown } | null)?.link === 'string' ? (answer as { link: string }).link : null;
      const newToken = link ? tokenOfLink(link) : null;
      if (link && newToken) {
        storeGuestToken(slug, newToken);
        setToken(newToken);
        setSavedLink(link);
      }
    },
    [slug],
  );
  useEffect(() => {
    const onSent = (sent: Event) => {
      const { url, ok, answer } = (sent as CustomEvent<{ url: string; ok: boolean; answer: unknown }>).detail;
      if (!new URL(url).pathname.startsWith(`/api/public/events/${encodeURIComponent(slug)}/`)) return;
      setRsvpQueued(false);
      if (!ok) return;
      // Sent: the form closes on the confirmation, as for an answer sent online.
      setSavedCount((count) => count + 1);
      keepLinkFrom(answer);
    };
    window.addEventListener('cakeday:rsvp-sent', onSent);
    return () => window.removeEventListener('cakeday:rsvp-sent', onSent);
  }, [slug, keepLinkFrom]);
  // Sent from the outbox while this page was closed: the service worker hands the answer over now.
  const { handedOver } = useOfflineStatus();
  useEffect(() => {
    if (handedOver.length > 0) for (const answer of takeHandedOver(`/api/public/events/${encodeURIComponent(slug)}/`)) keepLinkFrom(answer);
  }, [handedOver, slug, keepLinkFrom]);
  const [viewerZone] = useState(viewerTimeZone);
  const event = usePublicEvent(slug, token);
  const answer = useAnswerRsvp(slug, token);
  const calendar = useDownloadCalendar(token);
  const viewerRole = event.data?.viewer.role;
  const hostedId = useHostedEventId(slug, viewerRole === 'host' || viewerRole === 'cohost');
  // "See everyone who's going": the names past the page's first ones, asked for only on request.
  const [seeAllGoing, setSeeAllGoing] = useState(false);
  const [goingFocus, setGoingFocus] = useState<number | null>(null);
  const moreGoing = useGoing(slug, token, event.data?.goingCursor ?? null, seeAllGoing);
  const goingNames = [...(event.data?.going ?? []), ...(moreGoing.data?.pages.flatMap((page) => page.going) ?? [])];
  useEffect(() => {
    if (goingFocus !== null && goingNames.length > goingFocus) setGoingFocus(null);
  }, [goingFocus, goingNames.length]);
  useDocumentMeta(event.data?.title ?? 'Event', event.data ? shortDescription(event.data) : undefined);
  // The card the server drew (decision 022) stays on screen until the data arrives, in the same boxes.
  // Replacing that card with the whole page is the page's largest render. The data arrives through
  // an external store (a synchronous update), so the switch goes through a deferred value (inside
  // useServerCard): the arriving data renders the card again (nothing to do), then the page renders
  // in a transition, which React splits into short tasks instead of one long one that blocks input.
  const serverCard = useServerCard(event);

  if (serverCard) return <div dangerouslySetInnerHTML={{ __html: serverCard }} />;
  if (event.isPending) return <PageSkeleton />;
  if (event.isError) {
    return (
      <LoadError
        error={event.error}
        notFoundStatuses={[404]}
        notFoundTitle="Event not found"
        notFoundText="Check the link in your invitation; the event may have been deleted."
        failedTitle="Could not load the event"
        back={{ to: '/', label: 'Back to home' }}
      />
    );
  }

  const data = event.data;
  const cancelled = data.status === 'cancelled';
  const seesPrivate = data.viewer.role !== 'visitor';
  const isHost = data.viewer.role === 'host' || data.viewer.role === 'cohost';

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      {cancelled ? (
        <Alert tone="error" className="mb-6">
          <span className="font-bold">This event has been cancelled.</span> The hosts are sorry to miss you.
        </Alert>
      ) : null}
      <header className="overflow-hidden rounded-card border border-border bg-card shadow-sm">
        {data.coverImageUrl ? (
          <img src={data.coverImageUrl} alt={`Cover for ${data.title}`} className="h-48 w-full object-cover sm:h-72" />
        ) : (
          <div aria-hidden="true" className="flex h-40 items-center justify-center bg-gradient-to-br from-pink-300 via-rose-300 to-amber-200 text-rose-900 sm:h-56">
            <PartyIcon className="h-14 w-14" />
          </div>
        )}
        <div className="p-5 sm:p-8">
          {data.celebrantName ? (
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              Celebrating {data.celebrantName}
              {data.celebrantAge ? ` · turning ${data.celebrantAge}` : ''}
            </p>
          ) : null}
          <h1 className="mt-1 text-3xl font-extrabold break-words sm:text-4xl">{data.title}</h1>
          {data.hosts.length > 0 ? <p className="mt-2 text-muted-foreground">Hosted by {data.hosts.join(', ')}</p> : null}
          <div className="mt-5 space-y-3">
            <EventWhen event={data} viewerZone={viewerZone} />
            <div className="flex gap-2">
              <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
              {data.location ? (
                <p>
                  <span className="font-semibold">{data.location}</span>{' '}
                  <a
                    href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(data.location)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-sm font-semibold text-primary hover:underline"
                  >
                    Open map<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </p>
              ) : (
                <p className="text-muted-foreground">{seesPrivate ? 'Location to be announced' : 'The address is shared with invited guests.'}</p>
              )}
            </div>
          </div>
          {!cancelled ? (
            <div className="mt-5 flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={calendar.isPending}
                onClick={() =>
                  calendar.mutate(
                    { icsUrl: data.calendar.icsUrl, fileName: `${data.slug}.ics` },
                    {
                      onError: (failure) =>
                        toast({ title: 'Could not download the calendar file', description: failureMessage(failure, 'Please try again.', 'Please try again.'), variant: 'destructive' }),
                    },
                  )
                }
              >
                Download .ics
              </Button>
              <a
                href={data.calendar.google}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-9 items-center rounded-full border border-input bg-card px-4 text-sm font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring"
              >
                Add to Google Calendar
              </a>
              <a
                href={data.calendar.outlook}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-9 items-center rounded-full border border-input bg-card px-4 text-sm font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring"
              >
                Add to Outlook
              </a>
            </div>
          ) : null}
        </div>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          {data.description || data.dressCode ? (
            <section aria-labelledby="about-heading" className="rounded-card border border-border bg-card p-5 shadow-sm sm:p-6">
              <h2 id="about-heading" className="text-xl font-bold">
                About
              </h2>
              {data.description ? <p className="mt-2 break-words whitespace-pre-line">{data.description}</p> : null}
              {data.dressCode ? (
                <p className="mt-3">
                  <span className="font-semibold">Dress code:</span> {data.dressCode}
                </p>
              ) : null}
            </section>
          ) : null}

          <section aria-labelledby="going-heading" className="rounded-card border border-border bg-card p-5 shadow-sm sm:p-6">
            <h2 id="going-heading" className="flex items-center gap-2 text-xl font-bold">
              <UsersIcon className="h-5 w-5 text-primary" /> Who’s coming
            </h2>
            <p className="mt-2 text-sm">
              {data.counts.going} going{data.counts.headcount !== data.counts.going ? ` (${data.counts.headcount} people with plus-ones)` : ''} · {data.counts.maybe} maybe
            </p>
            {data.spotsLeft !== null && !cancelled ? (
              <p className="mt-1 text-sm font-semibold">
                {data.spotsLeft > 0 ? `${data.spotsLeft} ${data.spotsLeft === 1 ? 'spot' : 'spots'} left` : 'The party is full — new “going” answers join the waitlist.'}
              </p>
            ) : null}
            {data.going && data.going.length > 0 ? (
              <GoingList
                names={goingNames}
                total={data.counts.going}
                started={seeAllGoing}
                hasMore={data.goingCursor !== null && (!seeAllGoing || moreGoing.isPending || moreGoing.isError || moreGoing.hasNextPage)}
                loading={moreGoing.isFetching}
                error={moreGoing.isError ? failureMessage(moreGoing.error, 'Could not load more names', 'Could not load more names. Please try again.') : null}
                focusIndex={goingFocus}
                onShowMore={() => {
                  // Pressed again while a page loads: that page's first name takes the focus, nothing is asked twice.
                  setGoingFocus(goingNames.length);
                  if (!seeAllGoing) setSeeAllGoing(true);
                  else if (moreGoing.isFetching) return;
                  else if (moreGoing.data) void moreGoing.fetchNextPage();
                  else void moreGoing.refetch();
                }}
              />
            ) : data.going === null && seesPrivate ? (
              <p className="mt-2 text-xs text-muted-foreground">The host shares only the counts.</p>
            ) : null}
          </section>

          <CommentsWall slug={slug} token={token} canTake={seesPrivate} />
        </div>

        {/* On phones the RSVP comes right after the header; on wide screens it sits on the right. */}
        <div className="order-first space-y-4 lg:order-none">
          {savedLink ? (
            <section aria-labelledby="saved-link-heading" className="rounded-card border border-success-border bg-success-surface p-5 text-success-text">
              <h2 id="saved-link-heading" className="font-bold">
                Save this link to change your answer
              </h2>
              <p className="mt-2 text-sm break-all">{savedLink}</p>
              <Button
                size="sm"
                variant="outline"
                className="mt-3"
                onClick={async () => toast((await copyText(savedLink)) ? { title: 'Link copied' } : { title: 'Copy this link', description: savedLink })}
              >
                Copy my link
              </Button>
            </section>
          ) : null}
          {cancelled ? null : (
            <RsvpForm
              event={data}
              pending={answer.isPending}
              serverError={rsvpError}
              savedCount={savedCount}
              manageHref={isHost ? (hostedId.data ? `/dashboard/events/${hostedId.data}` : '/dashboard') : undefined}
              onSubmit={(input) => {
                setRsvpError(null);
                answer.mutate(input, {
                  onSuccess: (result) => {
                    if (isQueuedAnswer(result)) {
                      setRsvpQueued(true);
                      return;
                    }
                    setRsvpQueued(false);
                    setSavedCount((count) => count + 1);
                    if (result.link) {
                      const newToken = tokenOfLink(result.link);
                      if (newToken) {
                        storeGuestToken(slug, newToken);
                        setToken(newToken);
                      }
                      setSavedLink(result.link);
                    }
                    toast({
                      title: result.status === 'waitlisted' ? 'You’re on the waitlist' : 'RSVP sent',
                      description: result.status === 'waitlisted' ? 'If a spot opens up, it’s yours.' : 'The host can see your answer.',
                    });
                  },
                  onError: (failure) => setRsvpError(failureMessage(failure, 'Could not send your RSVP', 'Could not send your RSVP. Please try again.')),
                });
              }}
            />
          )}
          {rsvpQueued ? (
            <Alert tone="info">
              <span data-testid="rsvp-queued">You're offline — your RSVP is saved on this device and will be sent as soon as you're back online.</span>
            </Alert>
          ) : null}
          {token && data.viewer.role === 'guest' && !cancelled ? <YourGiftLink token={token} /> : null}
          {data.viewer.role !== 'visitor' && !cancelled ? <AlbumLinks slug={slug} token={data.viewer.role === 'guest' ? token : null} role={data.viewer.role} /> : null}
          <MessageHostLink event={data} />
          {cancelled ? null : <EventFundCard slug={slug} token={token} />}
        </div>
      </div>
    </div>
  );
}
