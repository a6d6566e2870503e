import type { VapidKeys } from './vapid.ts';
import { encryptForSubscription, vapidAuthorization } from './web-push.ts';

/**
 * One Web Push request: the payload encrypted for the subscription (RFC 8291, aes128gcm) and
 * signed with our VAPID key (RFC 8292), built with Web Crypto (web-push.ts: Node and workerd
 * alike) and sent with the given fetch. The push service's answer decides what happens to the
 * subscription: 404 and 410 mean the browser dropped it. See docs/decisions/041-installable-app.md.
 */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows (platform/features/installable/service-worker): title, text, the page a click opens. */
export interface PushNotice {
  title: string;
  body: string;
  /** A path of the app ("/e/amys-party"); the service worker refuses other origins. */
  url: string;
  /** Notices with the same tag replace each other on the device. */
  tag?: string;
}

export interface PushConfig extends VapidKeys {
  /** mailto: or https: contact for the push service (the JWT's `sub`). */
  subject: string;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushResult {
  outcome: PushOutcome;
  status: number | null;
}

/** Push services whose answers mean "this subscription is no more". */
const GONE = new Set([404, 410]);

export async function sendPush(
  config: PushConfig,
  target: PushTarget,
  notice: PushNotice,
  options: { fetch?: typeof fetch; ttlSeconds?: number; urgency?: 'very-low' | 'low' | 'normal' | 'high'; now?: number } = {},
): Promise<PushResult> {
  const payload = new TextEncoder().encode(JSON.stringify({ title: notice.title, body: notice.body, url: notice.url, ...(notice.tag ? { tag: notice.tag } : {}) }));
  const headers: Record<string, string> = {
    authorization: await vapidAuthorization(config, target.endpoint, config.subject, options.now ?? Date.now()),
    'content-encoding': 'aes128gcm',
    'content-type': 'application/octet-stream',
    // A reminder a day late is no reminder: kept by the push service for a day at most.
    ttl: String(options.ttlSeconds ?? 24 * 60 * 60),
    urgency: options.urgency ?? 'normal',
    ...(notice.tag ? { topic: topicOf(notice.tag) } : {}),
  };
  const body = await encryptForSubscription(payload, target.p256dh, target.auth);
  const send = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(target.endpoint, { method: 'POST', headers, body });
  } catch {
    return { outcome: 'failed', status: null };
  }
  // The body is never needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status >= 200 && response.status < 300) return { outcome: 'sent', status: response.status };
  return { outcome: GONE.has(response.status) ? 'gone' : 'failed', status: response.status };
}

/** The Topic header allows 32 URL-safe base64 characters: longer tags are shortened deterministically. */
function topicOf(tag: string): string {
  const safe = tag.replace(/[^A-Za-z0-9_-]/g, '-');
  if (safe.length <= 32) return safe;
  let hash = 0x811c9dc5;
  for (let index = 0; index < safe.length; index++) hash = Math.imul(hash ^ safe.charCodeAt(index), 0x01000193) >>> 0;
  return `${safe.slice(0, 24)}-${hash.toString(36).padStart(7, '0').slice(0, 7)}`;
}
