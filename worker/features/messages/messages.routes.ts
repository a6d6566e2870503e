import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  conversationSettingsInputSchema,
  editMessageInputSchema,
  markReadInputSchema,
  muteLinkInputSchema,
  postMessageInputSchema,
  reportInputSchema,
  startConversationInputSchema,
} from '#core/domain/messages/messages.schema.ts';
import { encodeCursor } from '#core/domain/messages/messages.rules.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { readJson } from '../../middleware/request-body.ts';
import { requireUser } from '../../middleware/session.ts';
import type { InboxHint } from '../../services/inbox-notifier.ts';
import { messagesRepo } from './messages.repo.ts';
import {
  deleteMessage,
  editMessage,
  listBlocks,
  inboxJson,
  listReports,
  markRead,
  muteByLink,
  postMessage,
  readConversation,
  reportConversation,
  setBlockInConversation,
  startConversation,
  syncJson,
  unblockMember,
  unreadTotal,
  updateSettings,
} from './messages.service.ts';

/** A live connection says it is still there this often, so proxies do not close an idle stream. */
const HEARTBEAT_MS = 25_000;
/** Open live inboxes (tabs, devices) one member may hold at once, on either runtime. */
export const MAX_LIVE_CHANNELS = 20;
/** The inbox and sync answers are UTF-8 JSON already (cachedJson in cache/table-cache.ts). */
const JSON_TYPE = { 'Content-Type': 'application/json' };

function beforeParam(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,15}$/.test(value)) throw new ApiError(400, 'before must be a message id.');
  return Number(value);
}

/** Members' conversations: the inbox, its messages, blocks, reports and the live channel. */
export const messagesRoutes = new Hono<AppBindings>()
  .get('/messages', async (c) => c.body(await inboxJson(c.get('deps'), requireUser(c), c.req.query('archived') === '1'), 200, JSON_TYPE))

  .get('/messages/unread-count', async (c) => c.json({ unreadTotal: await unreadTotal(c.get('deps'), requireUser(c)) }))

  .get('/messages/sync', async (c) => c.body(await syncJson(c.get('deps'), requireUser(c), c.req.query('after')), 200, JSON_TYPE))

  /**
   * Server-Sent Events: "ready" with the current cursor, then "changed" with the new cursor after
   * each change (hints coalesce: only the newest cursor matters), and a comment as a heartbeat.
   * The client syncs on each hint. Here when the runtime's notifier can be listened to in process;
   * on Workers the member's Durable Object holds the same stream (worker/services/inbox-channel.ts).
   */
  .get('/messages/live', async (c) => {
    const user = requireUser(c);
    const notifier = c.get('deps').inboxNotifier;
    // A member with this many open inboxes (tabs, devices) is refused another: each holds a connection.
    const tooMany = () => new ApiError(429, 'Too many open inboxes: close a tab or two and reload.', undefined, { 'retry-after': '30' });
    if (notifier?.open) {
      const cursor = encodeCursor(await messagesRepo.latestSeq(c.get('deps').db, user.id));
      const channel = await notifier.open(user.id, { cursor, limit: MAX_LIVE_CHANNELS, signal: c.req.raw.signal });
      if (!channel) throw tooMany();
      return channel;
    }
    if (!notifier?.subscribe) throw new ApiError(404, 'There is no live channel on this server: keep the inbox current with /api/messages/sync.');
    if ((notifier.listenerCount?.(user.id) ?? 0) >= MAX_LIVE_CHANNELS) throw tooMany();
    const subscribe = notifier.subscribe.bind(notifier);
    return streamSSE(c, async (stream) => {
      let pending: InboxHint | null = null;
      let wake: (() => void) | null = null;
      let closed = false;
      const unsubscribe = subscribe(user.id, (hint) => {
        pending = hint;
        wake?.();
      });
      stream.onAbort(() => {
        closed = true;
        wake?.();
      });
      try {
        await stream.writeSSE({ event: 'ready', data: JSON.stringify({ cursor: encodeCursor(await messagesRepo.latestSeq(c.get('deps').db, user.id)) }) });
        while (!closed) {
          const hint: InboxHint | null = pending;
          if (hint) {
            pending = null;
            await stream.writeSSE({ event: 'changed', data: JSON.stringify(hint) });
            continue;
          }
          let timer: ReturnType<typeof setTimeout> | undefined;
          const beat = await new Promise<boolean>((resolve) => {
            wake = () => resolve(false);
            timer = setTimeout(() => resolve(true), HEARTBEAT_MS);
          });
          clearTimeout(timer);
          wake = null;
          if (beat && !closed && !pending) await stream.write(': keep-alive\n\n');
        }
      } finally {
        unsubscribe();
      }
    });
  })

  .post('/messages/conversations', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, startConversationInputSchema);
    const result = await startConversation(c.get('deps'), user, input);
    return c.json(result, result.created ? 201 : 200);
  })

  .get('/messages/conversations/:id', async (c) => c.json(await readConversation(c.get('deps'), requireUser(c), c.req.param('id'), beforeParam(c.req.query('before')))))

  .patch('/messages/conversations/:id', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, conversationSettingsInputSchema);
    return c.json({ conversation: await updateSettings(c.get('deps'), user, c.req.param('id'), input) });
  })

  .post('/messages/conversations/:id/messages', async (c) => {
    const user = requireUser(c);
    const { body } = await readJson(c, postMessageInputSchema);
    return c.json({ message: await postMessage(c.get('deps'), user, c.req.param('id'), body) }, 201);
  })

  .patch('/messages/conversations/:id/messages/:messageId', async (c) => {
    const user = requireUser(c);
    const { body } = await readJson(c, editMessageInputSchema);
    return c.json({ message: await editMessage(c.get('deps'), user, c.req.param('id'), c.req.param('messageId'), body) });
  })

  .delete('/messages/conversations/:id/messages/:messageId', async (c) => c.json({ message: await deleteMessage(c.get('deps'), requireUser(c), c.req.param('id'), c.req.param('messageId')) }))

  .post('/messages/conversations/:id/read', async (c) => {
    const user = requireUser(c);
    const { messageId } = await readJson(c, markReadInputSchema);
    return c.json(await markRead(c.get('deps'), user, c.req.param('id'), messageId));
  })

  .post('/messages/conversations/:id/block', async (c) => c.json({ conversation: await setBlockInConversation(c.get('deps'), requireUser(c), c.req.param('id'), true) }))

  .delete('/messages/conversations/:id/block', async (c) => c.json({ conversation: await setBlockInConversation(c.get('deps'), requireUser(c), c.req.param('id'), false) }))

  .post('/messages/conversations/:id/report', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, reportInputSchema);
    const result = await reportConversation(c.get('deps'), user, c.req.param('id'), input);
    return c.json({ ...result, message: 'Thank you. Our team will look at it.' }, result.created ? 201 : 200);
  })

  .get('/messages/blocks', async (c) => c.json({ blocks: await listBlocks(c.get('deps'), requireUser(c)) }))

  .delete('/messages/blocks/:memberId', async (c) => {
    await unblockMember(c.get('deps'), requireUser(c), c.req.param('memberId'));
    return c.json({ message: 'Unblocked.' });
  })

  /** From the unread email, without signing in: the signed token is the permission. */
  .post('/messages/mute-link', async (c) => c.json(await muteByLink(c.get('deps'), await readJson(c, muteLinkInputSchema))))

  .get('/admin/reports', async (c) => c.json({ reports: await listReports(c.get('deps'), requireUser(c), c.req.query('status')) }));
