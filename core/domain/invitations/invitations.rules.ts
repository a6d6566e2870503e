/**
 * Pure rules of guest messaging: SMS keywords, delivery-status ordering, retry timing and the
 * texts themselves. Shared by the API (worker/features/invitations) and anything that previews them.
 */

/** Twilio's standard opt-out and opt-in keywords (matched on the whole trimmed message, any case). */
export const optOutKeywords = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const optInKeywords = ['START', 'UNSTOP', 'YES'] as const;

export function smsKeyword(body: string): 'opt_out' | 'opt_in' | null {
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  if ((optOutKeywords as readonly string[]).includes(word)) return 'opt_out';
  if ((optInKeywords as readonly string[]).includes(word)) return 'opt_in';
  return null;
}

export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'failed' | 'undelivered' | 'skipped';

/**
 * The status a provider's callback moves a delivery to, or null to keep the current one.
 * Callbacks can arrive out of order ("sent" after "delivered"), so a status never moves back.
 */
export function nextDeliveryStatus(current: DeliveryStatus, reported: string): DeliveryStatus | null {
  const mapped: Record<string, DeliveryStatus> = { sent: 'sent', delivered: 'delivered', undelivered: 'undelivered', failed: 'failed', canceled: 'failed' };
  const next = mapped[reported.toLowerCase()];
  if (!next) return null;
  const rank = (status: DeliveryStatus) => (status === 'sent' ? 1 : status === 'delivered' || status === 'undelivered' || status === 'failed' ? 2 : 0);
  if (current === 'skipped' || current === 'queued') return null;
  return rank(next) > rank(current) ? next : null;
}

/** A failed send is tried this many times in all before it stays failed. */
export const MAX_SEND_ATTEMPTS = 3;

/** Wait before the next try after `attempts` failed tries: 1 minute, then 5 minutes. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 5 ** Math.max(0, attempts - 1);
}

/** Twilio's long-code pace: one text per second per sender number. */
export const SMS_INTERVAL_MS = 1000;

/** When the reminders go out, before the moment they point at. */
export const RSVP_REMINDER_LEAD_MS = 48 * 3_600_000;
export const DAY_BEFORE_LEAD_MS = 24 * 3_600_000;
/** A guest invited less than this long ago is not reminded yet (no invitation and reminder back to back). */
export const RSVP_REMINDER_MIN_AGE_MS = 12 * 3_600_000;

/** Why a guest was left out of a channel (a SendReport's `skipped[].reason`); the screens group by them. */
export const skipReasons = {
  noEmail: 'No email address',
  noPhone: 'No phone number',
  optedOut: 'Replied STOP to our texts, so they are not texted',
} as const;

export interface MessageEvent {
  title: string;
  hostName: string;
  celebrantName: string | null;
  /** Start, already formatted in the event's zone. */
  when: string;
  location: string | null;
}

export interface ComposedMessage {
  subject: string;
  email: string;
  sms: string;
}

const linkNote = 'This link is just for you: it lets you answer without an account, so please don’t share it.';

function detailLines(event: MessageEvent): string[] {
  return [`When: ${event.when}`, ...(event.location ? [`Where: ${event.location}`] : [])];
}

function partyName(event: MessageEvent): string {
  return event.celebrantName ? `${event.title} (celebrating ${event.celebrantName})` : event.title;
}

export function invitationMessage(event: MessageEvent, guestName: string, link: string): ComposedMessage {
  return {
    subject: `You're invited: ${event.title}`,
    email: [`Hi ${guestName},`, '', `${event.hostName} invites you to ${partyName(event)}.`, ...detailLines(event), '', 'See the details and RSVP with your personal link:', link, '', linkNote].join(
      '\n',
    ),
    sms: `${event.hostName} invites you to ${event.title}, ${event.when}. RSVP: ${link} Reply STOP to opt out.`,
  };
}

export function rsvpReminderMessage(event: MessageEvent, guestName: string, link: string, deadline: string): ComposedMessage {
  return {
    subject: `Reminder: please RSVP to ${event.title}`,
    email: [
      `Hi ${guestName},`,
      '',
      `${event.hostName} would love to know if you can make it to ${partyName(event)}. Please answer by ${deadline}.`,
      ...detailLines(event),
      '',
      'RSVP with your personal link:',
      link,
      '',
      linkNote,
    ].join('\n'),
    sms: `Reminder: please RSVP to ${event.title} by ${deadline}: ${link} Reply STOP to opt out.`,
  };
}

export function dayBeforeMessage(event: MessageEvent, guestName: string, link: string): ComposedMessage {
  return {
    subject: `See you tomorrow: ${event.title}`,
    email: [`Hi ${guestName},`, '', `${partyName(event)} is tomorrow. See you there!`, ...detailLines(event), '', 'Your personal link:', link, '', linkNote].join('\n'),
    sms: `See you tomorrow at ${event.title}, ${event.when}. Details: ${link} Reply STOP to opt out.`,
  };
}

export function blastMessage(event: MessageEvent, guestName: string, link: string, message: string): ComposedMessage {
  return {
    subject: `A message from ${event.hostName} about ${event.title}`,
    email: [`Hi ${guestName},`, '', message, '', `— ${event.hostName}`, '', `${event.title}, ${event.when}`, 'Your personal link:', link].join('\n'),
    sms: `${event.title}: ${message} ${link} Reply STOP to opt out.`,
  };
}

/**
 * "Share your photos": the host asks a guest for their photos and videos of the party. The link is
 * the guest's personal upload page (/u/<token>), so what they upload carries their name without
 * asking for it; that is also why they are asked not to pass it on.
 */
export function photoRequestMessage(event: MessageEvent, guestName: string, uploadLink: string, note?: string | null): ComposedMessage {
  const hostNote = note?.trim() || null;
  return {
    subject: `Share your photos from ${event.title}`,
    email: [
      `Hi ${guestName},`,
      '',
      `${event.hostName} is collecting photos and videos from ${partyName(event)} in a private album.`,
      ...(hostNote ? ['', hostNote, `— ${event.hostName}`] : []),
      '',
      'Add yours with your personal upload link (no account or app needed):',
      uploadLink,
      '',
      'This link is just for you: what you upload is shown with your name, so please don’t share it.',
    ].join('\n'),
    // One line: a note's line breaks would split the text awkwardly on a phone.
    sms: `Share your photos from ${event.title}: ${uploadLink}${hostNote ? ` ${event.hostName}: ${hostNote.replace(/\s+/g, ' ')}` : ''} Reply STOP to opt out.`,
  };
}
