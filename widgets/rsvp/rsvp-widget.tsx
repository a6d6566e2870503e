/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import type { EmbedRsvpCard, EmbedRsvpResult } from '../../core/embed/embed-keys.rules.ts';
import type { WidgetContext } from '../core/widget-contract.ts';
import { emitEmbedError } from '../core/widget-events.ts';
import { WidgetShell } from '../core/widget-shell.tsx';
import { RsvpGift } from './rsvp-gift.tsx';
import { ANSWER_MISSING, type Answer, answerMessage, formatEventTime, readRsvpOptions } from './rsvp.rules.ts';
import { Notice, problemOf } from '../core/notice.tsx';

type Load = { state: 'loading' } | { state: 'ready'; event: EmbedRsvpCard } | { state: 'failed'; message: string; tone: 'info' | 'error' };

const answers: [Answer, string][] = [
  ['going', 'Going'],
  ['maybe', 'Maybe'],
  ['declined', 'Can’t go'],
];

/**
 * The RSVP widget: the event's card and the answer form, on the host's own page. With a guest
 * link token it updates that guest's answer; without one it follows the event's open or
 * invite-only rule. Fires `cakeday:rsvp.submitted` on the host element after a saved answer.
 */
export function RsvpWidget({ host, config, api, emit }: WidgetContext) {
  const options = readRsvpOptions(config.options, host.ownerDocument.defaultView?.location.href ?? '');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // Nothing is chosen until the guest chooses: a pre-selected "Going" was sent by guests who only
  // meant to fill in their name, and hosts counted people who never said yes.
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [answerMissing, setAnswerMissing] = useState(false);
  const [partySize, setPartySize] = useState(1);
  const [plusOnes, setPlusOnes] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<{ message: string; tone: 'info' | 'error' } | null>(null);
  const [link, setLink] = useState<string | null>(null);
  // Each saved answer reloads the gift part: declining releases the guest's gift.
  const [saved, setSaved] = useState(0);

  const query = options.ok ? `?key=${encodeURIComponent(options.key)}${options.event ? `&event=${encodeURIComponent(options.event)}` : ''}` : '';
  const guestToken = options.ok ? options.guest : null;

  useEffect(() => {
    if (!options.ok) {
      emitEmbedError(host, { code: 'invalid-config', widget: 'rsvp', message: options.message });
      console.warn(`[Cakeday] ${options.message}`);
      return;
    }
    let live = true;
    api.get<{ event: EmbedRsvpCard }>(`/api/embed/v1/rsvp${query}`, guestToken ? { 'x-guest-token': guestToken } : undefined).then(
      ({ event }) => {
        if (!live) return;
        setLoad({ state: 'ready', event });
        if (event.guest && event.guest.response !== 'pending') {
          setAnswer(event.guest.response === 'waitlisted' ? 'going' : event.guest.response);
          setPartySize(event.guest.partySize);
          setPlusOnes(event.guest.plusOneNames);
        }
      },
      (error: unknown) => live && setLoad({ state: 'failed', ...problemOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [query, guestToken]);

  if (!options.ok) return <Notice message={options.message} tone="info" />;
  if (load.state === 'loading') {
    return (
      <p class="cakeday-notice" role="status" aria-busy="true">
        Loading the invitation…
      </p>
    );
  }
  if (load.state === 'failed') return <Notice message={load.message} tone={load.tone} />;

  const { event } = load;
  const time = formatEventTime(event.startsAt, event.timeZone);
  const maxParty = 1 + (event.guest?.plusOnesAllowed ?? event.plusOnesAllowed);
  const needsContact = !event.guest;
  const closedReason = !event.rsvpOpen
    ? 'RSVPs for this event are closed.'
    : needsContact && event.inviteOnly
      ? 'This event is invite-only. Open the personal link from your invitation to answer.'
      : null;

  async function submit(submitEvent: Event) {
    submitEvent.preventDefault();
    if (!answer) {
      setAnswerMissing(true);
      // Back to the choices, so a keyboard or screen reader user lands where the answer is missing.
      (submitEvent.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>('input[name=response]')?.focus();
      return;
    }
    setSending(true);
    setProblem(null);
    setStatus('Sending your answer…');
    const size = answer === 'declined' ? 1 : partySize;
    const body: Record<string, unknown> = { response: answer, partySize: size, plusOneNames: answer === 'declined' ? [] : plusOnes.slice(0, size - 1).filter((entry) => entry.trim()) };
    if (guestToken && event.guest) body.guestToken = guestToken;
    else {
      body.name = name;
      if (email.trim()) body.email = email.trim();
      if (phone.trim()) body.phone = phone.trim();
    }
    try {
      const result = await api.post<EmbedRsvpResult>(`/api/embed/v1/rsvp${query}`, body);
      setStatus(answerMessage(result.status, result.partySize));
      if (result.link) setLink(result.link);
      setSaved(saved + 1);
      emit('rsvp.submitted', {
        eventSlug: event.slug,
        response: result.status === 'declined' ? 'not-going' : result.status === 'maybe' ? 'maybe' : 'going',
        partySize: result.partySize,
        waitlisted: result.status === 'waitlisted',
      });
    } catch (error) {
      setStatus('');
      setProblem(problemOf(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <WidgetShell title={event.title} status={status}>
      <div class="rsvp-card">
        <p class="rsvp-when">
          <span class="rsvp-label">When</span> {time.party}
          {time.viewer ? <span class="rsvp-muted"> (your time: {time.viewer})</span> : null}
        </p>
        {event.location ? (
          <p class="rsvp-where">
            <span class="rsvp-label">Where</span> {event.location}
          </p>
        ) : null}
        {event.guest ? <p class="rsvp-muted">Answering as {event.guest.name}</p> : null}
        {event.spotsLeft !== null && event.spotsLeft <= 10 ? (
          <p class="rsvp-muted">{event.spotsLeft === 0 ? 'The event is full; new “going” answers join the waitlist.' : `${event.spotsLeft} spots left`}</p>
        ) : null}
      </div>
      {closedReason ? (
        <Notice message={closedReason} tone="info" />
      ) : link ? (
        <p class="rsvp-muted">
          <a href={link} target="_blank" rel="noopener">
            Your personal link
          </a>{' '}
          lets you change your answer later.
        </p>
      ) : (
        <form class="rsvp-form" onSubmit={submit} noValidate={false}>
          <fieldset class="rsvp-answers" aria-describedby={answerMissing ? 'rsvp-answer-error' : undefined}>
            <legend>Will you come?</legend>
            {answers.map(([value, label]) => (
              <label key={value} class="rsvp-choice">
                <input
                  type="radio"
                  name="response"
                  value={value}
                  checked={answer === value}
                  onChange={() => {
                    setAnswer(value);
                    setAnswerMissing(false);
                  }}
                />
                <span>{label}</span>
              </label>
            ))}
          </fieldset>
          {answerMissing ? (
            <p id="rsvp-answer-error" class="cakeday-notice" data-tone="error" role="alert">
              {ANSWER_MISSING}
            </p>
          ) : null}
          {needsContact ? (
            <div class="rsvp-grid">
              <label class="rsvp-field rsvp-wide">
                <span>Your name</span>
                <input name="name" autocomplete="name" required maxLength={100} value={name} onInput={(e) => setName(e.currentTarget.value)} />
              </label>
              <label class="rsvp-field">
                <span>Email</span>
                <input name="email" type="email" autocomplete="email" maxLength={254} value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
              </label>
              <label class="rsvp-field">
                <span>or phone</span>
                <input name="phone" type="tel" autocomplete="tel" maxLength={64} value={phone} onInput={(e) => setPhone(e.currentTarget.value)} />
              </label>
            </div>
          ) : null}
          {answer !== 'declined' && maxParty > 1 ? (
            <label class="rsvp-field">
              <span>How many of you, yourself included? (up to {maxParty})</span>
              <select name="partySize" value={String(partySize)} onChange={(e) => setPartySize(Number(e.currentTarget.value))}>
                {Array.from({ length: maxParty }, (_, index) => (
                  <option key={index} value={String(index + 1)}>
                    {index + 1}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {answer !== 'declined' && partySize > 1
            ? Array.from({ length: partySize - 1 }, (_, index) => (
                <label key={index} class="rsvp-field">
                  <span>Plus-one {partySize > 2 ? index + 1 : ''} name (optional)</span>
                  <input
                    maxLength={100}
                    value={plusOnes[index] ?? ''}
                    onInput={(e) => {
                      const next = plusOnes.slice();
                      next[index] = e.currentTarget.value;
                      setPlusOnes(next);
                    }}
                  />
                </label>
              ))
            : null}
          {problem ? <Notice message={problem.message} tone={problem.tone} /> : null}
          <button class="rsvp-submit" type="submit" disabled={sending} aria-disabled={sending}>
            {sending ? 'Sending…' : event.guest && event.guest.response !== 'pending' ? 'Update my answer' : 'Send my answer'}
          </button>
        </form>
      )}
      {guestToken && event.guest ? <RsvpGift key={saved} api={api} query={query} guestToken={guestToken} emit={emit} /> : null}
    </WidgetShell>
  );
}
