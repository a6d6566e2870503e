import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/**
 * `{"name":"Nul\u0000Name\ud800"}` was once answered 200 and read back as "Nul" (found by an
 * outside probe, closed 2026-11-24; decision 021).
 * Text that cannot be saved exactly is refused with a clear 400 and nothing changes.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function host() {
  const registered = await t.call('POST', '/api/email-auth/register', { json: { name: 'Ann Baker', email: 'ann@example.com', password: 'violet-otter-42' } });
  return registered.data.token as string;
}

describe('text that could not be saved as typed', () => {
  it('a profile name with NUL or half an emoji: 400 with the field named, and the name is unchanged', async () => {
    const token = await host();
    for (const name of ['Nul\u0000Name', 'Name\ud800', 'Bell\u0007']) {
      const response = await t.call('PATCH', '/api/user/profile', { token, json: { name } });
      expect(response.status).toBe(400);
      expect(response.data.fields.name).toMatch(/cannot be saved/);
    }
    const newline = await t.call('PATCH', '/api/user/profile', { token, json: { name: 'Two\nLines' } });
    expect(newline.data.error).toBe('Name must be on one line. Please remove the line break or tab and try again.');
    expect((await t.call('GET', '/api/auth/user', { token })).data.name).toBe('Ann Baker');
  });

  it('event titles and guest names the same; a description keeps its line breaks', async () => {
    const token = await host();
    const bad = await t.call('POST', '/api/events', { token, json: { title: 'Maya\u0000 turns 7', timeZone: 'UTC', startsAt: '2026-12-05T15:00', endsAt: '2026-12-05T18:00' } });
    expect(bad.status).toBe(400);
    const created = await t.call('POST', '/api/events', {
      token,
      json: { title: 'Maya turns 7 🎂', description: 'Cake at 4.\nGames after.', timeZone: 'UTC', startsAt: '2026-12-05T15:00', endsAt: '2026-12-05T18:00' },
    });
    expect(created.status).toBe(201);
    expect(created.data.event).toMatchObject({ title: 'Maya turns 7 🎂', description: 'Cake at 4.\nGames after.' });
    const eventId = created.data.event.id as string;
    const guest = await t.call('POST', `/api/events/${eventId}/guests`, { token, json: { name: 'Gus\ud800', email: 'gus@example.com' } });
    expect(guest.status).toBe(400);
    expect((await t.call('GET', `/api/events/${eventId}/guests`, { token })).data.guests).toHaveLength(0);
  });
});
