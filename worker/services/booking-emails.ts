import { formatInZone } from '#core/domain/events/event-time.rules.ts';
import { formatUsd } from '#core/domain/money/money.schema.ts';
import { formatMinuteOfDay12h } from '#core/domain/venues/calendar-date.rules.ts';
import { cancellationPolicyDescriptions } from '#core/domain/venues/cancellation.rules.ts';
import type { AppDeps } from '../deps.ts';
import { findBookingNotice } from '../db/booking-notices.repo.ts';
import type { EmailMessage } from './mailer.ts';

/**
 * The emails of a venue booking's life, for the guest and the venue's owner. Shared by the venues
 * feature (answers, cancellations, expiry, reminders) and the money feature (a payment that turned
 * a booking into a request or a confirmed booking), which may not import each other. Best effort:
 * the booking is saved already, so a mail outage is logged and never undoes or repeats anything.
 */
export type BookingNotice = 'requested' | 'booked' | 'confirmed' | 'declined' | 'expired' | 'cancelled-by-guest' | 'cancelled-by-owner' | 'reminder' | 'refunded-late-payment';

export async function sendBookingEmails(deps: AppDeps, bookingId: string, notice: BookingNotice): Promise<void> {
  try {
    for (const message of await bookingEmails(deps, bookingId, notice)) await deps.mailer.send(message);
  } catch (error) {
    console.warn(`booking ${bookingId}: "${notice}" emails not sent`, error);
  }
}

async function bookingEmails(deps: AppDeps, bookingId: string, notice: BookingNotice): Promise<EmailMessage[]> {
  const found = await findBookingNotice(deps.db, bookingId);
  if (!found) return [];
  const { booking, venue, guest, owner } = found;
  const base = (deps.env.APP_URL ?? '').replace(/\/$/, '');
  const guestLink = `${base}/bookings/${booking.id}`;
  const ownerLink = `${base}/host/bookings/${booking.id}`;
  const when = `${booking.date}, ${formatMinuteOfDay12h(booking.startMinute)}–${formatMinuteOfDay12h(booking.endMinute)} (${booking.timeZone})`;
  const total = formatUsd(booking.totalCents);
  const refund = booking.refundCents ? formatUsd(booking.refundCents) : null;
  const refundLine = refund ? `\n\n${refund} is refunded to your card (${booking.refundReason ?? 'refund'}).` : '';
  const address = `${venue.streetAddress}, ${venue.city}, ${venue.state}`;
  const demo = deps.payments.label && booking.totalCents > 0 ? `\n\n(${deps.payments.label}.)` : '';
  const who = guest?.name ?? 'A guest';
  const messages: EmailMessage[] = [];
  const toGuest = (subject: string, text: string) => guest?.email && messages.push({ to: guest.email, subject, text: `${text}\n\n${guestLink}${demo}` });
  const toOwner = (subject: string, text: string) => owner?.email && messages.push({ to: owner.email, subject, text: `${text}\n\n${ownerLink}${demo}` });

  switch (notice) {
    case 'requested': {
      const deadline = booking.respondBy ? formatInZone(booking.respondBy, booking.timeZone) : 'soon';
      toOwner(
        `New booking request for ${venue.title}`,
        `${who} asks to book ${venue.title} on ${when} for ${booking.guests} guests (${total}).${booking.message ? `\n\nTheir message: “${booking.message}”` : ''}\n\nPlease accept or decline by ${deadline}; after that the request expires and the guest is refunded.`,
      );
      toGuest(
        `Your request for ${venue.title} was sent`,
        `You asked to book ${venue.title} on ${when}. You paid ${total}; the owner has until ${deadline} to answer. If they decline or do not answer, you get everything back.\n\n${cancellationPolicyDescriptions[booking.cancellationPolicy]}`,
      );
      break;
    }
    case 'booked':
    case 'confirmed':
      toGuest(
        `Booked: ${venue.title} on ${booking.date}`,
        `${notice === 'confirmed' ? 'The owner accepted your request. ' : ''}${venue.title} is yours on ${when} for ${booking.guests} guests.\n\nAddress: ${address}${booking.answerMessage ? `\n\nFrom the owner: “${booking.answerMessage}”` : ''}\n\n${cancellationPolicyDescriptions[booking.cancellationPolicy]}`,
      );
      if (notice === 'booked')
        toOwner(
          `New booking for ${venue.title}`,
          `${who} booked ${venue.title} on ${when} for ${booking.guests} guests (${total}).${booking.message ? `\n\nTheir message: “${booking.message}”` : ''}`,
        );
      break;
    case 'declined':
      toGuest(
        `Your request for ${venue.title} was declined`,
        `The owner could not take your booking on ${when}.${booking.answerMessage ? `\n\nTheir message: “${booking.answerMessage}”` : ''}${refundLine}`,
      );
      break;
    case 'expired':
      toGuest(`Your request for ${venue.title} expired`, `The owner did not answer your request for ${when} in time, so it expired.${refundLine}`);
      toOwner(`A request for ${venue.title} expired`, `${who}'s request for ${when} expired without an answer; the guest was refunded.`);
      break;
    case 'cancelled-by-guest':
      toGuest(`You cancelled ${venue.title} on ${booking.date}`, `Your booking on ${when} is cancelled.${refundLine || '\n\nUnder the cancellation policy there is no refund.'}`);
      toOwner(
        `${who} cancelled ${venue.title} on ${booking.date}`,
        `The booking on ${when} is cancelled by the guest.${booking.cancelReason ? `\n\nTheir reason: “${booking.cancelReason}”` : ''}${booking.totalCents - (booking.refundCents ?? 0) > 0 ? `\n\nYou keep ${formatUsd(booking.totalCents - (booking.refundCents ?? 0))} under your cancellation policy, paid out after the booking's end.` : ''}`,
      );
      break;
    case 'cancelled-by-owner':
      toGuest(
        `${venue.title} cancelled your booking on ${booking.date}`,
        `The owner cancelled your booking on ${when}.${booking.cancelReason ? `\n\nTheir reason: “${booking.cancelReason}”` : ''}${refundLine}`,
      );
      break;
    case 'reminder':
      toGuest(`Tomorrow: ${venue.title}`, `A reminder: ${venue.title} is booked for you on ${when}.\n\nAddress: ${address}`);
      toOwner(`Tomorrow: ${who} at ${venue.title}`, `A reminder: ${who} has ${venue.title} on ${when} for ${booking.guests} guests.`);
      break;
    case 'refunded-late-payment':
      toGuest(`Your payment for ${venue.title} was refunded`, `Your payment arrived after the 30 minutes the time was held for you, so the booking for ${when} was not made.${refundLine}`);
      break;
  }
  return messages;
}
