/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { EMBED_SESSION_HEADER, type EmbedWishlistAdded, type EmbedWishlistCard, type EmbedWishlistChoices, embedSignInPath } from '../../core/embed/embed-wishlist.rules.ts';
import { useCakedayPopup } from '../core/cakeday-popup.ts';
import { WidgetApiError } from '../core/widget-api.ts';
import type { WidgetContext } from '../core/widget-contract.ts';
import { emitEmbedError } from '../core/widget-events.ts';
import { WidgetShell } from '../core/widget-shell.tsx';
import { formatPrice, type Product, readProduct } from './product.rules.ts';
import { keptSignIn, partyDate, readWishlistAddOptions, type SignedIn, signedInFrom, storageKey } from './wishlist-add.rules.ts';
import { Notice, problemOf, type Problem } from '../core/notice.tsx';

type Load = { state: 'loading' } | { state: 'ready'; card: EmbedWishlistCard } | { state: 'failed'; problem: Problem };
type Phase =
  | { kind: 'idle' }
  | { kind: 'signing-in'; blocked: boolean }
  | { kind: 'loading-lists' }
  | { kind: 'choosing'; choices: EmbedWishlistChoices }
  | { kind: 'adding'; choices: EmbedWishlistChoices }
  | { kind: 'done'; added: EmbedWishlistAdded };

function Summary({ product }: { product: Product }) {
  return (
    <div class="wa-product">
      {product.imageUrl ? <img class="wa-image" src={product.imageUrl} alt={product.title} width={64} height={64} /> : null}
      <div>
        <p class="wa-title">{product.title}</p>
        <p class="wa-price">{formatPrice(product.priceCents, product.currency)}</p>
      </div>
    </div>
  );
}

/**
 * The add-to-wishlist widget (decision 031): a seller's product (attributes or the page's JSON-LD)
 * and "Add to Cakeday wishlist". Sign-in happens in a popup on Cakeday's origin, which hands this
 * page a short-lived token for this key alone; the shopper picks one of their parties' wishlists and
 * the item lands there, then `cakeday:wishlist.added` fires.
 */
export function WishlistAddWidget({ host, config, api, emit }: WidgetContext) {
  const view = host.ownerDocument.defaultView!;
  const options = readWishlistAddOptions(config.options);
  const [product] = useState(() =>
    readProduct(
      config.options,
      [...host.ownerDocument.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
      view.location.href,
    ),
  );
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [signedIn, setSignedIn] = useState<SignedIn | null>(() => {
    if (!options.ok) return null;
    try {
      return keptSignIn(view.sessionStorage.getItem(storageKey(options.key)), Date.now());
    } catch {
      return null;
    }
  });
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [status, setStatus] = useState('');
  const signInWindow = useCakedayPopup(view, 'cakeday-sign-in', { width: 480, height: 720 });
  const focusTarget = useRef<HTMLElement | null>(null);
  /** Set when a step ends, so its next view takes the focus once (the list's first choice, the success line). */
  const moveFocus = useRef(false);
  const takeFocus = (element: HTMLElement | null) => {
    if (element && moveFocus.current) {
      moveFocus.current = false;
      focusTarget.current = element;
    }
  };
  const query = options.ok ? `?key=${encodeURIComponent(options.key)}` : '';
  const configProblem = !options.ok ? options.message : !product.ok ? product.message : null;

  useEffect(() => {
    if (configProblem) {
      emitEmbedError(host, { code: 'invalid-config', widget: 'wishlist-add', message: configProblem });
      console.warn(`[Cakeday] ${configProblem}`);
      return;
    }
    let live = true;
    api.get<{ card: EmbedWishlistCard }>(`/api/embed/v1/wishlist${query}`).then(
      ({ card }) => live && setLoad({ state: 'ready', card }),
      (error: unknown) => live && setLoad({ state: 'failed', problem: problemOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [query]);

  useEffect(() => {
    focusTarget.current?.focus();
    focusTarget.current = null;
  });

  function keep(next: SignedIn | null) {
    setSignedIn(next);
    if (!options.ok) return;
    try {
      if (next) view.sessionStorage.setItem(storageKey(options.key), JSON.stringify(next));
      else view.sessionStorage.removeItem(storageKey(options.key));
    } catch {
      // Storage blocked: the sign-in lasts as long as this page.
    }
  }

  /** A refused token (expired, signed out elsewhere, key revoked for it): back to the button. */
  function sessionEnded(error: unknown): boolean {
    if (error instanceof WidgetApiError && error.status === 401) {
      keep(null);
      setPhase({ kind: 'idle' });
      setStatus('');
      setProblem({ message: 'Your Cakeday sign-in here has ended. Add the product again to sign in.', tone: 'info' });
      return true;
    }
    return false;
  }

  async function loadLists(session: SignedIn) {
    setPhase({ kind: 'loading-lists' });
    setStatus('Loading your wishlists…');
    try {
      const choices = await api.get<EmbedWishlistChoices>(`/api/embed/v1/wishlist/events${query}`, { [EMBED_SESSION_HEADER]: session.token });
      setChosen((current) => (choices.wishlists.some((entry) => entry.eventId === current) ? current : (choices.wishlists[0]?.eventId ?? '')));
      moveFocus.current = true;
      setPhase({ kind: 'choosing', choices });
      setStatus(choices.wishlists.length > 0 ? 'Choose a wishlist.' : '');
    } catch (error) {
      if (sessionEnded(error)) return;
      setPhase({ kind: 'idle' });
      setStatus('');
      setProblem(problemOf(error));
    }
  }

  function onMessage(event: MessageEvent) {
    const message = signedInFrom(event, { apiOrigin: api.origin, popup: signInWindow.window() ?? undefined });
    if (!message) return;
    signInWindow.stop();
    signInWindow.close();
    keep(message);
    void loadLists(message);
  }

  function openSignIn() {
    if (!options.ok) return;
    // Inside the click, so popup blockers let it through; the page on Cakeday's origin does the rest.
    const opened = signInWindow.open(api.origin + embedSignInPath(options.key, view.location.origin));
    signInWindow.stop();
    signInWindow.listen(onMessage);
    setPhase({ kind: 'signing-in', blocked: !opened });
    setStatus(opened ? 'Sign in to Cakeday in the window that opened.' : '');
    // Closed without signing in (Cancel, or the window's close button): back to the button.
    if (opened) {
      signInWindow.whenClosed(() => {
        signInWindow.stop();
        signInWindow.close();
        setPhase({ kind: 'idle' });
        setStatus('The Cakeday window was closed before signing in.');
      });
    }
  }

  function start() {
    setProblem(null);
    if (signedIn) void loadLists(signedIn);
    else openSignIn();
  }

  async function signOut() {
    const session = signedIn;
    keep(null);
    setPhase({ kind: 'idle' });
    setStatus('Signed out of Cakeday on this site.');
    if (!session) return;
    await api.post(`/api/embed/v1/wishlist/sign-out${query}`, {}, { [EMBED_SESSION_HEADER]: session.token }).catch(() => undefined);
  }

  if (configProblem) return <Notice message={configProblem} tone="info" />;
  if (!product.ok) return null;
  if (load.state === 'loading') {
    return (
      <p class="cakeday-notice" role="status" aria-busy="true">
        Loading…
      </p>
    );
  }
  if (load.state === 'failed') return <Notice {...load.problem} />;
  const item = product.product;
  const priced = item.currency === load.card.currency;

  async function add(submitEvent: Event, choices: EmbedWishlistChoices) {
    submitEvent.preventDefault();
    if (!signedIn) return;
    const target = choices.wishlists.find((entry) => entry.eventId === chosen);
    if (!target) return setProblem({ message: 'Choose one of your wishlists.', tone: 'info' });
    setProblem(null);
    setPhase({ kind: 'adding', choices });
    setStatus('Adding…');
    const body: Record<string, unknown> = { eventId: target.eventId, title: item.title, priceCents: item.priceCents, currency: item.currency };
    // The wishlist keeps https pictures only (it shows them on an https page).
    if (item.imageUrl?.startsWith('https:')) body.imageUrl = item.imageUrl;
    if (item.url) body.url = item.url;
    try {
      const added = await api.post<EmbedWishlistAdded>(`/api/embed/v1/wishlist/items${query}`, body, { [EMBED_SESSION_HEADER]: signedIn.token });
      moveFocus.current = true;
      setPhase({ kind: 'done', added });
      setStatus(`Added to the wishlist of ${target.title}.`);
      emit('wishlist.added', { wishlistItemId: added.item.id, eventId: added.item.eventId, title: added.item.title });
    } catch (error) {
      if (sessionEnded(error)) return;
      setPhase({ kind: 'choosing', choices });
      setStatus('');
      setProblem(problemOf(error));
    }
  }

  const who = signedIn ? (
    <p class="wa-muted">
      Signed in to Cakeday as {signedIn.name || 'you'} ·{' '}
      <button type="button" class="wa-link" onClick={() => void signOut()}>
        Sign out
      </button>
    </p>
  ) : null;

  return (
    <WidgetShell title="Add to your Cakeday wishlist" headingLevel={3} status={status}>
      <div class="wa-body">
        <Summary product={item} />
        {phase.kind === 'done' ? (
          // The status line below says what happened (once); the link takes the focus.
          <div class="wa-done">
            <a class="wa-button" href={phase.added.wishlistUrl} target="_blank" rel="noopener" ref={takeFocus}>
              See the wishlist on Cakeday
            </a>
          </div>
        ) : phase.kind === 'choosing' || phase.kind === 'adding' ? (
          phase.choices.wishlists.length === 0 ? (
            <div class="wa-form">
              <p tabIndex={-1} ref={takeFocus}>
                You have no upcoming party with a wishlist on Cakeday yet.
              </p>
              <div class="wa-actions">
                <a class="wa-button" href={phase.choices.createUrl} target="_blank" rel="noopener">
                  Plan a party on Cakeday
                </a>
                <button type="button" class="wa-button wa-secondary" onClick={() => signedIn && void loadLists(signedIn)}>
                  Check again
                </button>
              </div>
              {who}
            </div>
          ) : (
            <form class="wa-form" onSubmit={(submitEvent) => void add(submitEvent, phase.choices)} noValidate aria-label="Choose a wishlist">
              <fieldset class="wa-choices">
                <legend>Which party’s wishlist?</legend>
                {phase.choices.wishlists.map((entry, index) => (
                  <label key={entry.eventId} class="wa-choice">
                    <input type="radio" name="wishlist" value={entry.eventId} checked={chosen === entry.eventId} onChange={() => setChosen(entry.eventId)} ref={index === 0 ? takeFocus : undefined} />
                    <span>
                      {entry.title}
                      <span class="wa-muted">
                        {' '}
                        · {partyDate(entry.startsAt, entry.timeZone)} · {entry.itemCount} {entry.itemCount === 1 ? 'wish' : 'wishes'}
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
              {problem ? <Notice {...problem} /> : null}
              <button class="wa-button" type="submit" disabled={phase.kind === 'adding'} aria-disabled={phase.kind === 'adding'}>
                {phase.kind === 'adding' ? 'Adding…' : 'Add to this wishlist'}
              </button>
              {who}
            </form>
          )
        ) : !priced ? (
          <Notice message={`Cakeday wishlists keep prices in US dollars for now, and this product is priced in ${item.currency}.`} tone="info" />
        ) : (
          <div class="wa-form">
            {problem ? <Notice {...problem} /> : null}
            {phase.kind === 'signing-in' ? (
              <div class="wa-actions">
                <p class="wa-muted">{phase.blocked ? 'Your browser blocked the Cakeday window.' : 'Waiting for you to sign in to Cakeday…'}</p>
                <button type="button" class="wa-button" onClick={openSignIn}>
                  {phase.blocked ? 'Open the Cakeday sign-in' : 'Open the sign-in window again'}
                </button>
              </div>
            ) : (
              <button type="button" class="wa-button" onClick={start} disabled={phase.kind === 'loading-lists'} aria-disabled={phase.kind === 'loading-lists'}>
                {phase.kind === 'loading-lists' ? 'Loading your wishlists…' : 'Add to Cakeday wishlist'}
              </button>
            )}
            {phase.kind === 'idle' ? who : null}
            <p class="wa-muted">Sold by {load.card.sellerName}.</p>
          </div>
        )}
      </div>
    </WidgetShell>
  );
}
