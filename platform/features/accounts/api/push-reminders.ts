import { apiFetch, apiJson, ApiRequestError } from '#platform/lib/api-client.ts';

/**
 * Reminders by notification on this browser (docs/decisions/041-installable-app.md): the browser's
 * push subscription, made with the server's VAPID key and kept by the server (/api/push/*). The
 * notification permission is asked for only here, when the member turns the switch on.
 */
export type PushSupport = 'supported' | 'unsupported' | 'needs-install';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (supported) return 'supported';
  // iPhone and iPad get Web Push only in the app added to the home screen (iOS 16.4+).
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  return ios ? 'needs-install' : 'unsupported';
}

/** The service worker that main.tsx registers at load; it receives the pushes. */
async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  const ready = navigator.serviceWorker.ready;
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('The app’s service worker is not running: reload the page and try again.')), 10_000));
  return Promise.race([ready, timeout]);
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export class PushPermissionError extends Error {}

/** Turns reminders on here: asks for permission (this click only), subscribes, tells the server. */
export async function turnOnPush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushPermissionError(permission === 'denied' ? 'Notifications are blocked for Cakeday: allow them in your browser’s site settings, then try again.' : 'Notifications were not allowed.');
  }
  const { publicKey } = await apiJson<{ publicKey: string }>('GET', '/api/push/key');
  const registration = await serviceWorker();
  const subscription =
    (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  await apiJson('POST', '/api/push/subscriptions', subscription.toJSON());
}

/** Turns them off here: the server forgets this browser, the browser drops the subscription. */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  const response = await apiFetch('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
  if (!response.ok && response.status !== 401) throw new ApiRequestError(response.status, response.statusText, await response.text().catch(() => ''));
  await subscription.unsubscribe();
}

export function sendTestPush(): Promise<{ sent: number }> {
  return apiJson('POST', '/api/push/test');
}
