import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { PublicEventView } from '#core/domain/events/event-view.schema.ts';
import type { OpenRsvpInput, RsvpInput, RsvpResponse, RsvpStatus } from '#core/domain/events/guest.schema.ts';
import { PartyTime } from '#platform/components/party-time.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { FieldError, Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { fieldErrorsOf, type FieldErrors } from '#platform/lib/form-errors.ts';

type Field = 'response' | 'partySize' | 'plusOneNames' | 'dietaryNote' | 'message' | 'name' | 'email' | 'phone';

const responses: Array<{ value: RsvpResponse; label: string }> = [
  { value: 'going', label: 'Going' },
  { value: 'maybe', label: 'Maybe' },
  { value: 'declined', label: 'Can’t go' },
];

export const answerMessages: Record<RsvpStatus, string> = {
  pending: 'You haven’t answered yet.',
  going: 'You’re going! See you there.',
  maybe: 'You said maybe. Let the host know when you decide.',
  declined: 'You can’t make it. Thanks for letting the host know.',
  waitlisted: 'You’re on the waitlist. There isn’t room for your party right now; when a spot opens up, it’s offered to you and we’ll let you know.',
};

export interface RsvpFormProps {
  event: PublicEventView;
  pending: boolean;
  serverError: string | null;
  onSubmit: (input: RsvpInput | OpenRsvpInput) => void;
  /** Where "Sign in" or "Manage event" lead for hosts; the screen passes the right place. */
  manageHref?: string;
  /** Start with the form open even when the guest has answered (stories). */
  startEditing?: boolean;
  /** Goes up after each saved answer, which closes the form and shows the confirmation. */
  savedCount?: number;
}

/**
 * The answer's rules (zod, and libphonenumber for the visitor's phone) load on the first submit, or
 * as soon as the guest starts on the form: they are most of the event page's script otherwise, and
 * evaluating them blocked the page right after its first paint (docs/decisions/022-public-first-paint.md).
 */
function loadRsvpRules() {
  return Promise.all([import('#core/domain/events/guest.schema.ts'), import('#core/domain/contacts/time-zone-country.rules.ts')]);
}

function preloadRsvpRules(): void {
  void loadRsvpRules().catch(() => {
    // Submitting asks again and reports a failure there.
  });
}

const textareaClass = 'block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring';

/** The RSVP card of the event page: the guest's answer, the form to give or change it, or why it is closed. */
export function RsvpForm({ event, pending, serverError, onSubmit, manageHref, startEditing = false, savedCount = 0 }: RsvpFormProps) {
  const guest = event.viewer.guest;
  const answered = guest !== null && guest.rsvpStatus !== 'pending';
  const [editing, setEditing] = useState(startEditing || !answered);
  const [response, setResponse] = useState<RsvpResponse | ''>(guest && guest.rsvpStatus !== 'pending' ? (guest.rsvpStatus === 'waitlisted' ? 'going' : guest.rsvpStatus) : '');
  const [partySize, setPartySize] = useState(String(guest?.partySize ?? 1));
  const [plusOneNames, setPlusOneNames] = useState<string[]>(guest?.plusOneNames ?? []);
  const [dietaryNote, setDietaryNote] = useState(guest?.dietaryNote ?? '');
  const [message, setMessage] = useState(guest?.message ?? '');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  // A second press while the rules load sends nothing twice.
  const checking = useRef(false);
  const [rulesFailed, setRulesFailed] = useState(false);

  // A saved answer closes the form and shows the confirmation.
  useEffect(() => {
    if (savedCount > 0) setEditing(false);
  }, [savedCount]);

  const isHost = event.viewer.role === 'host' || event.viewer.role === 'cohost';
  if (isHost) {
    return (
      <Card>
        <h2 className="text-xl font-bold">You’re hosting</h2>
        <p className="mt-2 text-sm text-muted-foreground">Guests answer here. Follow their answers from your event overview.</p>
        {manageHref ? (
          <ButtonLink to={manageHref} className="mt-4" size="sm">
            Manage event
          </ButtonLink>
        ) : null}
      </Card>
    );
  }

  const maxParty = (guest?.plusOnesAllowed ?? event.plusOnesAllowed) + 1;
  const size = Math.min(Math.max(Number(partySize) || 1, 1), maxParty);

  if (!event.rsvpOpen) {
    return (
      <Card>
        <h2 className="text-xl font-bold">RSVPs are closed</h2>
        <p className="mt-2 text-sm text-muted-foreground">The RSVP deadline has passed, so answers can no longer change.</p>
        {guest ? <p className="mt-3 text-sm font-semibold">{answerMessages[guest.rsvpStatus]}</p> : null}
      </Card>
    );
  }

  if (!guest && event.inviteOnly) {
    return (
      <Card>
        <h2 className="text-xl font-bold">This event is invite-only</h2>
        <p className="mt-2 text-sm text-muted-foreground">Only invited guests can RSVP. Open the personal link from your invitation email or text to answer.</p>
      </Card>
    );
  }

  if (guest && answered && !editing) {
    return (
      <Card>
        <h2 className="text-xl font-bold">Your RSVP</h2>
        <Alert tone={guest.rsvpStatus === 'declined' ? 'info' : 'success'} className="mt-3">
          {answerMessages[guest.rsvpStatus]}
        </Alert>
        <dl className="mt-3 space-y-1 text-sm">
          {guest.rsvpStatus === 'going' || guest.rsvpStatus === 'waitlisted' ? (
            <div className="flex gap-2">
              <dt className="text-muted-foreground">Party size:</dt>
              <dd>
                {guest.partySize}
                {guest.plusOneNames.length > 0 ? ` (with ${guest.plusOneNames.join(', ')})` : ''}
              </dd>
            </div>
          ) : null}
          {guest.dietaryNote ? (
            <div className="flex gap-2">
              <dt className="text-muted-foreground">Dietary note:</dt>
              <dd>{guest.dietaryNote}</dd>
            </div>
          ) : null}
        </dl>
        <Button variant="outline" size="sm" className="mt-4" onClick={() => setEditing(true)}>
          Change my answer
        </Button>
      </Card>
    );
  }

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (checking.current) return;
    const going = response === 'going';
    const base = {
      response,
      partySize: going ? size : 1,
      plusOneNames: going
        ? plusOneNames
            .slice(0, size - 1)
            .map((item) => item.trim())
            .filter(Boolean)
        : [],
      dietaryNote: dietaryNote.trim() || undefined,
      message: message.trim() || undefined,
    };
    checking.current = true;
    let rules: Awaited<ReturnType<typeof loadRsvpRules>>;
    try {
      rules = await loadRsvpRules();
    } catch {
      setRulesFailed(true);
      return;
    } finally {
      checking.current = false;
    }
    setRulesFailed(false);
    const [{ rsvpInputSchema, openRsvpInputSchemaFor }, { countryForTimeZone }] = rules;
    const parsed = guest
      ? rsvpInputSchema.safeParse(base)
      : openRsvpInputSchemaFor(countryForTimeZone(event.timeZone)).safeParse({ ...base, name, email: email.trim() || undefined, phone: phone.trim() || undefined });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  const described = (field: Field) => (errors[field] ? `rsvp-${field}-error` : undefined);

  return (
    <Card>
      <h2 className="text-xl font-bold">{guest ? `Will you come, ${guest.name.split(/\s+/)[0]}?` : 'RSVP'}</h2>
      {event.rsvpDeadline ? (
        <p className="mt-1 text-sm text-muted-foreground">
          Please answer by <PartyTime at={event.rsvpDeadline} timeZone={event.timeZone} />.
        </p>
      ) : null}
      <form noValidate onSubmit={(formEvent) => void submit(formEvent)} onFocus={preloadRsvpRules} onPointerDown={preloadRsvpRules} className="mt-4 space-y-4">
        {serverError ? <Alert tone="error">{serverError}</Alert> : rulesFailed ? <Alert tone="error">Could not send your RSVP. Please try again.</Alert> : null}
        <fieldset aria-describedby={described('response')}>
          <legend className="mb-2 text-sm font-semibold">Your answer</legend>
          <div className="grid grid-cols-3 gap-2">
            {responses.map((option) => (
              <label
                key={option.value}
                className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full border border-input bg-card px-3 py-2.5 text-sm font-semibold has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-3 has-focus-visible:outline-ring"
              >
                <input type="radio" name="rsvp-response" value={option.value} checked={response === option.value} onChange={() => setResponse(option.value)} className="sr-only" />
                {option.label}
              </label>
            ))}
          </div>
          <FieldError id="rsvp-response-error" message={errors.response} />
        </fieldset>

        {!guest ? (
          <>
            <div>
              <Label htmlFor="rsvp-name">Your name</Label>
              <Input
                id="rsvp-name"
                autoComplete="name"
                value={name}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={described('name')}
                onChange={(changeEvent) => setName(changeEvent.target.value)}
              />
              <FieldError id="rsvp-name-error" message={errors.name} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <Label htmlFor="rsvp-email">Email</Label>
                <Input
                  id="rsvp-email"
                  type="email"
                  autoComplete="email"
                  value={email}
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={described('email')}
                  onChange={(changeEvent) => setEmail(changeEvent.target.value)}
                />
                <FieldError id="rsvp-email-error" message={errors.email} />
              </div>
              <div>
                <Label htmlFor="rsvp-phone">Phone</Label>
                <Input
                  id="rsvp-phone"
                  type="tel"
                  autoComplete="tel"
                  placeholder="+1 512 555 0142"
                  value={phone}
                  aria-invalid={errors.phone ? true : undefined}
                  aria-describedby={described('phone')}
                  onChange={(changeEvent) => setPhone(changeEvent.target.value)}
                />
                <FieldError id="rsvp-phone-error" message={errors.phone} />
              </div>
            </div>
            <p className="-mt-2 text-xs text-muted-foreground">An email address or a phone number, so the host can reach you. No account needed.</p>
          </>
        ) : null}

        {response === 'going' && maxParty > 1 ? (
          <div>
            <Label htmlFor="rsvp-party-size">Party size (you included)</Label>
            <Select id="rsvp-party-size" value={String(size)} aria-describedby={described('partySize')} onChange={(changeEvent) => setPartySize(changeEvent.target.value)}>
              {Array.from({ length: maxParty }, (_, index) => index + 1).map((count) => (
                <option key={count} value={String(count)}>
                  {count === 1 ? 'Just me' : `Me + ${count - 1}`}
                </option>
              ))}
            </Select>
            <FieldError id="rsvp-partySize-error" message={errors.partySize} />
          </div>
        ) : null}

        {response === 'going' && size > 1
          ? Array.from({ length: size - 1 }, (_, index) => (
              <div key={index}>
                <Label htmlFor={`rsvp-plus-one-${index}`}>Plus-one {index + 1} name</Label>
                <Input
                  id={`rsvp-plus-one-${index}`}
                  value={plusOneNames[index] ?? ''}
                  onChange={(changeEvent) =>
                    setPlusOneNames((current) => {
                      const next = [...current];
                      next[index] = changeEvent.target.value;
                      return next;
                    })
                  }
                />
              </div>
            ))
          : null}
        <FieldError id="rsvp-plusOneNames-error" message={errors.plusOneNames} />

        {response !== 'declined' ? (
          <div>
            <Label htmlFor="rsvp-dietary">Dietary note</Label>
            <Input
              id="rsvp-dietary"
              placeholder="Vegetarian, nut allergy…"
              value={dietaryNote}
              aria-describedby={described('dietaryNote')}
              onChange={(changeEvent) => setDietaryNote(changeEvent.target.value)}
            />
            <FieldError id="rsvp-dietaryNote-error" message={errors.dietaryNote} />
          </div>
        ) : null}
        <div>
          <Label htmlFor="rsvp-message">Message to the host</Label>
          <textarea id="rsvp-message" rows={3} className={textareaClass} value={message} aria-describedby={described('message')} onChange={(changeEvent) => setMessage(changeEvent.target.value)} />
          <FieldError id="rsvp-message-error" message={errors.message} />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {answered ? (
            <Button variant="outline" onClick={() => setEditing(false)} disabled={pending}>
              Keep my answer
            </Button>
          ) : null}
          <Button type="submit" disabled={pending}>
            {pending ? 'Sending...' : answered ? 'Update RSVP' : 'Send RSVP'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Card({ children }: { children: ReactNode }) {
  return <section className="rounded-card border border-border bg-card p-5 shadow-sm sm:p-6">{children}</section>;
}
