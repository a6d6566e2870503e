import { formatInZone } from '#core/domain/events/event-time.rules.ts';
import { guestListStatus } from '#core/domain/events/rsvp.rules.ts';
import type { DeliveryView, MessageChannel, SendBlastInput, SendInvitationsInput, SendPhotoRequestInput, SendReport } from '#core/domain/invitations/invitations.schema.ts';
import {
  blastMessage,
  type ComposedMessage,
  DAY_BEFORE_LEAD_MS,
  dayBeforeMessage,
  invitationMessage,
  MAX_SEND_ATTEMPTS,
  type MessageEvent,
  nextDeliveryStatus,
  photoRequestMessage,
  retryDelayMs,
  RSVP_REMINDER_LEAD_MS,
  RSVP_REMINDER_MIN_AGE_MS,
  rsvpReminderMessage,
  skipReasons,
  SMS_INTERVAL_MS,
  smsKeyword,
} from '#core/domain/invitations/invitations.rules.ts';
import { enqueueMessages, messagesForGuest, type MessageKind, type OutgoingMessage } from '../../db/message-queue.repo.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { deriveGuestToken, guestLinkUrl, guestUploadUrl } from '../../services/guest-links.ts';
import { SmsSendError } from '../../services/sms.ts';
import { sendPushToMember } from '../../services/push/push.service.ts';
import { type DeliveryRow, type EventWithHost, type GuestRow, invitationsRepo as repo } from './invitations.repo.ts';

/** A row left in `sending` this long ago belongs to a runner that died mid-send. */
export const STUCK_SENDING_MS = 10 * 60_000;
export const INTERRUPTED_ERROR = 'Interrupted while sending; not retried to avoid sending it twice.';
export const OPTED_OUT_ERROR = 'The recipient texted STOP';

function messageEvent(event: EventWithHost): MessageEvent {
  return {
    title: event.title,
    hostName: event.hostName,
    celebrantName: event.celebrantName,
    when: formatInZone(event.startsAt, event.timeZone),
    location: event.location,
  };
}

function linkSecret(deps: AppDeps): string {
  const secret = deps.env.GUEST_LINK_SECRET;
  if (!secret) throw new ApiError(503, 'Personal guest links are not configured on this server (GUEST_LINK_SECRET is missing), so nothing was sent.');
  return secret;
}

async function personalLink(secret: string, appUrl: string, event: EventWithHost, guest: GuestRow): Promise<string> {
  return guestLinkUrl(appUrl, event.slug, await deriveGuestToken(secret, guest.id, guest.linkVersion));
}

/** Where a message's link leads, from the guest's personal token: the event page, or their upload page. */
type LinkOf = (token: string) => string;
const eventPageLink =
  (appUrl: string, event: EventWithHost): LinkOf =>
  (token) =>
    guestLinkUrl(appUrl, event.slug, token);

/** Builds one email and/or one text per guest, and says who was left out of a channel and why. */
async function composeForGuests(
  deps: AppDeps,
  event: EventWithHost,
  targets: GuestRow[],
  channels: MessageChannel[],
  kind: MessageKind,
  linkOf: LinkOf,
  compose: (guest: GuestRow, link: string) => ComposedMessage,
) {
  const secret = linkSecret(deps);
  const optedOut = channels.includes('sms')
    ? await repo.optedOut(
        deps.db,
        targets.flatMap((guest) => (guest.phone ? [guest.phone] : [])),
      )
    : new Set<string>();
  const messages: OutgoingMessage[] = [];
  const skipped: SendReport['skipped'] = [];
  const reached = new Set<string>();
  for (const guest of targets) {
    const text = compose(guest, linkOf(await deriveGuestToken(secret, guest.id, guest.linkVersion)));
    const base = { eventId: event.id, guestId: guest.id, kind };
    if (channels.includes('email')) {
      if (!guest.email) skipped.push({ guestId: guest.id, name: guest.name, reason: skipReasons.noEmail });
      else {
        messages.push({ ...base, channel: 'email', recipient: guest.email, subject: text.subject, body: text.email });
        reached.add(guest.id);
      }
    }
    if (channels.includes('sms')) {
      if (!guest.phone) skipped.push({ guestId: guest.id, name: guest.name, reason: skipReasons.noPhone });
      else {
        // Still handed to the queue, which records it as skipped: the host sees it among the deliveries.
        messages.push({ ...base, channel: 'sms', recipient: guest.phone, body: text.sms });
        if (optedOut.has(guest.phone)) skipped.push({ guestId: guest.id, name: guest.name, reason: skipReasons.optedOut });
        else reached.add(guest.id);
      }
    }
  }
  return { messages, skipped, reached };
}

export async function sendInvitations(deps: AppDeps, event: EventWithHost, actor: { id: string; name: string }, input: SendInvitationsInput, appUrl: string): Promise<SendReport> {
  const now = deps.clock.now();
  if (event.status === 'cancelled') throw new ApiError(409, 'This event was cancelled, so invitations cannot be sent.');
  if (event.endsAt <= now) throw new ApiError(409, 'This event is over, so invitations cannot be sent.');
  const all = await repo.guestsOf(deps.db, event.id);
  let targets: GuestRow[];
  if (input.guestIds === 'all_not_invited') {
    targets = all.filter((guest) => guest.invitedAt === null);
  } else {
    const byId = new Map(all.map((guest) => [guest.id, guest]));
    const unknown = input.guestIds.filter((id) => !byId.has(id));
    if (unknown.length > 0) throw new ApiError(400, 'Some of the chosen guests are not on this event’s guest list. Nothing was sent.');
    targets = [...new Set(input.guestIds)].map((id) => byId.get(id)!);
  }
  const info = messageEvent(event);
  const { messages, skipped, reached } = await composeForGuests(deps, event, targets, input.channels, 'invitation', eventPageLink(appUrl, event), (guest, link) =>
    invitationMessage(info, guest.name, link),
  );
  const result = await enqueueMessages(deps.db, now, messages);
  await repo.markInvited(deps.db, event.id, [...reached], now);
  if (reached.size > 0) {
    await repo.addActivity(deps.db, {
      eventId: event.id,
      userId: actor.id,
      actorName: actor.name,
      body: `Invitations sent to ${reached.size} ${reached.size === 1 ? 'guest' : 'guests'}`,
      details: { guests: reached.size, channels: input.channels },
      now,
    });
  }
  return { queued: result.queued, skipped };
}

export async function sendBlast(deps: AppDeps, event: EventWithHost, input: SendBlastInput, appUrl: string): Promise<SendReport> {
  const now = deps.clock.now();
  const statuses = new Set(input.statuses);
  const targets = (await repo.guestsOf(deps.db, event.id)).filter((guest) => statuses.has(guestListStatus(guest, event, now)));
  const info = messageEvent(event);
  const { messages, skipped } = await composeForGuests(deps, event, targets, input.channels, 'blast', eventPageLink(appUrl, event), (guest, link) =>
    blastMessage(info, guest.name, link, input.message),
  );
  const result = await enqueueMessages(deps.db, now, messages);
  return { queued: result.queued, skipped };
}

/**
 * "Share your photos": each chosen guest gets their personal upload page (/u/<token>), so their
 * uploads carry their name without a form. Sent after the party too (that is when photos exist);
 * refused for a cancelled event and while the album is closed to uploads (the link would not work).
 */
export async function sendPhotoRequest(deps: AppDeps, event: EventWithHost, input: SendPhotoRequestInput, appUrl: string): Promise<SendReport> {
  const now = deps.clock.now();
  if (event.status === 'cancelled') throw new ApiError(409, 'This event was cancelled, so guests cannot be asked for photos.');
  if (!(await repo.albumUploadsOpen(deps.db, event.id))) {
    throw new ApiError(409, 'Uploads to this album are closed, so guests could not add photos. Open uploads in the album settings first. Nothing was sent.');
  }
  const all = await repo.guestsOf(deps.db, event.id);
  let targets: GuestRow[];
  if (input.guestIds === 'going') {
    targets = all.filter((guest) => guest.rsvpStatus === 'going');
  } else {
    const byId = new Map(all.map((guest) => [guest.id, guest]));
    if (input.guestIds.some((id) => !byId.has(id))) throw new ApiError(400, 'Some of the chosen guests are not on this event’s guest list. Nothing was sent.');
    targets = [...new Set(input.guestIds)].map((id) => byId.get(id)!);
  }
  const info = messageEvent(event);
  const { messages, skipped } = await composeForGuests(
    deps,
    event,
    targets,
    input.channels,
    'photo_request',
    (token) => guestUploadUrl(appUrl, token),
    (guest, link) => photoRequestMessage(info, guest.name, link, input.note),
  );
  const result = await enqueueMessages(deps.db, now, messages);
  return { queued: result.queued, skipped };
}

export async function listDeliveries(deps: AppDeps, eventId: string): Promise<DeliveryView[]> {
  const rows = await repo.deliveriesOf(deps.db, eventId, 500);
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    sentAt: row.sentAt === null ? null : new Date(row.sentAt).toISOString(),
  }));
}

// ── Reminders ────────────────────────────────────────────────────────────────

/**
 * Queues the reminders that are due now: an RSVP reminder to invited guests without an answer,
 * 48 hours before the RSVP deadline (or the start), and a day-before reminder to guests who are
 * going, 24 hours before the start. Dedupe keys make each one impossible to queue twice.
 */
export async function queueDueReminders(deps: AppDeps): Promise<{ queued: number; skipped: number }> {
  const { APP_URL: appUrl, GUEST_LINK_SECRET: secret } = deps.env;
  if (!appUrl || !secret) {
    console.warn('Reminders are not sent: APP_URL and GUEST_LINK_SECRET are needed to put personal links in them.');
    return { queued: 0, skipped: 0 };
  }
  const now = deps.clock.now();
  const dueEvents = await repo.eventsInReminderWindow(deps.db, now, RSVP_REMINDER_LEAD_MS, DAY_BEFORE_LEAD_MS);
  if (dueEvents.length === 0) return { queued: 0, skipped: 0 };
  const byId = new Map(dueEvents.map((event) => [event.id, event]));
  const candidates: { guest: GuestRow; event: EventWithHost; kind: 'rsvp_reminder' | 'day_before_reminder'; key: string }[] = [];
  for (const guest of await repo.reminderGuests(deps.db, [...byId.keys()])) {
    const event = byId.get(guest.eventId)!;
    const rsvpBy = event.rsvpDeadline ?? event.startsAt;
    if (guest.rsvpStatus === 'pending' && guest.invitedAt !== null && guest.invitedAt <= now - RSVP_REMINDER_MIN_AGE_MS && now >= rsvpBy - RSVP_REMINDER_LEAD_MS && now < rsvpBy) {
      candidates.push({ guest, event, kind: 'rsvp_reminder', key: `rsvp_reminder:${guest.id}` });
    }
    if (guest.rsvpStatus === 'going' && now >= event.startsAt - DAY_BEFORE_LEAD_MS && now < event.startsAt) {
      candidates.push({ guest, event, kind: 'day_before_reminder', key: `day_before:${guest.id}` });
    }
  }
  // One key per channel: a guest with both an email and a phone gets both, each at most once.
  const keysOf = (candidate: (typeof candidates)[number]) => [...(candidate.guest.email ? [`${candidate.key}:email`] : []), ...(candidate.guest.phone ? [`${candidate.key}:sms`] : [])];
  const existing = await repo.existingDedupeKeys(deps.db, candidates.flatMap(keysOf));
  const messages: OutgoingMessage[] = [];
  for (const candidate of candidates) {
    const { guest, event, kind, key } = candidate;
    const pending = keysOf(candidate).filter((dedupeKey) => !existing.has(dedupeKey));
    if (pending.length === 0) continue;
    const link = await personalLink(secret, appUrl, event, guest);
    const info = messageEvent(event);
    const text = kind === 'rsvp_reminder' ? rsvpReminderMessage(info, guest.name, link, formatInZone(event.rsvpDeadline ?? event.startsAt, event.timeZone)) : dayBeforeMessage(info, guest.name, link);
    const forGuest = messagesForGuest(guest, { eventId: event.id, kind, dedupeKey: key }, text);
    messages.push(...forGuest.filter((message) => typeof message.dedupeKey === 'string' && pending.includes(message.dedupeKey)));
  }
  const result = await enqueueMessages(deps.db, now, messages);
  await pushReminders(deps, candidates);
  return { queued: result.queued, skipped: result.skipped };
}

/**
 * The reminders' push channel, next to email and SMS: a guest linked to a member who turned
 * reminders on (/account) gets the same reminder as a notification on their devices, at most once
 * per guest and kind (the key is claimed first). The notice opens the event page, where the signed-in
 * member is that guest. See docs/decisions/041-installable-app.md.
 */
async function pushReminders(deps: AppDeps, candidates: { guest: GuestRow; event: EventWithHost; kind: 'rsvp_reminder' | 'day_before_reminder'; key: string }[]): Promise<void> {
  for (const { guest, event, kind, key } of candidates) {
    if (!guest.userId) continue;
    const info = messageEvent(event);
    const notice =
      kind === 'rsvp_reminder'
        ? { title: `Please RSVP: ${event.title}`, body: `${event.hostName} would love to know if you can make it. Answer by ${formatInZone(event.rsvpDeadline ?? event.startsAt, event.timeZone)}.` }
        : { title: `Tomorrow: ${event.title}`, body: `${info.when}${event.location ? `, ${event.location}` : ''}. See you there!` };
    await sendPushToMember(deps, guest.userId, { ...notice, url: `/e/${event.slug}`, tag: key }, { dedupeKey: `${key}:push` }).catch((error: unknown) => {
      // Email and SMS went on the queue above; a push that failed here is not worth failing the run.
      console.error('A reminder push failed:', error);
    });
  }
}

// ── The send queue ───────────────────────────────────────────────────────────

export interface DrainOptions {
  /** Which channels this run sends (a request that just queued emails drains only those). */
  channels?: MessageChannel[];
  /** Emails per run (the Mailer has no per-second limit, but a run must stay short). */
  maxEmails?: number;
  /** Texts per run, sent at most one per second: size it to the time between runs. */
  maxTexts?: number;
  /** Waits between texts; tests pass one that moves their clock. */
  sleep?: (ms: number) => Promise<void>;
}

export interface DrainReport {
  sent: number;
  failed: number;
  retrying: number;
  skipped: number;
  interrupted: number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends what is due on the queue, oldest first. Each row is claimed with a conditional update
 * (queued → sending) before it is sent, so two runners never send the same row; texts are re-checked
 * against the opt-out list right before sending and spaced one second apart per sender
 * (Twilio's long-code pace), counting from the last text of any earlier run.
 * See docs/decisions/009-messaging-and-scheduler.md.
 */
export async function drainMessageQueue(deps: AppDeps, options: DrainOptions = {}): Promise<DrainReport> {
  const channels = options.channels ?? ['email', 'sms'];
  const sleep = options.sleep ?? realSleep;
  const report: DrainReport = { sent: 0, failed: 0, retrying: 0, skipped: 0, interrupted: 0 };
  const now = deps.clock.now();
  report.interrupted = await repo.failInterrupted(deps.db, now, now - STUCK_SENDING_MS, INTERRUPTED_ERROR);

  if (channels.includes('email')) {
    for (const row of await repo.dueMessages(deps.db, 'email', deps.clock.now(), options.maxEmails ?? 50)) {
      const claimed = await repo.claim(deps.db, row.id, deps.clock.now());
      if (!claimed) continue;
      try {
        await deps.mailer.send({ to: claimed.recipient, subject: claimed.subject ?? 'A message about your party', text: claimed.body });
        await repo.finish(deps.db, claimed.id, deps.clock.now(), { status: 'sent' });
        report.sent++;
      } catch (error) {
        await failOrRetry(deps, claimed, error, false, report);
      }
    }
  }

  if (channels.includes('sms')) {
    const statusCallback = statusCallbackUrl(deps);
    let lastSent = (await repo.lastTextSentAt(deps.db)) ?? Number.NEGATIVE_INFINITY;
    for (const row of await repo.dueMessages(deps.db, 'sms', deps.clock.now(), options.maxTexts ?? 10)) {
      const wait = lastSent + SMS_INTERVAL_MS - deps.clock.now();
      if (wait > 0) await sleep(wait);
      const claimed = await repo.claim(deps.db, row.id, deps.clock.now());
      if (!claimed) continue;
      if (await repo.isOptedOut(deps.db, claimed.recipient)) {
        await repo.finish(deps.db, claimed.id, deps.clock.now(), { status: 'skipped', error: OPTED_OUT_ERROR });
        report.skipped++;
        continue;
      }
      try {
        const result = await deps.sms.send({ to: claimed.recipient, body: claimed.body, ...(statusCallback ? { statusCallback } : {}) });
        await repo.finish(deps.db, claimed.id, deps.clock.now(), { status: 'sent', providerId: result.providerId });
        report.sent++;
      } catch (error) {
        if (error instanceof SmsSendError && error.optedOut) {
          await repo.optOut(deps.db, claimed.recipient, deps.clock.now());
          await repo.finish(deps.db, claimed.id, deps.clock.now(), { status: 'skipped', error: OPTED_OUT_ERROR });
          report.skipped++;
        } else {
          await failOrRetry(deps, claimed, error, error instanceof SmsSendError && error.permanent, report);
        }
      }
      lastSent = deps.clock.now();
    }
  }
  return report;
}

async function failOrRetry(deps: AppDeps, row: DeliveryRow, error: unknown, permanent: boolean, report: DrainReport) {
  const text = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const now = deps.clock.now();
  if (!permanent && row.attempts < MAX_SEND_ATTEMPTS) {
    await repo.finish(deps.db, row.id, now, { status: 'queued', error: text, sendAfter: now + retryDelayMs(row.attempts) });
    report.retrying++;
  } else {
    await repo.finish(deps.db, row.id, now, { status: 'failed', error: text });
    report.failed++;
  }
}

// ── Twilio webhooks ──────────────────────────────────────────────────────────

export const TWILIO_STATUS_PATH = '/api/webhooks/twilio/status';
export const TWILIO_INBOUND_PATH = '/api/webhooks/twilio/inbound';

/** The public origin Twilio reaches: TWILIO_WEBHOOK_BASE_URL, else APP_URL. */
export function webhookBaseUrl(deps: AppDeps): string | undefined {
  return (deps.env.TWILIO_WEBHOOK_BASE_URL ?? deps.env.APP_URL)?.replace(/\/$/, '');
}

/** Delivery reports are asked for only when the webhook can verify them (auth token and public URL known). */
function statusCallbackUrl(deps: AppDeps): string | undefined {
  const base = webhookBaseUrl(deps);
  return deps.env.TWILIO_AUTH_TOKEN && base && deps.sms.name.startsWith('twilio:') ? `${base}${TWILIO_STATUS_PATH}` : undefined;
}

export async function recordDeliveryStatus(deps: AppDeps, params: Record<string, string>) {
  const sid = params.MessageSid ?? params.SmsSid;
  const reported = params.MessageStatus ?? params.SmsStatus;
  if (!sid || !reported) throw new ApiError(400, 'MessageSid and MessageStatus are required.');
  const delivery = await repo.deliveryByProviderId(deps.db, sid);
  // Unknown ids are acknowledged: Twilio retries non-2xx answers, and there is nothing to retry for.
  if (!delivery) return;
  const next = nextDeliveryStatus(delivery.status, reported);
  if (!next) return;
  const error = next === 'failed' || next === 'undelivered' ? `Twilio reported ${reported}${params.ErrorCode ? ` (error ${params.ErrorCode})` : ''}` : null;
  await repo.setDeliveryStatus(deps.db, delivery.id, next, error, deps.clock.now());
  if (params.ErrorCode === '21610') await repo.optOut(deps.db, delivery.recipient, deps.clock.now());
}

export async function handleInboundText(deps: AppDeps, params: Record<string, string>): Promise<'opt_out' | 'opt_in' | null> {
  const from = params.From;
  // With Twilio's Advanced Opt-Out, OptOutType names the outcome of the account's own keywords too.
  const optOutType = params.OptOutType?.toUpperCase();
  const keyword = optOutType === 'STOP' ? 'opt_out' : optOutType === 'START' ? 'opt_in' : smsKeyword(params.Body ?? '');
  if (!from || !keyword) return null;
  if (keyword === 'opt_out') await repo.optOut(deps.db, from, deps.clock.now());
  else await repo.optIn(deps.db, from);
  return keyword;
}
