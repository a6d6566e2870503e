import { failureMessage } from '#platform/lib/api-client.ts';

/** How long ago, in words: "just now", "5 minutes ago", "3 hours ago", "2 days ago", else the date. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const units: [number, string][] = [
    [60, 'minute'],
    [3600, 'hour'],
    [86_400, 'day'],
  ];
  for (let index = units.length - 1; index >= 0; index--) {
    const [size, name] = units[index]!;
    const count = Math.floor(seconds / size);
    if (count >= 1 && (name !== 'day' || count < 30)) return `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export function pointsText(score: number): string {
  return `${score} point${Math.abs(score) === 1 ? '' : 's'}`;
}

export function commentsText(count: number): string {
  return `${count} comment${count === 1 ? '' : 's'}`;
}

/** The moderation log's actions in words. */
export function actionText(action: string): string {
  const ban = /^ban_(\d+)d$/.exec(action);
  if (ban) return `banned for ${ban[1]} day${ban[1] === '1' ? '' : 's'}`;
  const words: Record<string, string> = {
    remove_post: 'removed a post',
    remove_comment: 'removed a comment',
    lock: 'locked a thread',
    unlock: 'unlocked a thread',
    pin: 'pinned a post',
    unpin: 'unpinned a post',
    ban_permanent: 'banned for good',
    unban: 'lifted a ban',
    appoint_moderator: 'appointed a moderator',
    remove_moderator: 'dismissed a moderator',
  };
  return words[action] ?? action.replace(/_/g, ' ');
}

/** The server's words for a failed call ("429: {"error": "…"}" → "…"), or a general sentence. */
export function failureText(error: unknown): string {
  return failureMessage(error, 'That did not work. Please try again.', 'Please check your connection and try again.');
}
