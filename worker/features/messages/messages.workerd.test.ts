/**
 * The inbox's live channel inside workerd, through the real Workers entry: the member's Durable
 * Object (worker/services/inbox-channel.ts) holds the Server-Sent Events stream of
 * GET /api/messages/live, and a message posted by the other member reaches it as a "changed" hint.
 */
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

interface Member {
  token: string;
  id: string;
}

async function member(name: string): Promise<Member> {
  const email = uniqueEmail(name.toLowerCase());
  const registered = await call('POST', '/api/email-auth/register', { address: uniqueAddress(), json: { name, email, password: 'violet-otter-42' } });
  expect(registered.status).toBe(201);
  return { token: registered.data.token, id: registered.data.user.id };
}

/**
 * Ann hosts an event; Gus is her guest and opened his link signed in, so the guest row is his
 * account. (His link is opened on the comments route: the page itself reads the going list with an
 * aggregate ORDER BY, which sqld does not parse yet.)
 */
async function hostAndGuest() {
  const ann = await member('Ann');
  const gus = await member('Gus');
  const created = await call('POST', '/api/events', { token: ann.token, json: { title: 'Maya turns 7', timeZone: 'UTC', startsAt: '2026-12-05T15:00', endsAt: '2026-12-05T18:00' } });
  expect(created.status).toBe(201);
  const event = created.data.event as { id: string; slug: string };
  const added = await call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Gus', email: uniqueEmail('gus-guest') } });
  expect(added.status).toBe(201);
  const guestToken = new URL(added.data.link).searchParams.get('g')!;
  const opened = await call('GET', `/api/public/events/${event.slug}/comments`, { token: gus.token, headers: { 'x-guest-token': guestToken } });
  expect(opened.status).toBe(200);
  return { ann, gus, guestId: added.data.guest.id as string };
}

/** Opens a member's live channel; its events are read one at a time, each within `waitMs`. */
async function openLive(token: string) {
  const response = await exports.default.fetch('https://cakeday.test/api/messages/live', { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) return { response, next: undefined, close: async () => undefined };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (name: string, waitMs = 2_000): Promise<{ type?: string; cursor: string }> => {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const match = new RegExp(`event: ${name}\\ndata: (.*)\\n\\n`).exec(buffer);
      if (match) {
        buffer = buffer.slice(match.index + match[0].length);
        return JSON.parse(match[1]!);
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no "${name}" event within ${waitMs} ms; read so far: ${JSON.stringify(buffer)}`)), Math.max(0, deadline - Date.now()));
      });
      const { value, done } = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
      if (done) throw new Error(`the stream ended before a "${name}" event`);
      buffer += value;
    }
  };
  return { response, next, close: () => reader.cancel() };
}

describe('the live inbox channel on Workers (a Durable Object per member)', () => {
  it('hints the other member with the new cursor when a message is posted, and sync returns it', async () => {
    const { ann, gus, guestId } = await hostAndGuest();
    const started = await call('POST', '/api/messages/conversations', { token: ann.token, json: { context: { type: 'event-guest', id: guestId }, message: 'Hi Gus!' } });
    expect(started.status, JSON.stringify(started.data)).toBe(201);
    const conversationId: string = started.data.conversation.id;
    // The inbox's one batch (cursor, list, unread total, chips by subquery) runs on sqld too.
    const inbox = await call('GET', '/api/messages', { token: gus.token });
    expect(inbox.status, JSON.stringify(inbox.data)).toBe(200);
    expect(inbox.data).toMatchObject({ unreadTotal: 1, conversations: [{ id: conversationId, context: { type: 'event-guest', id: guestId, title: 'Maya turns 7' } }] });

    const gusLive = await openLive(gus.token);
    const annLive = await openLive(ann.token);
    try {
      expect(gusLive.response.status).toBe(200);
      expect(gusLive.response.headers.get('content-type')).toContain('text/event-stream');
      expect(gusLive.response.headers.get('cache-control')).toBe('no-cache');
      const ready = await gusLive.next!('ready');
      const annReady = await annLive.next!('ready');

      const posted = await call('POST', `/api/messages/conversations/${conversationId}/messages`, { token: ann.token, json: { body: 'Are you coming?' } });
      expect(posted.status).toBe(201);
      // Within 2 seconds (the bound for live delivery), for the recipient and for the sender's other tabs.
      const hint = await gusLive.next!('changed');
      expect(hint.type).toBe('changed');
      expect((await annLive.next!('changed')).cursor).not.toBe(annReady.cursor);

      const changes = await call('GET', `/api/messages/sync?after=${encodeURIComponent(ready.cursor)}`, { token: gus.token });
      expect(changes.status).toBe(200);
      expect(changes.data.cursor).toBe(hint.cursor);
      expect(changes.data.messages.map((message: { body: string }) => message.body)).toEqual(['Are you coming?']);
    } finally {
      await gusLive.close();
      await annLive.close();
    }
  });

  it('needs a session, and refuses a member’s 21st open channel', async () => {
    expect((await call('GET', '/api/messages/live')).status).toBe(401);
    const eve = await member('Eve');
    const open = [];
    try {
      for (let i = 0; i < 20; i++) {
        const live = await openLive(eve.token);
        open.push(live);
        expect(live.response.status).toBe(200);
        await live.next!('ready');
      }
      const refused = await call('GET', '/api/messages/live', { token: eve.token });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(refused.data.error).toBe('Too many open inboxes: close a tab or two and reload.');
    } finally {
      await Promise.all(open.map((live) => live.close()));
    }
    // A closed tab frees its place.
    await expect
      .poll(
        async () => {
          const again = await openLive(eve.token);
          if (again.response.status !== 200) {
            await again.response.body?.cancel();
          } else {
            await again.next!('ready');
            await again.close();
          }
          return again.response.status;
        },
        { timeout: 5_000 },
      )
      .toBe(200);
  });
});
