import { describe, expect, it } from 'vitest';
import { eventPageOfRsvp, guestReadKey, routeRequest, SHELL_URL } from './sw-routes.ts';

const origin = 'https://cakeday.test';
const precached = new Set(['/assets/start-abc.js', '/assets/index-def.css', SHELL_URL, '/']);
const route = (path: string, method = 'GET', mode = 'cors', from = origin) => routeRequest(new URL(path, from), method, mode, origin, precached).kind;

describe('the service worker routes', () => {
  it('never answers the API, the SDK, media or files with the shell, even for a navigation', () => {
    for (const path of [
      '/api/events',
      '/api/no-such-thing',
      '/sdk/v1/loader.js',
      '/media/photo.jpg',
      '/album-media/a/b',
      '/robots.txt',
      '/manifest.webmanifest',
      '/service-worker.js',
      '/icons/icon-192.png',
    ]) {
      expect(route(path, 'GET', 'navigate'), path).toBe('network');
    }
    expect(route('/api', 'GET', 'navigate')).toBe('network');
    expect(route('/sdk', 'GET', 'navigate')).toBe('network');
  });

  it('gives client-rendered pages the cached shell and the landing page its prerendered copy', () => {
    expect(route('/dashboard', 'GET', 'navigate')).toBe('shell');
    expect(route('/event/new?source=shortcut', 'GET', 'navigate')).toBe('shell');
    expect(route('/a/some-token', 'GET', 'navigate')).toBe('shell');
    expect(route('/', 'GET', 'navigate')).toBe('precached');
  });

  it('sends the pages the server draws (event card, blog post) to the network first', () => {
    expect(route('/e/amys-party', 'GET', 'navigate')).toBe('server-page');
    expect(route('/blog/first-post', 'GET', 'navigate')).toBe('server-page');
  });

  it('keeps guest reads for offline and nothing else of the API', () => {
    expect(route('/api/public/events/amys-party')).toBe('guest-read');
    expect(route('/api/public/events/amys-party/comments')).toBe('guest-read');
    expect(route('/api/public/events/amys-party/going?after=x')).toBe('guest-read');
    expect(route('/api/public/events/amys-party/pots')).toBe('guest-read');
    expect(route('/api/gift')).toBe('guest-read');
    expect(route('/api/gift/pots')).toBe('guest-read');
    for (const path of ['/api/events', '/api/email-auth/user', '/api/contributions/mine', '/api/public/events/a/calendar.ics', '/api/messages/live']) {
      expect(route(path), path).toBe('network');
    }
  });

  it('takes over only the RSVP among writes', () => {
    expect(route('/api/public/events/amys-party/rsvp', 'POST')).toBe('rsvp');
    expect(route('/api/public/events/amys-party/comments', 'POST')).toBe('network');
    expect(route('/api/email-auth/login', 'POST')).toBe('network');
    expect(route('/dashboard', 'POST', 'navigate')).toBe('network');
  });

  it('serves hashed files from the precache and leaves other origins alone', () => {
    expect(route('/assets/start-abc.js')).toBe('precached');
    expect(route('/assets/old-version-123.js')).toBe('precached');
    expect(route('/demo/venues/garden.jpg')).toBe('network');
    expect(route('/dashboard', 'GET', 'navigate', 'https://elsewhere.test')).toBe('network');
  });

  it("keys a guest's copy by their link, so two guests on one device never share one", () => {
    const url = `${origin}/api/public/events/amys-party`;
    expect(guestReadKey(url, 'guest-a')).not.toBe(guestReadKey(url, 'guest-b'));
    expect(guestReadKey(url, null)).toBe(`${url}?__guest=`);
  });
});

describe('eventPageOfRsvp', () => {
  it('names the event page an RSVP address belongs to, and nothing else', () => {
    expect(eventPageOfRsvp('https://cakeday.test/api/public/events/mias-7th/rsvp')).toBe('/e/mias-7th');
    expect(eventPageOfRsvp('/api/public/events/mias-7th/rsvp?x=1')).toBe('/e/mias-7th');
    expect(eventPageOfRsvp('/api/public/events/mias-7th/comments')).toBeNull();
    expect(eventPageOfRsvp('/api/gift/band')).toBeNull();
  });
});
