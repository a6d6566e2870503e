import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { createEventInputSchema, MAX_PLUS_ONES, type CreateEventInput } from '#core/domain/events/event.schema.ts';
import { browserTimeZone, timeZoneOptions } from '#platform/lib/time-zones.ts';
import type { EventView } from '#core/domain/events/event-view.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { FieldError, Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { Switch } from '#platform/components/ui/switch.tsx';
import { fieldErrorsOf, type FieldErrors } from '#platform/lib/form-errors.ts';
import { CoverPhotoField } from './cover-photo-field.tsx';

type Field = keyof CreateEventInput;

export interface EventFormValues {
  title: string;
  celebrantName: string;
  celebrantAge: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  location: string;
  /** The cover shown now: the event's own, a new upload's preview, or "" for none. */
  coverImageUrl: string;
  /** A photo uploaded in this form, sent as the cover; "" when the cover is left as it was or removed. */
  coverImageUploadId: string;
  description: string;
  dressCode: string;
  rsvpDeadline: string;
  plusOnesAllowed: string;
  capacity: string;
  guestListVisibility: 'everyone' | 'counts';
  inviteOnly: boolean;
  remindersEnabled: boolean;
}

export function emptyEventForm(timeZone = browserTimeZone()): EventFormValues {
  return {
    title: '',
    celebrantName: '',
    celebrantAge: '',
    startsAt: '',
    endsAt: '',
    timeZone,
    location: '',
    coverImageUrl: '',
    coverImageUploadId: '',
    description: '',
    dressCode: '',
    rsvpDeadline: '',
    plusOnesAllowed: '0',
    capacity: '',
    guestListVisibility: 'everyone',
    inviteOnly: false,
    remindersEnabled: true,
  };
}

export function eventFormFrom(event: EventView): EventFormValues {
  return {
    title: event.title,
    celebrantName: event.celebrantName ?? '',
    celebrantAge: event.celebrantAge === null ? '' : String(event.celebrantAge),
    startsAt: event.startsAtLocal,
    endsAt: event.endsAtLocal,
    timeZone: event.timeZone,
    location: event.location ?? '',
    coverImageUrl: event.coverImageUrl ?? '',
    coverImageUploadId: '',
    description: event.description ?? '',
    dressCode: event.dressCode ?? '',
    rsvpDeadline: event.rsvpDeadlineLocal ?? '',
    plusOnesAllowed: String(event.plusOnesAllowed),
    capacity: event.capacity === null ? '' : String(event.capacity),
    guestListVisibility: event.guestListVisibility,
    inviteOnly: event.inviteOnly,
    remindersEnabled: event.remindersEnabled,
  };
}

/** A number field's text as the API wants it: empty → null, otherwise a number (NaN fails validation with the schema's message). */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/**
 * The cover part of the body: a new upload by its id, a removed cover as null, and an untouched
 * one not at all (the server keeps it; its /media/ path is not an address the API takes back).
 */
function coverInputFrom(values: EventFormValues): { coverImageUploadId: string } | { coverImageUrl: null } | Record<string, never> {
  if (values.coverImageUploadId) return { coverImageUploadId: values.coverImageUploadId };
  if (values.coverImageUrl === '') return { coverImageUrl: null };
  return {};
}

/**
 * The request body. Cleared text fields travel as "" (the server stores null), so an edit can
 * clear them; datetime-local values can carry seconds, which the API's "YYYY-MM-DDTHH:mm" drops.
 */
export function eventInputFrom(values: EventFormValues) {
  const minutes = (value: string) => value.slice(0, 16);
  return {
    ...coverInputFrom(values),
    title: values.title,
    celebrantName: values.celebrantName,
    celebrantAge: numberOrNull(values.celebrantAge),
    timeZone: values.timeZone,
    startsAt: minutes(values.startsAt),
    endsAt: minutes(values.endsAt),
    location: values.location,
    description: values.description,
    dressCode: values.dressCode,
    rsvpDeadline: values.rsvpDeadline ? minutes(values.rsvpDeadline) : null,
    plusOnesAllowed: numberOrNull(values.plusOnesAllowed) ?? 0,
    capacity: numberOrNull(values.capacity),
    guestListVisibility: values.guestListVisibility,
    inviteOnly: values.inviteOnly,
    remindersEnabled: values.remindersEnabled,
  };
}

export interface EventFormProps {
  initial: EventFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The server's message after a failed save. */
  serverError: string | null;
  onSubmit: (input: CreateEventInput) => void;
  onCancel?: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-card border border-border bg-card p-5 sm:p-6">
      <legend className="px-1 text-lg font-bold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The create and edit form: validated with the same schema (and messages) as the server. */
export function EventForm({ initial, submitLabel, pendingLabel, pending, serverError, onSubmit, onCancel }: EventFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [coverUploading, setCoverUploading] = useState(false);
  const zones = useMemo(() => timeZoneOptions(initial.timeZone), [initial.timeZone]);
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;

  function set<K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createEventInputSchema.safeParse(eventInputFrom(values));
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error);
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  const text = (name: Field & keyof EventFormValues, label: string, props: { type?: string; placeholder?: string; required?: boolean; hint?: string; inputMode?: 'numeric' } = {}) => (
    <div>
      <Label htmlFor={fieldId(name)}>
        {label}
        {props.required ? (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      <Input
        id={fieldId(name)}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        value={String(values[name])}
        required={props.required}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={[errors[name] ? `${fieldId(name)}-error` : '', props.hint ? `${fieldId(name)}-hint` : ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => set(name, event.target.value as never)}
      />
      {props.hint ? (
        <p id={`${fieldId(name)}-hint`} className="mt-1 text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={`${fieldId(name)}-error`} message={errors[name]} />
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <Section title="The party">
        {text('title', 'Event title', { required: true, placeholder: "Maya's 7th birthday" })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('celebrantName', "Celebrant's name", { placeholder: 'Maya' })}
          {text('celebrantAge', 'Age to turn', { type: 'number', inputMode: 'numeric', placeholder: '7' })}
        </div>
        <div>
          <Label htmlFor={fieldId('description')}>Description</Label>
          <textarea
            id={fieldId('description')}
            rows={4}
            value={values.description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${fieldId('description')}-error` : undefined}
            onChange={(event) => set('description', event.target.value)}
            className="block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
          />
          <FieldError id={`${fieldId('description')}-error`} message={errors.description} />
        </div>
        {text('dressCode', 'Dress code', { placeholder: 'Superheroes welcome' })}
        <CoverPhotoField
          initialUrl={initial.coverImageUrl || null}
          disabled={pending}
          onUploadingChange={setCoverUploading}
          onChange={(cover) => setValues((current) => ({ ...current, coverImageUrl: cover?.previewUrl ?? '', coverImageUploadId: cover?.uploadId ?? '' }))}
        />
      </Section>

      <Section title="When and where">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('startsAt', 'Starts', { type: 'datetime-local', required: true })}
          {text('endsAt', 'Ends', { type: 'datetime-local', required: true })}
        </div>
        <div>
          <Label htmlFor={fieldId('timeZone')}>Time zone</Label>
          <Select
            id={fieldId('timeZone')}
            value={values.timeZone}
            aria-invalid={errors.timeZone ? true : undefined}
            aria-describedby={errors.timeZone ? `${fieldId('timeZone')}-error` : undefined}
            onChange={(event) => set('timeZone', event.target.value)}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </Select>
          <FieldError id={`${fieldId('timeZone')}-error`} message={errors.timeZone} />
        </div>
        {text('location', 'Location', { placeholder: 'Address or place name', hint: 'Only invited guests and hosts see it.' })}
      </Section>

      <Section title="Guests and RSVPs">
        {text('rsvpDeadline', 'RSVP deadline', { type: 'datetime-local', hint: 'Optional. Guests can change their answer until then.' })}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor={fieldId('plusOnesAllowed')}>Plus-ones</Label>
            <Select
              id={fieldId('plusOnesAllowed')}
              value={values.plusOnesAllowed}
              aria-invalid={errors.plusOnesAllowed ? true : undefined}
              onChange={(event) => set('plusOnesAllowed', event.target.value)}
            >
              <option value="0">No plus-ones</option>
              {Array.from({ length: MAX_PLUS_ONES }, (_, index) => index + 1).map((count) => (
                <option key={count} value={String(count)}>
                  Up to {count} per guest
                </option>
              ))}
            </Select>
            <FieldError id={`${fieldId('plusOnesAllowed')}-error`} message={errors.plusOnesAllowed} />
          </div>
          {text('capacity', 'Capacity', { type: 'number', inputMode: 'numeric', placeholder: 'No limit', hint: 'Optional. When the party is full, new “going” answers join a waitlist.' })}
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold">Guest list visibility</legend>
          <div className="space-y-2">
            {(
              [
                ['everyone', 'Guests see who is coming'],
                ['counts', 'Guests see only the counts'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={fieldId('visibility')}
                  value={value}
                  checked={values.guestListVisibility === value}
                  onChange={() => set('guestListVisibility', value)}
                  className="h-4 w-4 accent-primary"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex items-start justify-between gap-4">
          <div>
            <p id={fieldId('invite-only')} className="text-sm font-semibold">
              Invite-only
            </p>
            <p className="text-xs text-muted-foreground">Only guests on your list can RSVP; visitors with the page link cannot add themselves.</p>
          </div>
          <Switch aria-labelledby={fieldId('invite-only')} checked={values.inviteOnly} onCheckedChange={(checked) => set('inviteOnly', checked)} />
        </div>
        <div className="flex items-start justify-between gap-4">
          <div>
            <p id={fieldId('reminders')} className="text-sm font-semibold">
              Automatic reminders
            </p>
            <p className="text-xs text-muted-foreground">Remind guests who have not answered before the deadline, and “going” guests the day before.</p>
          </div>
          <Switch aria-labelledby={fieldId('reminders')} checked={values.remindersEnabled} onCheckedChange={(checked) => set('remindersEnabled', checked)} />
        </div>
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="lg" disabled={pending || coverUploading}>
          {pending ? pendingLabel : coverUploading ? 'Uploading photo...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
