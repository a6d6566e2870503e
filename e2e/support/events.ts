import { randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import twilio from 'twilio';
import { E2E_TWILIO_AUTH_TOKEN } from './events-env.ts';
import { expect, readOutbox } from './fixtures.ts';

/** The event as the API returns it (the fields these flows use). */
export interface TestEvent {
  id: string;
  slug: string;
  title: string;
}

export interface TestGuest {
  id: string;
  name: string;
  /** The personal link as a path: /e/<slug>?g=<token>. */
  linkPath: string;
  token: string;
}

/** "YYYY-MM-DDTHH:mm", `days` from now at `hour`: the wall-clock form the event API and form take. */
export function futureLocal(days: number, hour: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}T${pad(hour)}:00`;
}

/** A title no other flow uses, so lists and outbox subjects never mix. */
export function uniqueTitle(base: string): string {
  return `${base} ${randomBytes(3).toString('hex')}`;
}

/**
 * A random US number in E.164. Opt-outs are per phone number for the whole server, so every flow
 * needs its own numbers.
 */
export function uniquePhone(): string {
  return `+1415${randomInt(200, 1000)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

/** Calls the API as a member, with their bearer token (no cookie or CSRF involved). */
export function asMember(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: (path: string) => request.get(`/api${path}`, { headers }),
    post: (path: string, data: unknown) => request.post(`/api${path}`, { headers, data }),
    patch: (path: string, data: unknown) => request.patch(`/api${path}`, { headers, data }),
  };
}

export async function createEventViaApi(request: APIRequestContext, token: string, fields: Record<string, unknown> = {}): Promise<TestEvent> {
  const response = await asMember(request, token).post('/events', {
    title: uniqueTitle('E2E party'),
    startsAt: futureLocal(20, 15),
    endsAt: futureLocal(20, 18),
    timeZone: 'Europe/London',
    location: '12 Party Lane, London',
    ...fields,
  });
  expect(response.status(), `create event: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { event: TestEvent }).event;
}

/** Splits a personal link (absolute, from the API or an email) into the path to open and its token. */
export function personalLink(link: string): { linkPath: string; token: string } {
  const url = new URL(link);
  const token = url.searchParams.get('g');
  expect(token, `a guest token in ${link}`).toBeTruthy();
  return { linkPath: `${url.pathname}${url.search}`, token: token! };
}

export async function addGuestViaApi(
  request: APIRequestContext,
  token: string,
  eventId: string,
  guest: { name: string; email?: string; phone?: string; plusOnesAllowed?: number },
): Promise<TestGuest> {
  const response = await asMember(request, token).post(`/events/${eventId}/guests`, guest);
  expect(response.status(), `add guest ${guest.name}: ${await response.text()}`).toBe(201);
  const body = (await response.json()) as { guest: { id: string; name: string }; link: string };
  return { id: body.guest.id, name: body.guest.name, ...personalLink(body.link) };
}

/** Answers as the guest of a personal link, through the API (the header the event page sends). */
export async function rsvpViaApi(request: APIRequestContext, slug: string, guestToken: string, answer: { response: 'going' | 'maybe' | 'declined'; partySize?: number; plusOneNames?: string[] }) {
  const response = await request.post(`/api/public/events/${slug}/rsvp`, {
    headers: { 'x-guest-token': guestToken },
    data: { partySize: 1, plusOneNames: [], ...answer },
  });
  expect(response.status(), `rsvp: ${await response.text()}`).toBe(200);
  return (await response.json()) as { status: string };
}

/**
 * A second browser with no session (a guest opening their link on their own phone), held to the
 * same rules as the fixture's page: only this machine answers, and uncaught page errors or 5xx
 * answers fail the flow (checked by `done`).
 */
export async function guestBrowser(browser: Browser, baseURL: string, options: Parameters<Browser['newContext']>[0] = {}) {
  const context: BrowserContext = await browser.newContext({ baseURL, ...options });
  const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);
  await context.route(
    (url) => url.protocol.startsWith('http') && !loopback.has(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  const page: Page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught error in the guest's page: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().startsWith(baseURL) && response.status() >= 500) problems.push(`${response.status()} from ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return {
    page,
    async done() {
      await context.close();
      expect(problems, "errors behind the guest's screen").toEqual([]);
    },
  };
}

/** Waits for the newest outbox message to `recipient` (email or phone) whose subject or body matches. */
export async function waitForOutboxMessage(request: APIRequestContext, recipient: string, match: RegExp, what: string) {
  let found: Awaited<ReturnType<typeof readOutbox>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(request, recipient)).find((message) => match.test(message.subject ?? '') || match.test(message.body));
        return found !== undefined;
      },
      { message: `${what} in the outbox for ${recipient}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The first personal link (/e/<slug>?g=<token>) in a message body. */
export function linkInMessage(body: string): { linkPath: string; token: string } {
  const link = body.match(/https?:\/\/\S+\/e\/[\w-]+\?g=[\w-]+/)?.[0];
  expect(link, `a personal link in:\n${body}`).toBeTruthy();
  return personalLink(link!);
}

/**
 * Posts a Twilio webhook as Twilio does: form-encoded fields signed with X-Twilio-Signature, computed
 * by the twilio package's own helper over the public URL the server checks (APP_URL + path, which
 * is the test server's own address).
 */
export async function postTwilioWebhook(request: APIRequestContext, baseURL: string, path: string, params: Record<string, string>, authToken = E2E_TWILIO_AUTH_TOKEN) {
  const signature = twilio.getExpectedTwilioSignature(authToken, `${baseURL}${path}`, params);
  return request.post(path, { form: params, headers: { 'x-twilio-signature': signature } });
}

/** What Twilio posts when a phone texts a keyword to the sender. */
export function inboundText(from: string, body: string): Record<string, string> {
  return {
    AccountSid: `AC${randomBytes(16).toString('hex')}`,
    MessageSid: `SM${randomBytes(16).toString('hex')}`,
    From: from,
    To: '+15005550006',
    Body: body,
    NumMedia: '0',
  };
}

/**
 * Picks an RSVP answer the way a person does: by pressing its pill. The radio inside is visually
 * hidden, so the visible label is what takes the click (or the tap on a touch screen).
 */
export async function chooseAnswer(page: Page, answer: 'Going' | 'Maybe' | 'Can’t go', how: 'click' | 'tap' = 'click') {
  const radio = page.getByRole('radio', { name: answer, exact: true });
  const pill = page.locator('label').filter({ has: radio });
  await (how === 'tap' ? pill.tap() : pill.click());
  await expect(radio).toBeChecked();
}
