import { skipReasons } from '#core/domain/invitations/invitations.rules.ts';
import type { SendReport } from '#core/domain/invitations/invitations.schema.ts';

/** Names listed per reason before "and N more": a party can have a hundred guests without a phone. */
const SHOWN_NAMES = 5;

export interface PhotoRequestSummary {
  headline: string;
  /** One line per reason a guest was left out of a channel, e.g. "2 guests have no phone number: Bo, Em." */
  details: string[];
}

const guests = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`;

function reasonText(reason: string, count: number): string {
  const have = count === 1 ? 'has' : 'have';
  switch (reason) {
    case skipReasons.noEmail:
      return `${guests(count)} ${have} no email address`;
    case skipReasons.noPhone:
      return `${guests(count)} ${have} no phone number`;
    case skipReasons.optedOut:
      return `${guests(count)} replied STOP to our texts, so ${count === 1 ? 'was' : 'were'} not texted`;
    default:
      return `${guests(count)} skipped (${reason})`;
  }
}

/** What a "Share your photos" send did, in words: messages on the way, then who was left out and why. */
export function photoRequestSummary(report: SendReport): PhotoRequestSummary {
  const byReason = new Map<string, string[]>();
  for (const row of report.skipped) {
    const names = byReason.get(row.reason) ?? [];
    names.push(row.name);
    byReason.set(row.reason, names);
  }
  const details = [...byReason].map(([reason, names]) => {
    const more = names.length - SHOWN_NAMES;
    return `${reasonText(reason, names.length)}: ${names.slice(0, SHOWN_NAMES).join(', ')}${more > 0 ? ` and ${more} more` : ''}.`;
  });
  const headline =
    report.queued > 0
      ? `Sent: ${report.queued} ${report.queued === 1 ? 'message is' : 'messages are'} on the way.`
      : report.skipped.length > 0
        ? 'Nothing was sent.'
        : 'Nothing was sent: no guest has answered “going” yet.';
  return { headline, details };
}
