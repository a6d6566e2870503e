import { cx } from '#platform/lib/class-names.ts';

export interface VoteButtonsProps {
  score: number;
  myVote: -1 | 0 | 1;
  /** What is voted on, for the buttons' names ("Upvote post: Dinosaur party ideas?"). */
  label: string;
  /** Absent for a visitor, a banned member, or something closed: the score shows without buttons. */
  onVote?: (value: -1 | 0 | 1) => void;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

const arrow = (up: boolean) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="currentColor">
    <path d={up ? 'M12 4 4 14h5v6h6v-6h5z' : 'M12 20 4 10h5V4h6v6h5z'} />
  </svg>
);

/** Up and down, pressed when the member's vote is that way; pressing it again takes the vote back. */
export function VoteButtons({ score, myVote, label, onVote, disabled, size = 'md' }: VoteButtonsProps) {
  const button = (value: 1 | -1) => {
    const pressed = myVote === value;
    return (
      <button
        type="button"
        aria-label={`${value === 1 ? 'Upvote' : 'Downvote'} ${label}`}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={() => onVote?.(pressed ? 0 : value)}
        className={cx(
          'rounded-full p-1.5 transition-colors hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring disabled:opacity-50',
          pressed ? (value === 1 ? 'text-primary' : 'text-blue-700') : 'text-muted-foreground',
        )}
      >
        {arrow(value === 1)}
      </button>
    );
  };
  return (
    <div className={cx('flex items-center', size === 'md' ? 'flex-col' : 'flex-row gap-0.5')}>
      {onVote ? button(1) : null}
      <span className={cx('min-w-6 text-center text-sm font-bold tabular-nums', myVote === 1 && 'text-primary', myVote === -1 && 'text-blue-700')} data-testid="score">
        <span className="sr-only">Score: </span>
        {score}
      </span>
      {onVote ? button(-1) : null}
    </div>
  );
}
