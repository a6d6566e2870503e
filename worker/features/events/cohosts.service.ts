import type { Context } from 'hono';
import type { AppBindings, SessionUser } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { hashToken, randomId, randomToken } from '../../services/tokens.ts';
import { appUrl } from '../../middleware/app-url.ts';
import { type CohostRow, type EventRow, eventsRepo } from './events.repo.ts';
import { assertCanTakeOver } from './plan-limits.service.ts';

type Ctx = Context<AppBindings>;

export const MAX_COHOSTS = 10;

/** Co-hosts see who brings which gift, so the celebrant may never be one (decision 012). */
export const CELEBRANT_CANNOT_COHOST = 'The celebrant cannot co-host their own party: co-hosts see who brings which gift, and that would spoil the surprise.';

function cohostView(row: CohostRow, name: string | null) {
  return { id: row.id, email: row.email, name, status: row.acceptedAt ? ('accepted' as const) : ('pending' as const) };
}

export async function listCohosts(c: Ctx, event: EventRow) {
  const rows = await eventsRepo.listCohosts(c.get('deps').db, event.id);
  return rows.map((row) => cohostView(row.cohost, row.name));
}

/** Invites a co-host by email: a single-use link (only its hash is stored) that a member with that email accepts. */
export async function inviteCohost(c: Ctx, host: SessionUser, event: EventRow, email: string) {
  const { db, clock, mailer } = c.get('deps');
  if (email === host.email) throw new ApiError(400, 'You are already the host of this event.');
  if (await eventsRepo.findCohostByEmail(db, event.id, email)) throw new ApiError(409, 'This person has already been invited as a co-host.');
  if ((await eventsRepo.findCelebrant(db, event.id))?.email === email) throw new ApiError(409, CELEBRANT_CANNOT_COHOST);
  if ((await eventsRepo.listCohosts(db, event.id)).length >= MAX_COHOSTS) throw new ApiError(400, `An event can have at most ${MAX_COHOSTS} co-hosts.`);
  const token = randomToken();
  const row: CohostRow = { id: randomId(), eventId: event.id, email, userId: null, inviteTokenHash: await hashToken(token), invitedAt: clock.now(), acceptedAt: null };
  if (!(await eventsRepo.insertCohost(db, row))) throw new ApiError(409, 'This person has already been invited as a co-host.');
  const link = `${appUrl(c)}/cohost-invite?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: email,
    subject: `${host.name} invited you to co-host ${event.title}`,
    text: [
      'Hi,',
      '',
      `${host.name} invited you to co-host "${event.title}" on Cakeday: you would manage the guest list, invitations and RSVPs together.`,
      '',
      `Accept the invitation (sign in or create an account with ${email}):`,
      link,
      '',
      'If you were not expecting this, you can ignore this email.',
    ].join('\n'),
  });
  return cohostView(row, null);
}

export async function acceptInvitation(c: Ctx, user: SessionUser, token: string): Promise<string> {
  const { db, clock } = c.get('deps');
  const invitation = await eventsRepo.findCohostByTokenHash(db, await hashToken(token));
  if (!invitation) throw new ApiError(404, 'This co-host invitation is not valid any more: it was already used or withdrawn.');
  if (invitation.email !== user.email.toLowerCase()) {
    throw new ApiError(403, 'This invitation was sent to a different email address. Sign in with the account for that address to accept it.');
  }
  const event = await eventsRepo.findEventById(db, invitation.eventId);
  if (!event) throw new ApiError(404, 'This co-host invitation is not valid any more: it was already used or withdrawn.');
  if (event.hostId === user.id) throw new ApiError(400, 'You are already the host of this event.');
  if ((await eventsRepo.findCelebrant(db, event.id))?.id === user.id) throw new ApiError(409, CELEBRANT_CANNOT_COHOST);
  const accepted = await eventsRepo.acceptCohost(db, invitation.id, user.id, clock.now());
  if (!accepted) throw new ApiError(404, 'This co-host invitation is not valid any more: it was already used or withdrawn.');
  return event.id;
}

export async function removeCohost(c: Ctx, event: EventRow, cohostId: string) {
  const cohost = await eventsRepo.findCohost(c.get('deps').db, event.id, cohostId);
  if (!cohost) throw new ApiError(404, 'Co-host not found');
  await eventsRepo.deleteCohost(c.get('deps').db, event.id, cohost.id);
}

/** The co-host becomes the host; the old host stays on as a co-host. */
export async function transferEvent(c: Ctx, host: SessionUser, event: EventRow, cohostId: string) {
  const cohost = await eventsRepo.findCohost(c.get('deps').db, event.id, cohostId);
  if (!cohost) throw new ApiError(404, 'Co-host not found');
  if (!cohost.userId || !cohost.acceptedAt) throw new ApiError(400, 'Only a co-host who has accepted the invitation can become the host.');
  const newHost = await eventsRepo.findUser(c.get('deps').db, cohost.userId);
  await assertCanTakeOver(c.get('deps'), event, cohost.userId, newHost?.name ?? 'The co-host');
  await eventsRepo.transferHost(c.get('deps').db, event, cohost, { id: host.id, email: host.email }, c.get('deps').clock.now());
  return (await eventsRepo.findEventById(c.get('deps').db, event.id))!;
}
