import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MONTH_NAMES, monthOf } from '#core/domain/birthday-board/birthday-board.rules.ts';
import type { BoardMemberView, BoardOverview } from '#core/domain/birthday-board/birthday-board.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { useCurrentUser } from '#platform/lib/current-user.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useBoard } from '../api/get-board.ts';
import { useBoardOverview } from '../api/get-board-overview.ts';
import { BoardMemberCard } from './board-member-card.tsx';
import { GiftActions } from './gift-actions.tsx';
import { GroupGiftCard } from './group-gift-card.tsx';
import { StartGiftDialog } from './start-gift-dialog.tsx';

function monthParam(raw: string | null): number | undefined {
  const month = Number(raw);
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : undefined;
}

/** This month's count, or nothing while it loads or when it cannot: the page reads well without it. */
export function visitorCountText(overview: BoardOverview | undefined): string | null {
  if (!overview) return null;
  const month = MONTH_NAMES[overview.month - 1]!;
  if (overview.count === 0) return `No birthdays on the board yet in ${month}: be the first.`;
  return `${overview.count} ${overview.count === 1 ? 'member celebrates' : 'members celebrate'} a birthday on the board in ${month}.`;
}

/**
 * What a visitor sees: what the board is, this month's count and how to join. No member's name or
 * month: those show only to signed-in members.
 */
export function BoardForVisitors({ overview }: { overview: BoardOverview | undefined }) {
  const count = visitorCountText(overview);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">Birthday Board</h1>
      <p className="mt-2 text-muted-foreground">Every month, the community’s birthdays in one place.</p>
      {count ? (
        <p className="mt-4 text-lg font-semibold" role="status">
          {count}
        </p>
      ) : null}
      <Card className="mt-6 space-y-3 p-6">
        <h2 className="text-lg font-bold">How it works</h2>
        <ul className="list-disc space-y-1.5 pl-5 text-sm">
          <li>Members add their birthday month and choose whether to show it on the board; they can hide it at any time.</li>
          <li>Group gifts: any member starts one for someone on the board, and others chip in toward it together.</li>
          <li>Surprises: the person celebrating doesn’t see the gift or its messages until it is revealed when their birthday month begins.</li>
        </ul>
        <p className="text-sm text-muted-foreground">Names and birthdays are shown only to signed-in members.</p>
        <div className="flex flex-wrap gap-3 pt-1">
          <ButtonLink to="/email-auth">Sign in</ButtonLink>
          <ButtonLink to="/email-auth" variant="outline">
            Create an account
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}

/** /birthday-board: this month's board (or ?month=M), counts per month, members and their group gifts. */
export function BirthdayBoardScreen() {
  useDocumentMeta('Birthday Board');
  const { user, isLoading: userLoading } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const month = monthParam(params.get('month'));
  const board = useBoard(month, user !== null);
  const overview = useBoardOverview(!userLoading && user === null);
  const [giftFor, setGiftFor] = useState<BoardMemberView | null>(null);

  if (userLoading) return <PageSkeleton />;
  if (!user) return <BoardForVisitors overview={overview.data} />;
  if (board.isPending) return <PageSkeleton />;
  if (board.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <Alert tone="error">The birthday board could not be loaded. Please try again.</Alert>
      </div>
    );
  }
  const view = board.data;
  const shown = view.month;
  const monthName = MONTH_NAMES[shown - 1]!;
  const goTo = (next: number) => setParams({ month: String(((next + 11) % 12) + 1) });
  const isThisMonth = shown === monthOf(Date.now());

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">Birthday Board</h1>
          <p className="mt-2 text-muted-foreground">
            {isThisMonth ? 'Celebrating this month' : 'Celebrating in'}: {monthName} · {view.members.length} {view.members.length === 1 ? 'member' : 'members'}
          </p>
        </div>
        <nav aria-label="Choose a month" className="flex items-end gap-2">
          <Button variant="outline" size="sm" onClick={() => goTo(shown - 1)} aria-label={`Previous month, ${MONTH_NAMES[(shown + 10) % 12]}`}>
            ‹
          </Button>
          <div>
            <Label htmlFor="board-month">Month</Label>
            <Select id="board-month" value={shown} onChange={(event) => goTo(Number(event.target.value))}>
              {MONTH_NAMES.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name} ({view.counts[index] ?? 0})
                </option>
              ))}
            </Select>
          </div>
          <Button variant="outline" size="sm" onClick={() => goTo(shown + 1)} aria-label={`Next month, ${MONTH_NAMES[shown % 12]}`}>
            ›
          </Button>
        </nav>
      </div>

      {!view.you.onBoard ? (
        <Alert tone="info">
          You are not on the board. Add your birthday month and turn on “Show on birthday board” in{' '}
          <Link to="/account#birthday" className="font-semibold underline">
            Account Settings
          </Link>
          .
        </Alert>
      ) : null}

      <section aria-labelledby="board-members">
        <h2 id="board-members" className="text-xl font-bold">
          {monthName} birthdays
        </h2>
        {view.members.length === 0 ? (
          <p className="mt-3 text-muted-foreground">Nobody on the board celebrates in {monthName} yet.</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {view.members.map((member) => (
              <li key={member.id}>
                <BoardMemberCard member={member} monthName={monthName} onStartGift={setGiftFor} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="board-gifts">
        <h2 id="board-gifts" className="text-xl font-bold">
          Group gifts
        </h2>
        {view.gifts.length === 0 ? (
          <p className="mt-3 text-muted-foreground">No group gifts for {monthName} yet. Start one from a member’s card.</p>
        ) : (
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {view.gifts.map((gift) => (
              <li key={gift.id}>
                <GroupGiftCard gift={gift} actions={<GiftActions gift={gift} viewerName={user.name} />} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <StartGiftDialog member={giftFor} onClose={() => setGiftFor(null)} />
    </div>
  );
}
