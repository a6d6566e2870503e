import type { BoardMemberView } from '#core/domain/birthday-board/birthday-board.schema.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';

export interface BoardMemberCardProps {
  member: BoardMemberView;
  monthName: string;
  /** Starting a group gift is offered for everyone but the viewer. */
  onStartGift?: (member: BoardMemberView) => void;
}

/** A member on the board: the avatar letter, the name and the month — nothing more personal. */
export function BoardMemberCard({ member, monthName, onStartGift }: BoardMemberCardProps) {
  return (
    <Card className="flex h-full flex-col items-center gap-3 p-5 text-center">
      <span aria-hidden="true" className="flex h-14 w-14 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground">
        {member.initial}
      </span>
      <div>
        <h3 className="font-bold">
          {member.name}
          {member.isYou ? <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground">You</span> : null}
        </h3>
        <p className="text-sm text-muted-foreground">Birthday in {monthName}</p>
      </div>
      {!member.isYou && onStartGift ? (
        <Button variant="outline" size="sm" className="mt-auto" onClick={() => onStartGift(member)} aria-label={`Start a group gift for ${member.name}`}>
          Start a group gift
        </Button>
      ) : null}
    </Card>
  );
}
