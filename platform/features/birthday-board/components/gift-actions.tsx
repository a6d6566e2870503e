import { useId, useState, type FormEvent } from 'react';
import { GIFT_MESSAGE_MAX_LENGTH, type GiftCardView } from '#core/domain/birthday-board/birthday-board.schema.ts';
import { contributionAmountProblem } from '#core/domain/money/amount.rules.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { FieldError, Input } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { dollarsToCents } from '#platform/lib/dollars.ts';
import { useChipIn } from '../api/chip-in.ts';
import { useLeaveMessage } from '../api/leave-message.ts';
import { useRevealGift } from '../api/reveal-gift.ts';

/** What a member (never the celebrant) can do on a card: chip in, leave a message, and reveal it if they organise it. */
export function GiftActions({ gift, viewerName }: { gift: GiftCardView; viewerName: string }) {
  if (gift.youAreCelebrant) return null;
  return (
    <div className="space-y-5">
      {gift.open ? <ChipInForm gift={gift} viewerName={viewerName} /> : null}
      <MessageForm gift={gift} />
      {gift.youOrganise && !gift.revealed ? <RevealButton gift={gift} /> : null}
    </div>
  );
}

function ChipInForm({ gift, viewerName }: { gift: GiftCardView; viewerName: string }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string>();
  const chipIn = useChipIn();

  function submit(event: FormEvent) {
    event.preventDefault();
    const cents = dollarsToCents(amount);
    const problem = contributionAmountProblem(cents, { minCents: gift.minCents, maxCents: gift.maxCents });
    if (problem) return setError(problem);
    setError(undefined);
    chipIn.mutate(
      { potId: gift.potId, amountCents: cents, anonymous, ...(anonymous ? {} : { name: viewerName }) },
      {
        // The provider's checkout (the demo card page offline) comes back to /contributions/:id.
        onSuccess: (result) => window.location.assign(result.checkoutUrl),
        onError: (failure) => setError(failureMessage(failure, 'Could not start the payment', 'Could not start the payment. Please try again.')),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label={`Chip in to ${gift.title}`} className="space-y-3">
      <div>
        <Label htmlFor={`${id}-amount`}>Amount (USD)</Label>
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          placeholder="20.00"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-amount-error` : `${id}-amount-hint`}
        />
        <p id={`${id}-amount-hint`} className="mt-1 text-xs text-muted-foreground">
          Held for 24 hours — you can cancel for a full refund — then paid to the organiser to buy the gift.
        </p>
        <FieldError id={`${id}-amount-error`} message={error} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} className="h-4 w-4 focus-visible:outline-3 focus-visible:outline-ring" />
        Give anonymously
      </label>
      <Button type="submit" disabled={chipIn.isPending}>
        {chipIn.isPending ? 'Starting…' : 'Chip in'}
      </Button>
    </form>
  );
}

function MessageForm({ gift }: { gift: GiftCardView }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const leave = useLeaveMessage(gift.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError('Write a message');
    if (text.length > GIFT_MESSAGE_MAX_LENGTH) return setError(`Keep your message to ${GIFT_MESSAGE_MAX_LENGTH} characters or fewer`);
    setError(undefined);
    leave.mutate(text, {
      onSuccess: () => {
        setBody('');
        toast({ title: 'Message added', description: `${gift.celebrant.name} will see it on the card.` });
      },
      onError: (failure) => setError(failureMessage(failure, 'Could not add your message', 'Could not add your message. Please try again.')),
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={`Leave a birthday message for ${gift.celebrant.name}`} className="space-y-2">
      <Label htmlFor={`${id}-message`}>Birthday message</Label>
      <textarea
        id={`${id}-message`}
        rows={2}
        maxLength={GIFT_MESSAGE_MAX_LENGTH}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message-error` : undefined}
        className="block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
      />
      <FieldError id={`${id}-message-error`} message={error} />
      <Button type="submit" variant="secondary" size="sm" disabled={leave.isPending}>
        Leave a message
      </Button>
    </form>
  );
}

function RevealButton({ gift }: { gift: GiftCardView }) {
  const reveal = useRevealGift(gift.id);
  return (
    <div>
      <Button
        variant="outline"
        size="sm"
        disabled={reveal.isPending}
        onClick={() =>
          reveal.mutate(undefined, {
            onSuccess: () => toast({ title: 'Revealed', description: `${gift.celebrant.name} can now see the card.` }),
            onError: (failure) => toast({ title: 'Error', description: failureMessage(failure, 'Could not reveal', 'Could not reveal. Please try again.'), variant: 'destructive' }),
          })
        }
      >
        Reveal to {gift.celebrant.name} now
      </Button>
    </div>
  );
}
