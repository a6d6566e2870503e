/**
 * The contribution widget's pure rules: its options, the amounts it offers, the pot's progress, the
 * popup's message and what a contribution's status means for the widget. DOM-free and zod-free
 * (decision 029), so they are tested in Node and cost little in the widget's chunk.
 */
import { contributionAmountProblem, dollarsToCents, formatUsd } from '../../core/domain/money/amount.rules.ts';
import { CHECKOUT_RETURN_MESSAGE, EMBED_KEY_PATTERN, type EmbedContributionState } from '../../core/embed/embed-keys.rules.ts';
import { guestTokenOf } from '../core/guest-token.rules.ts';

export type ContributionOptions = { ok: true; key: string; pot: string; guest: string | null } | { ok: false; message: string };

const POT_ID = /^[\w-]{1,100}$/;

/**
 * `data-key` (required, `ck_pub_…`), `data-pot` (the pot's id, checked against the key) and the
 * guest's link token from `data-guest` or the page URL's `g` parameter, like the RSVP widget.
 *
 * @example
 * readContributionOptions({ key: 'ck_pub_…', pot: 'p1' }, 'https://example.com/party?g=abc')
 * // → { ok: true, key: 'ck_pub_…', pot: 'p1', guest: 'abc' }
 */
export function readContributionOptions(options: Record<string, string>, pageUrl: string): ContributionOptions {
  const key = options.key ?? '';
  if (!key) return { ok: false, message: 'The contribution widget needs its key: add data-key="ck_pub_…" from your Cakeday Embed page.' };
  if (!EMBED_KEY_PATTERN.test(key)) return { ok: false, message: `data-key="${key.slice(0, 40)}" is not a Cakeday key; copy it again from your Cakeday Embed page.` };
  const pot = options.pot ?? '';
  if (pot && !POT_ID.test(pot)) return { ok: false, message: `data-pot="${pot.slice(0, 40)}" is not a Cakeday pot; copy the snippet again from your Cakeday Embed page.` };
  return { ok: true, key, pot, guest: guestTokenOf(options.guest, pageUrl) };
}

/** Round amounts people pick most, the ones inside the pot's limits; the minimum when none fits. */
export function suggestedAmounts(minCents: number, maxCents: number): number[] {
  const fitting = [1_000, 2_500, 5_000, 10_000].filter((cents) => cents >= minCents && cents <= maxCents).slice(0, 3);
  return fitting.length > 0 ? fitting : [minCents];
}

/** The amount a person chose (a suggestion or typed dollars) as cents, or the words of what is wrong. */
export function chosenAmount(choice: number | 'other', typed: string, limits: { minCents: number; maxCents: number }): { cents: number } | { problem: string } {
  const cents = choice === 'other' ? dollarsToCents(typed) : choice;
  const problem = contributionAmountProblem(cents, limits);
  return problem ? { problem } : { cents };
}

/** "$120.00 raised of $300.00" with the share for the bar (0–100), or "$120.00 raised so far". */
export function potProgress(raisedCents: number, targetCents: number | null): { text: string; percent: number | null } {
  if (!targetCents) return { text: `${formatUsd(raisedCents)} raised so far`, percent: null };
  return { text: `${formatUsd(raisedCents)} raised of ${formatUsd(targetCents)}`, percent: Math.max(0, Math.min(100, Math.round((raisedCents / targetCents) * 100))) };
}

/**
 * The popup's message when it is the one the widget is waiting for: from the Cakeday origin that
 * served the SDK, about this contribution. Anything else on the page's message bus is ignored.
 */
export function checkoutReturned(origin: string, data: unknown, expected: { apiOrigin: string; contributionId: string }): { cancelled: boolean } | null {
  if (origin !== expected.apiOrigin || !data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.type !== CHECKOUT_RETURN_MESSAGE || message.contributionId !== expected.contributionId) return null;
  return { cancelled: message.cancelled === true };
}

export type Outcome = 'waiting' | 'completed' | 'failed' | 'ended';

/** What a contribution's status means for the widget: still paying, paid (held or later), failed, or withdrawn. */
export function outcomeOf(status: EmbedContributionState['status']): Outcome {
  if (status === 'pending') return 'waiting';
  if (status === 'succeeded' || status === 'released') return 'completed';
  if (status === 'failed') return 'failed';
  return 'ended';
}

/**
 * Milliseconds until the next status check. Slow while the popup is still open (the popup's message
 * is what normally ends the wait, and every call counts against the key's per-visitor limit), quick
 * for a few checks once it closed (a webhook may land a moment later), then the widget stops and
 * offers "Check again". Null means stop.
 */
export function nextCheckIn(popupOpen: boolean, checksSinceClosed: number): number | null {
  if (popupOpen) return 8_000;
  return checksSinceClosed < 5 ? 3_000 : null;
}
