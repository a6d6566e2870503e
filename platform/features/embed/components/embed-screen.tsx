import { type FormEvent, useId, useState } from 'react';
import type { EmbedKeyView } from '../../../../core/embed/embed-keys.rules.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FieldError, Input, Select } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { DashboardSkeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiRequestError, failureMessage } from '../../../lib/api-client.ts';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { useCreateEmbedKey } from '../api/create-embed-key.ts';
import { useEmbeddableEvents } from '../api/list-embeddable-events.ts';
import { useEmbedKeys } from '../api/list-embed-keys.ts';
import { useEventPots } from '../api/list-event-pots.ts';
import { useRevokeEmbedKey } from '../api/revoke-embed-key.ts';

/** The copy-paste snippet for a key: the element and the one script tag, from this Cakeday origin. */
export function embedSnippet(key: Pick<EmbedKeyView, 'id' | 'widget' | 'target'>, origin: string): string {
  const target = key.widget === 'contribution' ? ` data-pot="${key.target.id}"` : key.target.slug ? ` data-event="${key.target.slug}"` : '';
  return `<div data-cakeday-widget="${key.widget}"${target} data-key="${key.id}"></div>\n<script async src="${origin}/sdk/v1/cakeday.js"></script>`;
}

const widgetLabels: Partial<Record<EmbedKeyView['widget'], string>> = { rsvp: 'RSVP', contribution: 'Contribution' };

/** The API's message for the first wrong origin (`fields["allowedOrigins.0"]`), to show under the field. */
function originProblem(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  try {
    const body = JSON.parse(error.bodyText) as { fields?: Record<string, string> };
    return Object.entries(body.fields ?? {}).find(([field]) => field.startsWith('allowedOrigins'))?.[1];
  } catch {
    return undefined;
  }
}

function splitOrigins(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function CreateKeyForm() {
  const events = useEmbeddableEvents();
  const create = useCreateEmbedKey();
  const [widget, setWidget] = useState<'rsvp' | 'contribution'>('rsvp');
  const [eventId, setEventId] = useState('');
  const [potId, setPotId] = useState('');
  const [origins, setOrigins] = useState('');
  const ids = { event: useId(), pot: useId(), origins: useId(), originsHelp: useId(), originsError: useId() };
  const chosenEvent = eventId || events.data?.[0]?.id || null;
  const pots = useEventPots(widget === 'contribution' ? chosenEvent : null);
  const chosenPot = potId && pots.data?.some((pot) => pot.id === potId) ? potId : (pots.data?.[0]?.id ?? '');
  const originError = originProblem(create.error);

  if (events.isPending) return <p className="text-sm text-muted-foreground">Loading your events…</p>;
  if (events.isError) return <Alert tone="error">Your events could not be loaded. Please reload the page.</Alert>;
  if (events.data.length === 0) return <p className="text-sm text-muted-foreground">Create an event first: embed keys are for events you host or co-host and their pots.</p>;
  const needsPot = widget === 'contribution' && !chosenPot;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (needsPot) return;
    create.mutate(
      { widget, targetId: widget === 'rsvp' ? chosenEvent! : chosenPot, allowedOrigins: splitOrigins(origins) },
      {
        onSuccess: () => {
          setOrigins('');
          toast({ title: 'Embed key created', description: 'Copy its snippet into your site.' });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-card border border-border bg-card p-5" aria-labelledby="new-key-title">
      <h2 id="new-key-title" className="text-lg font-bold">
        New embed key
      </h2>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Widget</legend>
        {(
          [
            ['rsvp', 'RSVP', 'The event’s card and the RSVP form'],
            ['contribution', 'Contribution', 'A pot’s progress and “chip in” for guests with their personal link'],
          ] as const
        ).map(([value, label, hint]) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input type="radio" name="widget" value={value} checked={widget === value} onChange={() => setWidget(value)} className="mt-1 h-4 w-4 accent-primary" />
            <span>
              <span className="font-semibold">{label}</span> <span className="text-muted-foreground">— {hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div>
        <Label htmlFor={ids.event}>Event</Label>
        <Select id={ids.event} value={chosenEvent ?? ''} onChange={(e) => setEventId(e.target.value)}>
          {events.data.map((event) => (
            <option key={event.id} value={event.id}>
              {event.title}
            </option>
          ))}
        </Select>
      </div>
      {widget === 'contribution' ? (
        pots.isPending ? (
          <p className="text-sm text-muted-foreground">Loading the event’s pots…</p>
        ) : pots.isError ? (
          <Alert tone="error">{failureMessage(pots.error, 'The event’s pots could not be loaded.', 'The event’s pots could not be loaded.')}</Alert>
        ) : pots.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">This event has no pot yet. Create its fund or a group gift on the event’s money page first.</p>
        ) : (
          <div>
            <Label htmlFor={ids.pot}>Pot</Label>
            <Select id={ids.pot} value={chosenPot} onChange={(e) => setPotId(e.target.value)}>
              {pots.data.map((pot) => (
                <option key={pot.id} value={pot.id}>
                  {pot.title}
                  {pot.status === 'closed' ? ' (closed)' : ''}
                </option>
              ))}
            </Select>
          </div>
        )
      ) : null}
      <div>
        <Label htmlFor={ids.origins}>Sites allowed to show it</Label>
        <Input
          id={ids.origins}
          value={origins}
          onChange={(e) => setOrigins(e.target.value)}
          placeholder="https://www.example.com"
          aria-describedby={`${ids.originsHelp}${originError ? ` ${ids.originsError}` : ''}`}
          aria-invalid={originError ? true : undefined}
          required
        />
        <p id={ids.originsHelp} className="mt-1 text-sm text-muted-foreground">
          Exact addresses like https://www.example.com, separated by spaces or commas.
        </p>
        <FieldError id={ids.originsError} message={originError} />
      </div>
      {create.isError && !originError ? <Alert tone="error">{failureMessage(create.error, 'The key could not be created.', 'The key could not be created.')}</Alert> : null}
      <Button type="submit" disabled={create.isPending || needsPot} className="justify-self-start">
        {create.isPending ? 'Creating…' : 'Create key'}
      </Button>
    </form>
  );
}

function KeyRow({ embedKey, onRevoke }: { embedKey: EmbedKeyView; onRevoke: (key: EmbedKeyView) => void }) {
  const snippet = embedSnippet(embedKey, window.location.origin);
  const snippetId = useId();
  const revoked = embedKey.revokedAt !== null;
  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      toast({ title: 'Snippet copied' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the snippet and copy it yourself.', variant: 'destructive' });
    }
  }
  return (
    <li className="grid gap-3 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 font-semibold">
          {widgetLabels[embedKey.widget] ?? embedKey.widget} · {embedKey.target.title ?? (embedKey.target.kind === 'pot' ? 'Pot no longer available' : 'Event no longer available')}
          <span className="ml-2 font-mono text-xs text-muted-foreground">{embedKey.id}</span>
        </p>
        {revoked ? (
          <span className="rounded-full bg-muted px-3 py-1 text-xs font-semibold">Revoked</span>
        ) : (
          <Button variant="outline" size="sm" onClick={() => onRevoke(embedKey)}>
            Revoke<span className="sr-only"> the key for {embedKey.target.title}</span>
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">Allowed: {embedKey.allowedOrigins.join(', ')}</p>
      {revoked ? null : (
        <div className="grid gap-2">
          <label htmlFor={snippetId} className="text-sm font-medium">
            Snippet
          </label>
          <textarea id={snippetId} readOnly rows={2} value={snippet} className="w-full rounded-lg border border-input bg-muted p-2 font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
          <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => void copy()}>
            Copy snippet
          </Button>
        </div>
      )}
    </li>
  );
}

/** /dashboard/embed: the member's embed keys — create one for an event (RSVP) or a pot (contribution), copy its snippet, revoke it. */
export function EmbedScreen() {
  useDocumentMeta('Embed');
  const keys = useEmbedKeys();
  const revoke = useRevokeEmbedKey();
  const [revoking, setRevoking] = useState<EmbedKeyView | null>(null);
  if (keys.isPending) return <DashboardSkeleton />;
  if (keys.isError) return <LoadError error={keys.error} notFoundTitle="Not found" notFoundText="" failedTitle="Your embed keys could not be loaded" />;
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-extrabold">Embed</h1>
        <p className="mt-1 text-muted-foreground">Put your event’s RSVP, or a pot guests can chip in to, on your own website. Keys are public; only the sites you allow can show the widget.</p>
      </div>
      <CreateKeyForm />
      <section aria-labelledby="keys-title">
        <h2 id="keys-title" className="text-lg font-bold">
          Your keys
        </h2>
        {keys.data.length === 0 ? (
          <p className="mt-3 rounded-card border border-dashed border-border p-6 text-center text-muted-foreground">No embed keys yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-card border border-border bg-card">
            {keys.data.map((embedKey) => (
              <KeyRow key={embedKey.id} embedKey={embedKey} onRevoke={setRevoking} />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke this key?"
        description="The widget stops working on every site that uses this key. This cannot be undone; you can create a new key."
        cancelLabel="Keep it"
        confirmLabel="Revoke key"
        pendingLabel="Revoking…"
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
      />
    </div>
  );
}

/** The route module's export (react-router's lazy routes take `Component`). */
export function Component() {
  return <EmbedScreen />;
}
