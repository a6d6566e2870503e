import { type Context, Hono } from 'hono';
import { sendBlastInputSchema, sendInvitationsInputSchema, sendPhotoRequestInputSchema } from '#core/domain/invitations/invitations.schema.ts';
import { appUrl } from '../../middleware/app-url.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { readBodyText, readJson } from '../../middleware/request-body.ts';
import { requireUser } from '../../middleware/session.ts';
import { invitationsRepo } from './invitations.repo.ts';
import * as messaging from './invitations.service.ts';

type Ctx = Context<AppBindings>;

const notFound = () => new ApiError(404, 'Event not found.');

/** The event, when the signed-in member hosts or co-hosts it; a 404 for anyone else (no hint it exists). */
async function managedEvent(c: Ctx) {
  const user = requireUser(c);
  const id = c.req.param('id');
  if (!id || id.length > 64) throw notFound();
  const event = await invitationsRepo.managedEvent(c.get('deps').db, id, user.id);
  if (!event) throw notFound();
  return { user, event };
}

/**
 * Emails just queued go out right away (the Mailer has no per-second limit), so the host and the
 * guests are not kept waiting for the next scheduler tick; texts keep the scheduler's pace. A failure
 * here leaves the rows queued for the scheduler.
 */
async function kickEmails(c: Ctx) {
  try {
    await messaging.drainMessageQueue(c.get('deps'), { channels: ['email'], maxEmails: 100 });
  } catch (error) {
    console.error('Sending queued emails right away failed; the scheduler will retry:', error);
  }
}

const MAX_WEBHOOK_BYTES = 64 * 1024;

/**
 * Twilio posts form fields signed with X-Twilio-Signature (HMAC-SHA1 of the public URL and the
 * sorted fields, under the auth token). The URL is the public one Twilio called
 * (TWILIO_WEBHOOK_BASE_URL or APP_URL + path), since behind a proxy the request URL differs.
 */
async function verifiedTwilioParams(c: Ctx): Promise<Record<string, string>> {
  const authToken = c.get('deps').env.TWILIO_AUTH_TOKEN;
  if (!authToken) {
    throw new ApiError(404, 'Twilio webhooks are not enabled on this server: set TWILIO_AUTH_TOKEN (texts go to the local outbox until Twilio is configured).');
  }
  const raw = await readBodyText(c, MAX_WEBHOOK_BYTES);
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(raw)) params[key] = value;
  const signature = c.req.header('x-twilio-signature');
  const requestUrl = new URL(c.req.url);
  const base = messaging.webhookBaseUrl(c.get('deps')) ?? requestUrl.origin;
  const { default: twilio } = await import('twilio');
  if (!signature || !twilio.validateRequest(authToken, signature, `${base}${requestUrl.pathname}${requestUrl.search}`, params)) {
    throw new ApiError(403, 'The Twilio signature is missing or does not match.');
  }
  return params;
}

export const invitationsRoutes = new Hono<AppBindings>()
  .post('/events/:id/invitations', async (c) => {
    const { user, event } = await managedEvent(c);
    const input = await readJson(c, sendInvitationsInputSchema);
    const report = await messaging.sendInvitations(c.get('deps'), event, user, input, appUrl(c));
    await kickEmails(c);
    return c.json(report);
  })

  .post('/events/:id/blasts', async (c) => {
    const { event } = await managedEvent(c);
    const input = await readJson(c, sendBlastInputSchema);
    const report = await messaging.sendBlast(c.get('deps'), event, input, appUrl(c));
    await kickEmails(c);
    return c.json(report);
  })

  .post('/events/:id/photo-requests', async (c) => {
    const { event } = await managedEvent(c);
    const input = await readJson(c, sendPhotoRequestInputSchema);
    const report = await messaging.sendPhotoRequest(c.get('deps'), event, input, appUrl(c));
    await kickEmails(c);
    return c.json(report);
  })

  .get('/events/:id/deliveries', async (c) => {
    const { event } = await managedEvent(c);
    return c.json({ deliveries: await messaging.listDeliveries(c.get('deps'), event.id) });
  })

  .post('/webhooks/twilio/status', async (c) => {
    const params = await verifiedTwilioParams(c);
    await messaging.recordDeliveryStatus(c.get('deps'), params);
    return c.body(null, 204);
  })

  .post('/webhooks/twilio/inbound', async (c) => {
    const params = await verifiedTwilioParams(c);
    await messaging.handleInboundText(c.get('deps'), params);
    // Twilio sends its own standard STOP/START confirmations; an empty TwiML reply adds nothing.
    return c.body('<?xml version="1.0" encoding="UTF-8"?><Response/>', 200, { 'content-type': 'text/xml; charset=utf-8' });
  });
