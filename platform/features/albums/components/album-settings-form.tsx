import { useId, useState, type FormEvent } from 'react';
import type { AlbumSettingsInput, AlbumView } from '#core/domain/albums/album.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { FieldError, Input } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { Switch } from '#platform/components/ui/switch.tsx';
import { draftOf, revealAtProblem, settingsChanges, type AlbumSettingsDraft } from './album-settings.rules.ts';

export interface AlbumSettingsFormProps {
  album: AlbumView;
  /** The event's zone: the reveal time is wall-clock there. */
  timeZone: string;
  onSave: (changes: AlbumSettingsInput) => void;
  pending: boolean;
  error: string | null;
}

/** Who sees the album (guests, or only the hosts until a reveal), approval, and whether uploads are open. */
export function AlbumSettingsForm({ album, timeZone, onSave, pending, error }: AlbumSettingsFormProps) {
  const [draft, setDraft] = useState<AlbumSettingsDraft>(() => draftOf(album));
  const [problem, setProblem] = useState<string | null>(null);
  const revealId = useId();
  const visibilityHelpId = useId();
  const revealErrorId = useId();
  const revealHelpId = useId();
  const approvalId = useId();
  const openId = useId();
  const changes = settingsChanges(album, draft);
  const dirty = Object.keys(changes).length > 0;
  const set = (patch: Partial<AlbumSettingsDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = revealAtProblem(draft);
    setProblem(found);
    if (!found && dirty) onSave(changes);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <fieldset>
        <legend className="text-sm font-semibold">Who sees the album</legend>
        <div className="mt-2 space-y-2">
          {(
            [
              ['guests', 'Guests see the album', 'Everyone invited sees the approved photos and videos as they come in.'],
              ['hosts_until_reveal', 'Only the hosts, until the reveal', 'Guests see only their own uploads until the reveal time (or until you switch to "Guests see the album").'],
            ] as const
          ).map(([value, title, help]) => (
            <div key={value} className="rounded-lg border border-border p-3 has-checked:border-primary has-checked:bg-muted">
              <label className="flex cursor-pointer items-center gap-3 text-sm font-semibold">
                <input
                  type="radio"
                  name="album-visibility"
                  value={value}
                  checked={draft.visibility === value}
                  onChange={() => set({ visibility: value })}
                  aria-describedby={`${visibilityHelpId}-${value}`}
                  className="h-4 w-4 accent-primary"
                />
                {title}
              </label>
              <p id={`${visibilityHelpId}-${value}`} className="mt-1 pl-7 text-sm text-muted-foreground">
                {help}
              </p>
            </div>
          ))}
        </div>
      </fieldset>

      {draft.visibility === 'hosts_until_reveal' ? (
        <div>
          <Label htmlFor={revealId}>Reveal on (optional)</Label>
          <Input
            id={revealId}
            type="datetime-local"
            value={draft.revealAt}
            onChange={(event) => set({ revealAt: event.target.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${revealHelpId} ${revealErrorId}` : revealHelpId}
            className="max-w-xs"
          />
          <p id={revealHelpId} className="mt-1 text-sm text-muted-foreground">
            In the party's time zone ({timeZone}). Leave it empty to reveal the album yourself later.
          </p>
          <FieldError id={revealErrorId} message={problem ?? undefined} />
        </div>
      ) : null}

      <div className="flex items-start justify-between gap-4">
        <div>
          <p id={approvalId} className="text-sm font-semibold">
            Approve uploads first
          </p>
          <p className="text-sm text-muted-foreground">Guests' photos and videos wait in the queue below until a host approves them.</p>
        </div>
        <Switch checked={draft.requireApproval} onCheckedChange={(checked) => set({ requireApproval: checked })} aria-labelledby={approvalId} />
      </div>

      <div className="flex items-start justify-between gap-4">
        <div>
          <p id={openId} className="text-sm font-semibold">
            Guests can upload
          </p>
          <p className="text-sm text-muted-foreground">Turn it off to close the album to new uploads, for example a week after the party. Hosts can still add.</p>
        </div>
        <Switch checked={draft.uploadsOpen} onCheckedChange={(checked) => set({ uploadsOpen: checked })} aria-labelledby={openId} />
      </div>

      <p className="text-xs text-muted-foreground">
        Location is removed from every photo and from videos' standard location tags. Some cameras (GoPro, some iPhone modes) also write location into a separate data track that is kept.
      </p>

      <Button type="submit" disabled={pending || !dirty}>
        {pending ? 'Saving...' : 'Save settings'}
      </Button>
    </form>
  );
}
