import { useId, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import type { DemoCheckoutView } from '#core/domain/money/money-view.schema.ts';
import { DemoPaymentLabel } from '#platform/components/money/demo-payment-label.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { FieldError, Input } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { sameOriginPath } from '#platform/lib/same-origin.ts';

export type DemoCheckoutPending = 'pay' | 'cancel' | null;

export interface DemoCheckoutCardProps {
  view: DemoCheckoutView;
  cardNumber: string;
  onCardNumberChange: (value: string) => void;
  pending: DemoCheckoutPending;
  /** The server's answer to a failed payment ("Your card was declined.") or a failed cancel. */
  error: string | null;
  /** "Enter a card number", from the form's own check. */
  fieldError: string | null;
  onPay: () => void;
  onCancel: () => void;
  /** Set when the next address is on another site: shown as a link instead of following it. */
  nextUrl: string | null;
  /**
   * Inside a dialog (the marketplace's payment modal) the dialog names the step: no frame of its
   * own and no page heading, and cancelling says where it goes.
   */
  inDialog?: boolean;
}

/** A link to an address from the API: a router link on this site, a plain one to another. */
export function OnwardLink({ url, children }: { url: string; children: ReactNode }) {
  const path = sameOriginPath(url);
  const className = 'font-semibold text-primary hover:underline';
  return path ? (
    <Link to={path} className={className}>
      {children}
    </Link>
  ) : (
    <a href={url} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

function price(view: DemoCheckoutView): string {
  return view.interval ? `${formatUsd(view.amountCents)} / ${view.interval}` : formatUsd(view.amountCents);
}

const testCards = (view: DemoCheckoutView) => [
  { number: view.testCards.success, outcome: 'pays' },
  { number: view.testCards.declined, outcome: 'is declined' },
  { number: view.testCards.insufficientFunds, outcome: 'has insufficient funds' },
];

/**
 * The demo provider's stand-in for Stripe's hosted checkout: the item and price, the test cards to
 * pick from, one card number field, Pay and "Cancel and go back". No money moves, and it says so.
 */
export function DemoCheckoutCard({ view, cardNumber, onCardNumberChange, pending, error, fieldError, onPay, onCancel, nextUrl, inDialog = false }: DemoCheckoutCardProps) {
  const id = useId();
  const cardId = `${id}-card`;
  const busy = pending !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    onPay();
  }

  const Frame = inDialog ? 'div' : Card;
  return (
    <Frame className={inDialog ? undefined : 'p-5 sm:p-8'}>
      <DemoPaymentLabel label={view.label} size={inDialog ? 'sm' : 'lg'} />
      {inDialog ? null : <h1 className="mt-5 text-2xl font-extrabold">Checkout</h1>}
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-3 border-y border-border py-4">
        <p className="font-semibold break-words">{view.lineItem}</p>
        <p className="text-2xl font-extrabold tabular-nums">{price(view)}</p>
      </div>

      {view.status === 'complete' ? (
        <div className="mt-5 space-y-3">
          <Alert tone="success">This payment is already complete.</Alert>
          <OnwardLink url={view.successUrl}>Continue</OnwardLink>
        </div>
      ) : view.status === 'expired' ? (
        <div className="mt-5 space-y-3">
          <Alert tone="info">This checkout has expired. Nothing was charged.</Alert>
          <OnwardLink url={view.cancelUrl}>Go back</OnwardLink>
        </div>
      ) : nextUrl ? (
        <div className="mt-5 space-y-3">
          <Alert tone="success">Payment complete.</Alert>
          <OnwardLink url={nextUrl}>Continue</OnwardLink>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-5 space-y-4">
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div>
            <p className="text-sm font-semibold">Test cards</p>
            <ul className="mt-2 space-y-1.5">
              {testCards(view).map((card) => (
                <li key={card.number}>
                  <button
                    type="button"
                    className="w-full rounded-lg border border-input bg-card px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
                    onClick={() => {
                      onCardNumberChange(card.number);
                      document.getElementById(cardId)?.focus();
                    }}
                  >
                    <span className="font-mono font-semibold">{card.number}</span> <span className="text-muted-foreground">{card.outcome}</span>
                    <span className="sr-only"> — use this card</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <Label htmlFor={cardId}>Card number</Label>
            <Input
              id={cardId}
              inputMode="numeric"
              // Never offer a real saved card on a demo page.
              autoComplete="off"
              className="font-mono"
              value={cardNumber}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={[`${id}-hint`, fieldError ? `${cardId}-error` : null].filter(Boolean).join(' ')}
              onChange={(changeEvent) => onCardNumberChange(changeEvent.target.value)}
            />
            <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
              Any expiry and CVC work on real test mode; this demo only needs the number.
            </p>
            <FieldError id={`${cardId}-error`} message={fieldError ?? undefined} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {pending === 'pay' ? 'Paying...' : `Pay ${price(view)}`}
            </Button>
            <Button variant="outline" disabled={busy} onClick={onCancel}>
              {pending === 'cancel' ? 'Going back...' : inDialog ? 'Cancel payment' : 'Cancel and go back'}
            </Button>
          </div>
        </form>
      )}
    </Frame>
  );
}
