/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatUsd } from '../../core/domain/money/amount.rules.ts';
import { HOLD_PROTECTION_TEXT } from '../../core/domain/money/hold.rules.ts';
import type { EmbedContributionCard, EmbedContributionStart, EmbedContributionState } from '../../core/embed/embed-keys.rules.ts';
import { useCakedayPopup } from '../core/cakeday-popup.ts';
import type { WidgetContext } from '../core/widget-contract.ts';
import { emitEmbedError } from '../core/widget-events.ts';
import { WidgetShell } from '../core/widget-shell.tsx';
import { checkoutReturned, chosenAmount, nextCheckIn, outcomeOf, potProgress, readContributionOptions, suggestedAmounts } from './contribution.rules.ts';
import { Notice, problemOf, type Tone } from '../core/notice.tsx';

type Load = { state: 'loading' } | { state: 'ready'; pot: EmbedContributionCard } | { state: 'failed'; message: string; tone: Tone };
type Phase = { kind: 'form' } | { kind: 'starting' } | { kind: 'paying'; contribution: EmbedContributionState; checkoutUrl: string } | { kind: 'done'; contribution: EmbedContributionState };

/**
 * The contribution widget: a pot's card and an amount within its limits, on the host's own page.
 * The payment runs on Cakeday's origin in a popup (never a card field here); the widget learns the
 * outcome from the popup's message and by asking the API, then fires `cakeday:contribution.completed`.
 * Paying needs the guest's personal link token (decision 029).
 */
export function ContributionWidget({ host, config, api, emit }: WidgetContext) {
  const view = host.ownerDocument.defaultView!;
  const options = readContributionOptions(config.options, view.location.href);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [choice, setChoice] = useState<number | 'other'>(0);
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<{ field: 'amount' | 'name'; message: string } | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [problem, setProblem] = useState<{ message: string; tone: Tone } | null>(null);
  const [stalled, setStalled] = useState(false);
  const [status, setStatus] = useState('');
  const checkoutWindow = useCakedayPopup(view, 'cakeday-checkout', { width: 500, height: 760 });
  const checksSinceClosed = useRef(0);
  const paying = useRef<EmbedContributionState | null>(null);

  const query = options.ok ? `?key=${encodeURIComponent(options.key)}${options.pot ? `&pot=${encodeURIComponent(options.pot)}` : ''}` : '';
  const guestToken = options.ok ? options.guest : null;
  const headers = guestToken ? { 'x-guest-token': guestToken } : undefined;
  const ids = { amount: 'cw-amount', name: 'cw-name', message: 'cw-message', hint: 'cw-hint', error: 'cw-field-error' };

  useEffect(() => {
    if (!options.ok) {
      emitEmbedError(host, { code: 'invalid-config', widget: 'contribution', message: options.message });
      console.warn(`[Cakeday] ${options.message}`);
      return;
    }
    let live = true;
    api.get<{ pot: EmbedContributionCard }>(`/api/embed/v1/contribution${query}`, headers).then(
      ({ pot }) => {
        if (!live) return;
        setLoad({ state: 'ready', pot });
        setChoice(suggestedAmounts(pot.minCents, pot.maxCents)[0]!);
        if (pot.guest) setName(pot.guest.name);
      },
      (error: unknown) => live && setLoad({ state: 'failed', ...problemOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [query, guestToken]);

  // Stop following when the widget goes away; a check still on its way then settles nothing.
  useEffect(() => () => stop(), []);

  function stop() {
    checkoutWindow.stop();
    paying.current = null;
  }

  function backToForm(notice: string) {
    stop();
    checkoutWindow.close();
    setPhase({ kind: 'form' });
    setStatus('');
    setProblem({ message: notice, tone: 'info' });
  }

  function settle(contribution: EmbedContributionState, pot: EmbedContributionCard) {
    const outcome = outcomeOf(contribution.status);
    const open = checkoutWindow.isOpen();
    if (outcome === 'completed') {
      stop();
      checkoutWindow.close();
      setPhase({ kind: 'done', contribution });
      setStatus('Payment received — thank you!');
      // The card was read before this payment: read the pot again so "raised" counts it, as the
      // party's page on Cakeday does (the API answers no-store, so this is never a stale copy).
      // A failed re-read leaves the card as it was; the payment itself stands.
      api.get<{ pot: EmbedContributionCard }>(`/api/embed/v1/contribution${query}`, headers).then(
        (fresh) => setLoad({ state: 'ready', pot: fresh.pot }),
        () => undefined,
      );
      emit('contribution.completed', { potId: pot.id, contributionId: contribution.id, amountCents: contribution.amountCents, currency: 'usd', heldUntil: contribution.heldUntil });
    } else if (outcome === 'ended') {
      backToForm('Payment cancelled — nothing was charged.');
    } else if (outcome === 'failed' && !open) {
      // While the checkout is open a declined card may be followed by one that pays.
      backToForm('The payment did not go through. Nothing was charged.');
    } else {
      schedule(pot);
    }
  }

  async function check(pot: EmbedContributionCard) {
    const current = paying.current;
    if (!current) return;
    checkoutWindow.cancel();
    try {
      const { contribution } = await api.get<{ contribution: EmbedContributionState }>(`/api/embed/v1/contribution/${encodeURIComponent(current.id)}${query}`, headers);
      if (paying.current?.id === contribution.id) settle(contribution, pot);
    } catch (error) {
      checkoutWindow.cancel();
      setStalled(true);
      setProblem(problemOf(error));
    }
  }

  /** The next status check; a popup closed in the meantime brings it forward. */
  function schedule(pot: EmbedContributionCard) {
    checkoutWindow.cancel();
    const delay = nextCheckIn(checkoutWindow.isOpen(), checksSinceClosed.current);
    if (delay === null) {
      setStalled(true);
      return;
    }
    checkoutWindow.checkAfter(delay, (open) => {
      if (!open) checksSinceClosed.current += 1;
      void check(pot);
    });
  }

  function onMessage(event: MessageEvent) {
    const current = paying.current;
    if (!current || load.state !== 'ready') return;
    const returned = checkoutReturned(event.origin, event.data, { apiOrigin: api.origin, contributionId: current.id });
    if (!returned) return;
    if (returned.cancelled) return backToForm('Payment cancelled — nothing was charged.');
    checkoutWindow.close();
    checksSinceClosed.current = 0;
    void check(load.pot);
  }

  if (!options.ok) return <Notice message={options.message} tone="info" />;
  if (load.state === 'loading') {
    return (
      <p class="cakeday-notice" role="status" aria-busy="true">
        Loading the pot…
      </p>
    );
  }
  if (load.state === 'failed') return <Notice message={load.message} tone={load.tone} />;

  const { pot } = load;
  const progress = potProgress(pot.raisedCents, pot.targetCents);
  const amounts = suggestedAmounts(pot.minCents, pot.maxCents);

  async function submit(submitEvent: Event) {
    submitEvent.preventDefault();
    const amount = chosenAmount(choice, typed, pot);
    if ('problem' in amount) return setFieldError({ field: 'amount', message: amount.problem });
    if (!anonymous && !name.trim()) return setFieldError({ field: 'name', message: 'Enter your name or choose to give anonymously' });
    setFieldError(null);
    setProblem(null);
    setStalled(false);
    // Opened now, inside the click, so popup blockers let it through; it goes to the checkout once it exists.
    const opened = checkoutWindow.open('');
    setPhase({ kind: 'starting' });
    setStatus('Starting the payment…');
    const body: Record<string, unknown> = { amountCents: amount.cents, anonymous };
    if (!anonymous) body.name = name.trim();
    if (message.trim()) body.message = message.trim();
    try {
      const started = await api.post<EmbedContributionStart>(`/api/embed/v1/contribution${query}`, body, headers);
      if (opened && !opened.closed) opened.location.href = started.checkoutUrl;
      paying.current = started.contribution;
      checksSinceClosed.current = 0;
      checkoutWindow.listen(onMessage);
      setPhase({ kind: 'paying', ...started });
      setStatus('Finish paying in the Cakeday window.');
      schedule(pot);
    } catch (error) {
      checkoutWindow.close();
      setPhase({ kind: 'form' });
      setStatus('');
      setProblem(problemOf(error));
    }
  }

  return (
    <WidgetShell title={pot.title} status={status}>
      <div class="cw-card">
        <p class="cw-muted">
          For {pot.eventTitle}
          {pot.celebrantName ? ` · a gift for ${pot.celebrantName}` : ''}
        </p>
        {pot.description ? <p>{pot.description}</p> : null}
        <p>
          <strong>{progress.text}</strong>
        </p>
        {progress.percent !== null ? (
          <div class="cw-bar" role="img" aria-label={`${progress.percent}% of the target raised`}>
            <span style={`width:${progress.percent}%`} />
          </div>
        ) : null}
        {pot.providerLabel ? <p class="cw-label">{pot.providerLabel}</p> : null}
      </div>
      {phase.kind === 'done' ? (
        <div class="cw-form">
          <p>
            <strong>You gave {formatUsd(phase.contribution.amountCents)}.</strong>
          </p>
          <p class="cw-muted">
            Held for 24 hours. Until then you can cancel and get a full refund{' '}
            {guestToken ? (
              <a href={`${api.origin}/a/${encodeURIComponent(guestToken)}`} target="_blank" rel="noopener">
                from your personal page on Cakeday
              </a>
            ) : (
              'from your personal page on Cakeday'
            )}
            . After that the money goes to the host.
          </p>
        </div>
      ) : phase.kind === 'paying' ? (
        <div class="cw-form">
          <p>This box updates by itself once the payment goes through.</p>
          {problem ? <Notice message={problem.message} tone={problem.tone} /> : null}
          <div class="cw-actions">
            <button type="button" class="cw-button" onClick={() => checkoutWindow.open(phase.checkoutUrl)}>
              Open the payment window
            </button>
            {stalled ? (
              <button
                type="button"
                class="cw-button cw-secondary"
                onClick={() => {
                  setStalled(false);
                  setProblem(null);
                  checksSinceClosed.current = 0;
                  void check(pot);
                }}
              >
                I’ve paid — check again
              </button>
            ) : null}
          </div>
        </div>
      ) : pot.status === 'closed' ? (
        <Notice message="This pot is closed to new contributions." tone="info" />
      ) : !pot.guest ? (
        <p class="cw-muted">
          Open the personal link from your invitation to chip in here, or{' '}
          <a href={pot.eventUrl} target="_blank" rel="noopener">
            chip in on the party’s Cakeday page
          </a>
          .
        </p>
      ) : (
        <form class="cw-form" onSubmit={submit} noValidate aria-label={`Chip in to ${pot.title}`}>
          <fieldset class="cw-amounts" aria-describedby={ids.hint}>
            <legend>How much would you like to give?</legend>
            {amounts.map((cents) => (
              <label key={cents} class="cw-choice">
                <input type="radio" name="amount" checked={choice === cents} onChange={() => setChoice(cents)} />
                <span>{formatUsd(cents)}</span>
              </label>
            ))}
            <label class="cw-choice">
              <input type="radio" name="amount" checked={choice === 'other'} onChange={() => setChoice('other')} />
              <span>Other amount</span>
            </label>
          </fieldset>
          <p id={ids.hint} class="cw-muted">
            Between {formatUsd(pot.minCents)} and {formatUsd(pot.maxCents)}
          </p>
          {choice === 'other' ? (
            <label class="cw-field">
              <span>Amount in dollars</span>
              <input
                id={ids.amount}
                inputMode="decimal"
                autocomplete="off"
                placeholder="20.00"
                value={typed}
                aria-invalid={fieldError?.field === 'amount' ? true : undefined}
                aria-describedby={fieldError?.field === 'amount' ? `${ids.hint} ${ids.error}` : ids.hint}
                onInput={(e) => setTyped(e.currentTarget.value)}
              />
            </label>
          ) : null}
          <label class="cw-check">
            <input type="checkbox" checked={anonymous} onChange={(e) => setAnonymous(e.currentTarget.checked)} />
            <span>Give anonymously (the hosts see “Anonymous”)</span>
          </label>
          {anonymous ? null : (
            <label class="cw-field">
              <span>Your name</span>
              <input
                id={ids.name}
                autocomplete="name"
                maxLength={100}
                value={name}
                aria-invalid={fieldError?.field === 'name' ? true : undefined}
                aria-describedby={fieldError?.field === 'name' ? ids.error : undefined}
                onInput={(e) => setName(e.currentTarget.value)}
              />
            </label>
          )}
          <label class="cw-field">
            <span>Message to {pot.celebrantName ?? 'the celebrant'} (optional)</span>
            <textarea id={ids.message} rows={2} maxLength={500} value={message} onInput={(e) => setMessage(e.currentTarget.value)} />
          </label>
          {fieldError ? (
            <p id={ids.error} class="cw-error" role="alert">
              {fieldError.message}
            </p>
          ) : null}
          {problem ? <Notice message={problem.message} tone={problem.tone} /> : null}
          <p class="cw-muted">{HOLD_PROTECTION_TEXT}</p>
          <button class="cw-button" type="submit" disabled={phase.kind === 'starting'} aria-disabled={phase.kind === 'starting'}>
            {phase.kind === 'starting' ? 'Starting payment…' : 'Continue to payment'}
          </button>
        </form>
      )}
    </WidgetShell>
  );
}
