import type { Context } from 'hono';
import type { RsvpInput } from '#core/domain/events/guest.schema.ts';
import { guestsToPromote, rsvpOpen, seatsTaken } from '#core/domain/events/rsvp.rules.ts';
import { enqueueMessages, messagesForGuest, type OutgoingMessage } from '../../db/message-queue.repo.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { timeOrderedId } from '../../services/tokens.ts';
import { guestLinkFor } from './event-access.service.ts';
import { type AnswerEvent, type AnswerGuest, type EventRow, eventsRepo } from './events.repo.ts';
import { type AnswerChanges, type AnsweredGuest, type GuestRow, guestsRepo } from './guests.repo.ts';

type Ctx = Context<AppBindings>;

const answerWords: Record<GuestRow['rsvpStatus'], string> = {
  pending: 'no answer',
  going: 'going',
  maybe: 'maybe',
  declined: 'can’t go',
  waitlisted: 'waitlisted',
};

/** The checks every answer passes before anything is written. */
export function checkRsvp(event: Pick<EventRow, 'status' | 'rsvpDeadline' | 'startsAt'>, plusOnesAllowed: number, input: RsvpInput, now: number) {
  if (!rsvpOpen(event, now)) throw new ApiError(400, 'RSVPs for this event are closed');
  if (input.partySize > 1 + plusOnesAllowed) {
    throw new ApiError(400, plusOnesAllowed === 0 ? 'This invitation is for you only: no plus-ones' : `You can bring at most ${plusOnesAllowed} plus-one${plusOnesAllowed === 1 ? '' : 's'}`, {
      partySize: `At most ${plusOnesAllowed + 1}`,
    });
  }
  if (input.plusOneNames.length > input.partySize - 1) {
    throw new ApiError(400, 'There are more plus-one names than plus-ones in your party', { plusOneNames: `At most ${input.partySize - 1}` });
  }
}

/** The feed's sentence for an answer, from the guest's answer before and the row after. */
function answerSentence(name: string, before: GuestRow['rsvpStatus'], after: GuestRow['rsvpStatus'], partySize: number): string {
  if (before === 'pending') return `${name} answered: ${answerWords[after]}${after === 'going' && partySize > 1 ? ` (party of ${partySize})` : ''}`;
  if (before === after) return `${name} updated their answer (${answerWords[after]}${partySize > 1 ? `, party of ${partySize}` : ''})`;
  return `${name} changed their answer from ${answerWords[before]} to ${answerWords[after]}`;
}

/**
 * Records a guest's answer and its line in the event's feed, together (guestsRepo.answer: one
 * round trip). "Going" claims seats with the seat check inside the UPDATE itself (see
 * guestsRepo.claimSeats) so the last seat cannot be taken twice; an answer that does not fit joins
 * the waitlist. When seats free up, waitlisted guests are offered them in order.
 */
export async function answerRsvp(c: Ctx, event: AnswerEvent, guest: AnswerGuest, input: RsvpInput): Promise<AnsweredGuest> {
  const { db, clock } = c.get('deps');
  const now = clock.now();
  checkRsvp(event, guest.plusOnesAllowed, input, now);
  const partySize = input.response === 'declined' ? 1 : input.partySize;
  const changes: AnswerChanges = {
    rsvpStatus: input.response,
    partySize,
    plusOneNames: input.response === 'declined' ? [] : input.plusOneNames,
    dietaryNote: input.dietaryNote ? input.dietaryNote : null,
    message: input.message ? input.message : null,
    respondedAt: now,
    updatedAt: now,
    waitlistedAt: null,
  };
  const before = guest.rsvpStatus;
  const activityFor = (after: GuestRow['rsvpStatus']) => ({
    id: timeOrderedId(now),
    actorName: guest.name,
    body: answerSentence(guest.name, before, after, partySize),
    details: { from: before, to: after, partySize },
  });
  // The seat claim is core's placeRsvp rule checked inside the UPDATE itself, so no guest list is
  // read first: it would only repeat the check, with a stale answer.
  const claimsSeats = input.response === 'going' && event.capacity !== null;
  let updated = await guestsRepo.answer(db, event.id, guest.id, changes, claimsSeats ? event.capacity : null, activityFor(input.response));
  if (!updated && claimsSeats) {
    const waitlistedAt = guest.rsvpStatus === 'waitlisted' && guest.waitlistedAt ? guest.waitlistedAt : now;
    updated = await guestsRepo.answer(db, event.id, guest.id, { ...changes, rsvpStatus: 'waitlisted', waitlistedAt }, null, activityFor('waitlisted'));
  }
  if (!updated) throw new ApiError(404, 'This guest is no longer on the list.');

  const freedSeats = before === 'going' && (updated.rsvpStatus !== 'going' || updated.partySize < guest.partySize);
  if (freedSeats) await promoteWaitlisted(c, event);
  return updated;
}

/**
 * Offers freed seats to waitlisted guests in the order they joined: each one whose whole party
 * fits moves to "going" (again through the conditional seat claim), gets an activity row, and is
 * told by email and/or text with their personal link.
 */
export async function promoteWaitlisted(c: Ctx, event: Pick<EventRow, 'id' | 'slug' | 'title' | 'capacity'>): Promise<GuestRow[]> {
  const { db, clock } = c.get('deps');
  const now = clock.now();
  const all = await guestsRepo.listGuests(db, event.id);
  const waitlisted = all.filter((guest) => guest.rsvpStatus === 'waitlisted');
  if (waitlisted.length === 0) return [];
  const capacity = event.capacity;
  const candidates = capacity === null ? waitlisted : guestsToPromote(waitlisted, capacity - seatsTaken(all));
  const promoted: GuestRow[] = [];
  const messages: OutgoingMessage[] = [];
  for (const guest of candidates) {
    const changes = { partySize: guest.partySize, updatedAt: now };
    const row =
      capacity === null
        ? await guestsRepo.updateGuest(db, event.id, guest.id, { ...changes, rsvpStatus: 'going', waitlistedAt: null })
        : await guestsRepo.claimSeats(db, event.id, guest.id, capacity, changes);
    if (!row) continue;
    promoted.push(row);
    await eventsRepo.insertActivity(db, {
      id: timeOrderedId(now),
      eventId: event.id,
      kind: 'rsvp',
      guestId: guest.id,
      actorName: guest.name,
      body: `A spot opened up: ${guest.name} moved from the waitlist to going`,
      details: { from: 'waitlisted', to: 'going', partySize: row.partySize, promoted: true },
      createdAt: now,
    });
    const link = await guestLinkFor(c, event, row);
    messages.push(
      ...messagesForGuest(
        row,
        { eventId: event.id, kind: 'other' },
        {
          subject: `A spot opened up: ${event.title}`,
          email: [`Hi ${row.name},`, '', `Good news: a spot opened up at ${event.title}, and you are now on the list as going.`, `If you can no longer come, please update your answer: ${link}`].join(
            '\n',
          ),
          sms: `Good news: a spot opened up at ${event.title} and you're now going. Can't make it? Update here: ${link}`,
        },
      ),
    );
  }
  await enqueueMessages(db, now, messages);
  return promoted;
}
