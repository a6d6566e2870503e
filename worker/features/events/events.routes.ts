import { Hono } from 'hono';
import { z } from 'zod';
import { emailSchema } from '#core/domain/accounts/accounts.schema.ts';
import { createEventInputSchema, updateEventInputSchema } from '#core/domain/events/event.schema.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { parseInput, readJson, readJsonObject } from '../../middleware/request-body.ts';
import { requireUser } from '../../middleware/session.ts';
import { acceptInvitation, inviteCohost, listCohosts, removeCohost, transferEvent } from './cohosts.service.ts';
import { loadEventFor } from './event-access.service.ts';
import { activityView, eventView } from './event-view.service.ts';
import { eventsRepo } from './events.repo.ts';
import { cancelEvent, createEvent, deleteEvent, duplicateEvent, memberEventsJson, updateEvent } from './events.service.ts';

const cancelInputSchema = z.object({ message: z.string({ error: 'The message must be text' }).trim().max(1000, 'The message must be at most 1000 characters long').optional() }).strict();
const deleteInputSchema = z.object({ confirm: z.string({ error: 'Type the event’s title to confirm' }) }).strict();
const cohostInputSchema = z.object({ email: emailSchema }).strict();
const acceptInputSchema = z.object({ token: z.string({ error: 'The invitation token is missing' }).min(1, 'The invitation token is missing').max(200, 'The invitation token is not valid') }).strict();
const transferInputSchema = z.object({ cohostId: z.string({ error: 'Choose the co-host who becomes the host' }).min(1, 'Choose the co-host who becomes the host').max(100) }).strict();

/** The host side of events: the event itself, its co-hosts and its activity feed. */
export const eventsRoutes = new Hono<AppBindings>()
  .post('/events', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, createEventInputSchema);
    const event = await createEvent(c, user, input);
    return c.json({ event: await eventView(c.get('deps'), event, 'host') }, 201);
  })

  .get('/events', async (c) => c.body(await memberEventsJson(c, requireUser(c)), 200, { 'Content-Type': 'application/json' }))

  .get('/events/:id', async (c) => {
    const { event, role } = await loadEventFor(c, c.req.param('id'), 'manage');
    return c.json({ event: await eventView(c.get('deps'), event, role) });
  })

  .patch('/events/:id', async (c) => {
    const { event, role, user } = await loadEventFor(c, c.req.param('id'), 'manage');
    const raw = await readJsonObject(c);
    const parsed = parseInput(updateEventInputSchema, raw);
    // zod 4 fills `.default()`s even inside `.partial()`, so keep only the fields the request sent:
    // an edit of the title must not reset plus-ones, visibility or reminders to their defaults.
    const sent = new Set(Object.keys(raw));
    const patch = Object.fromEntries(Object.entries(parsed).filter(([key]) => sent.has(key))) as typeof parsed;
    if (Object.keys(patch).length === 0) throw new ApiError(400, 'Nothing to change: send at least one field of the event.');
    const updated = await updateEvent(c, user, event, patch);
    return c.json({ event: await eventView(c.get('deps'), updated, role) });
  })

  .post('/events/:id/duplicate', async (c) => {
    const { event, user } = await loadEventFor(c, c.req.param('id'), 'manage');
    const copy = await duplicateEvent(c, user, event);
    return c.json({ event: await eventView(c.get('deps'), copy, 'host') }, 201);
  })

  .post('/events/:id/cancel', async (c) => {
    const { event, role, user } = await loadEventFor(c, c.req.param('id'), 'manage');
    const { message } = await readJson(c, cancelInputSchema);
    const cancelled = await cancelEvent(c, user, event, message || undefined);
    return c.json({ event: await eventView(c.get('deps'), cancelled, role) });
  })

  .delete('/events/:id', async (c) => {
    const { event } = await loadEventFor(c, c.req.param('id'), 'host');
    const { confirm } = await readJson(c, deleteInputSchema);
    if (confirm !== event.title) throw new ApiError(400, 'To delete the event, type its title exactly as it is.', { confirm: 'Does not match the title' });
    await deleteEvent(c, event);
    return c.json({ message: 'The event, its guest list and its activity have been deleted.' });
  })

  .get('/events/:id/activity', async (c) => {
    const { event } = await loadEventFor(c, c.req.param('id'), 'manage');
    const rows = await eventsRepo.listActivity(c.get('deps').db, event.id, { limit: 100 });
    return c.json({ activity: rows.map((row) => activityView(row, true)) });
  })

  .delete('/events/:id/comments/:commentId', async (c) => {
    const { event } = await loadEventFor(c, c.req.param('id'), 'manage');
    const comment = await eventsRepo.findComment(c.get('deps').db, event.id, c.req.param('commentId'));
    if (!comment) throw new ApiError(404, 'Comment not found');
    await eventsRepo.removeComment(c.get('deps').db, comment.id, c.get('deps').clock.now());
    return c.json({ message: 'The comment has been removed.' });
  })

  .get('/events/:id/cohosts', async (c) => {
    const { event } = await loadEventFor(c, c.req.param('id'), 'manage');
    return c.json({ cohosts: await listCohosts(c, event) });
  })

  .post('/events/:id/cohosts', async (c) => {
    const { event, user } = await loadEventFor(c, c.req.param('id'), 'host');
    const { email } = await readJson(c, cohostInputSchema);
    return c.json({ cohost: await inviteCohost(c, user, event, email) }, 201);
  })

  .delete('/events/:id/cohosts/:cohostId', async (c) => {
    const { event } = await loadEventFor(c, c.req.param('id'), 'host');
    await removeCohost(c, event, c.req.param('cohostId'));
    return c.json({ message: 'The co-host has been removed.' });
  })

  .post('/cohost-invitations/accept', async (c) => {
    const user = requireUser(c);
    const { token } = await readJson(c, acceptInputSchema);
    return c.json({ eventId: await acceptInvitation(c, user, token) });
  })

  .post('/events/:id/transfer', async (c) => {
    const { event, user } = await loadEventFor(c, c.req.param('id'), 'host');
    const { cohostId } = await readJson(c, transferInputSchema);
    const updated = await transferEvent(c, user, event, cohostId);
    return c.json({ event: await eventView(c.get('deps'), updated, 'cohost') });
  });
