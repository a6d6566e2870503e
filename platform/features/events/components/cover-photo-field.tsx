import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '#platform/components/ui/button.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useUploadImage, type ImageUpload } from '../api/upload-image.ts';

/**
 * JPEG, PNG and WebP only: iOS Safari then hands over an iPhone's HEIC photo as a JPEG, which
 * every runtime takes (Workers refuses HEIC; docs/decisions/024-blob-store-and-images.md).
 */
export const COVER_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export type CoverPhotoState =
  { kind: 'empty' } | { kind: 'uploading'; fileName: string; progress: number | null } | { kind: 'uploaded'; previewUrl: string } | { kind: 'error'; message: string; previewUrl: string | null };

export interface CoverPhotoFieldViewProps {
  state: CoverPhotoState;
  onChoose: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** The cover photo field as it looks in each state (the stories render these directly). */
export function CoverPhotoFieldView({ state, onChoose, onRemove, disabled }: CoverPhotoFieldViewProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploading = state.kind === 'uploading';
  const previewUrl = state.kind === 'uploaded' ? state.previewUrl : state.kind === 'error' ? state.previewUrl : null;
  const percent = uploading && state.progress !== null ? Math.round(state.progress * 100) : null;

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after an error) still fires a change.
    event.target.value = '';
    if (file) onChoose(file);
  }

  function remove() {
    onRemove();
    // The button disappears with the photo: keep the keyboard where the field is.
    inputRef.current?.focus();
  }

  return (
    <div>
      <Label htmlFor={`${id}-input`}>Cover photo</Label>
      {previewUrl ? <img src={previewUrl} alt="Cover photo preview" className="mb-3 h-40 w-full rounded-lg border border-border object-cover sm:h-56" /> : null}
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="file"
        accept={COVER_PHOTO_ACCEPT}
        disabled={disabled || uploading}
        aria-invalid={state.kind === 'error' ? true : undefined}
        aria-describedby={`${id}-hint${state.kind === 'error' ? ` ${id}-error` : ''}`}
        onChange={chosen}
        className="block w-full text-sm text-muted-foreground file:mr-3 file:h-11 file:cursor-pointer file:rounded-lg file:border file:border-input file:bg-card file:px-4 file:font-semibold file:text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
        Optional. A JPEG, PNG or WebP photo up to 15 MB; it is shown at the top of the event page.
      </p>
      {/* Announced as it changes: uploading, done. Errors go out through role="alert" below. */}
      <div role="status" className="mt-2 text-sm">
        {uploading ? (
          <div className="flex items-center gap-3">
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-secondary border-t-primary" />
            <span>
              Uploading {state.fileName}
              {percent === null ? '…' : ` (${percent}%)`}
            </span>
            <progress className="h-2 flex-1" max={100} value={percent ?? undefined} aria-label="Upload progress" />
          </div>
        ) : state.kind === 'uploaded' ? (
          <span className="sr-only">Cover photo ready</span>
        ) : null}
      </div>
      {state.kind === 'error' ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-destructive">
          {state.message}
        </p>
      ) : null}
      {previewUrl && !uploading ? (
        <Button variant="outline" className="mt-2" onClick={remove} disabled={disabled}>
          Remove photo
        </Button>
      ) : null}
    </div>
  );
}

export interface CoverPhotoFieldProps {
  /** The cover the event has now (a /media/ path or an https address), or null. */
  initialUrl: string | null;
  /** A new upload (its id and preview), or null when the photo was removed. */
  onChange: (cover: { uploadId: string; previewUrl: string } | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  disabled?: boolean;
}

/** Uploads the chosen photo at once, so the form only sends its id when saved. */
export function CoverPhotoField({ initialUrl, onChange, onUploadingChange, disabled }: CoverPhotoFieldProps) {
  const [state, setState] = useState<CoverPhotoState>(initialUrl ? { kind: 'uploaded', previewUrl: initialUrl } : { kind: 'empty' });
  const upload = useUploadImage();
  const current = useRef<AbortController | null>(null);

  // Leaving the form mid-upload stops sending the file.
  useEffect(() => () => current.current?.abort(), []);

  function choose(file: File) {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const previous = state.kind === 'uploaded' ? state.previewUrl : state.kind === 'error' ? state.previewUrl : null;
    setState({ kind: 'uploading', fileName: file.name, progress: null });
    onUploadingChange(true);
    upload.mutate(
      {
        file,
        signal: controller.signal,
        onProgress: (progress) => setState((now) => (now.kind === 'uploading' ? { ...now, progress } : now)),
      },
      {
        onSuccess: (answer: ImageUpload) => {
          if (controller.signal.aborted) return;
          setState({ kind: 'uploaded', previewUrl: answer.urls.medium });
          onChange({ uploadId: answer.id, previewUrl: answer.urls.medium });
        },
        onError: (failure) => {
          if (controller.signal.aborted) return;
          // The photo there before stays the cover; the message says why the new one was not taken.
          setState({
            kind: 'error',
            message: failureMessage(failure, 'The photo could not be uploaded.', failure instanceof Error ? failure.message : 'The photo could not be uploaded.'),
            previewUrl: previous,
          });
        },
        onSettled: () => {
          if (!controller.signal.aborted) onUploadingChange(false);
        },
      },
    );
  }

  function remove() {
    current.current?.abort();
    setState({ kind: 'empty' });
    onUploadingChange(false);
    onChange(null);
  }

  return <CoverPhotoFieldView state={state} onChoose={choose} onRemove={remove} disabled={disabled} />;
}
