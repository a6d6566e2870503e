import type { ReactNode } from 'react';
import type { GiftCardView } from '#core/domain/birthday-board/birthday-board.schema.ts';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { Card } from '#platform/components/ui/card.tsx';

export interface GroupGiftCardProps {
  gift: GiftCardView;
  /** Chip in, leave a message, reveal: the screen passes them; stories show the card alone. */
  actions?: ReactNode;
}

const revealDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * A group gift on the board. To its celebrant (only once revealed) it reads as a card from the
 * others: the wish, the messages and who gave — "Anonymous" for those who chose it, never amounts.
 */
export function GroupGiftCard({ gift, actions }: GroupGiftCardProps) {
  const percent = gift.targetCents > 0 ? Math.min(100, Math.round((gift.raisedCents / gift.targetCents) * 100)) : 0;
  const headingId = `gift-${gift.id}-title`;
  return (
    <Card className="p-6" aria-labelledby={headingId} role="article">
      <p className="text-sm font-semibold text-primary">{gift.youAreCelebrant ? 'A surprise for you!' : `For ${gift.celebrant.name}`}</p>
      <h3 id={headingId} className="mt-1 text-xl font-bold">
        {gift.title}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Organised by {gift.youOrganise ? 'you' : gift.organiser.name}
        {gift.youAreCelebrant ? null : gift.revealed ? ` · revealed to ${gift.celebrant.name}` : ` · a surprise until ${revealDate(gift.revealAt)}`}
      </p>
      {gift.wish ? <p className="mt-3 whitespace-pre-line">{gift.wish}</p> : null}
      {gift.link ? (
        <p className="mt-2 text-sm">
          <a
            href={gift.link}
            target="_blank"
            rel="nofollow ugc noopener noreferrer"
            className="font-semibold text-primary underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-ring"
          >
            See the gift
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      <div className="mt-4">
        <div className="flex justify-between text-sm font-semibold">
          <span>{formatUsd(gift.raisedCents)} raised</span>
          <span className="text-muted-foreground">of {formatUsd(gift.targetCents)}</span>
        </div>
        <div className="mt-1 h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label="Raised so far" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <p className="mt-3 text-sm">{gift.giverCount === 0 ? 'Nobody has chipped in yet.' : `From ${gift.givers.join(', ')}`}</p>
      {gift.messages.length > 0 ? (
        <section className="mt-4" aria-label="Birthday messages">
          <h4 className="text-sm font-bold">Messages</h4>
          <ul className="mt-2 space-y-2">
            {gift.messages.map((message) => (
              <li key={message.id} className="rounded-lg bg-muted p-3 text-sm">
                <p className="whitespace-pre-line">{message.body}</p>
                <p className="mt-1 text-xs font-semibold text-muted-foreground">— {message.authorName}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {actions ? <div className="mt-5 border-t border-border pt-4">{actions}</div> : null}
    </Card>
  );
}
