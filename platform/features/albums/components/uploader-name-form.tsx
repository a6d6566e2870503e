import { useId, useState, type FormEvent } from 'react';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { FieldError, Input } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';

/** core's uploaderInputSchema limits, checked here without zod (the server checks them again). */
export const UPLOADER_NAME_MAX_LENGTH = 60;

export function uploaderNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Please enter your name, so the hosts know who shared these';
  if (trimmed.length > UPLOADER_NAME_MAX_LENGTH) return `Your name must be at most ${UPLOADER_NAME_MAX_LENGTH} characters long`;
  return null;
}

export interface UploaderNameFormProps {
  onSubmit: (name: string) => void;
  pending: boolean;
  /** The server's refusal, if the last try failed. */
  error: string | null;
}

/** "Your name", asked once per device on the upload portal; it goes on every upload. */
export function UploaderNameForm({ onSubmit, pending, error }: UploaderNameFormProps) {
  const inputId = useId();
  const errorId = useId();
  const helpId = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = uploaderNameProblem(name);
    setProblem(found);
    if (!found) onSubmit(name.trim());
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-card border border-border bg-card p-5 shadow-sm">
      <h2 className="text-lg font-bold">Who is sharing?</h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div>
        <Label htmlFor={inputId}>Your name</Label>
        <Input
          id={inputId}
          value={name}
          autoComplete="name"
          maxLength={UPLOADER_NAME_MAX_LENGTH + 20}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${helpId} ${errorId}` : helpId}
        />
        <p id={helpId} className="mt-1 text-sm text-muted-foreground">
          The hosts see it on each photo and video you share. This phone remembers it.
        </p>
        <FieldError id={errorId} message={problem ?? undefined} />
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : 'Continue'}
      </Button>
    </form>
  );
}
