/**
 * Web Push for members, shared by every feature that reminds them of something: the event
 * reminders (features/invitations, next to email and SMS), the monthly birthday-board reminder, and
 * the /account switch's test notice. Subscriptions the push service answers 404 or 410 for are
 * deleted. See docs/decisions/041-installable-app.md.
 */
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../env.ts';
import { randomId } from '../tokens.ts';
import { type PushConfig, type PushNotice, sendPush } from './push-sender.ts';
import { pushRepo } from './push-subscriptions.repo.ts';
import { parseVapidKeys } from './vapid.ts';

export type { PushNotice } from './push-sender.ts';

const configs = new WeakMap<AppEnv, PushConfig | null>();

/** The push configuration from the env (VAPID_PRIVATE_JWK), or null when push is off. Parsed once per env. */
export function pushConfigFrom(env: AppEnv): PushConfig | null {
  if (configs.has(env)) return configs.get(env)!;
  let config: PushConfig | null = null;
  if (env.VAPID_PRIVATE_JWK) {
    const keys = parseVapidKeys(env.VAPID_PRIVATE_JWK);
    const subject = env.VAPID_SUBJECT ?? (env.APP_URL?.startsWith('https:') ? env.APP_URL : 'mailto:reminders@cakeday.invalid');
    config = { ...keys, subject };
  }
  configs.set(env, config);
  return config;
}

/** Known push services: in production a subscription must point at one (the server POSTs to it). */
const pushServiceHosts = [/\.googleapis\.com$/, /\.mozilla\.com$/, /\.mozaws\.net$/, /\.push\.apple\.com$/, /\.notify\.windows\.com$/, /(^|\.)push\.services\.mozilla\.com$/];

/**
 * Why this endpoint is refused, or null. HTTPS always (RFC 8030); in production only the browsers'
 * push services, so a member cannot make the server POST to an address of their choosing.
 */
export function endpointProblem(endpoint: string, env: AppEnv): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The subscription endpoint is not a URL.';
  }
  if (url.protocol !== 'https:') return 'The subscription endpoint must be an https: URL.';
  if (url.username || url.password) return 'The subscription endpoint must not carry credentials.';
  if (env.ENVIRONMENT === 'production' && !pushServiceHosts.some((host) => host.test(url.hostname))) {
    return 'The subscription endpoint is not a known browser push service.';
  }
  return null;
}

/**
 * A member's devices with reminders on: phones, tablets, computers, browsers. Beyond this the
 * oldest are forgotten, so one account cannot make a reminder fan out into thousands of requests
 * to push services (a browser whose subscription was dropped can turn reminders on again).
 */
export const MAX_PUSH_DEVICES = 10;

export async function savePushSubscription(deps: AppDeps, userId: string, subscription: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
  await pushRepo.save(deps.db, { id: randomId(), userId, ...subscription, createdAt: deps.clock.now() });
  await pushRepo.keepNewest(deps.db, userId, MAX_PUSH_DEVICES);
}

export async function removePushSubscription(deps: AppDeps, userId: string, endpoint: string): Promise<boolean> {
  return (await pushRepo.removeForMember(deps.db, userId, endpoint)) > 0;
}

export async function memberHasPush(deps: AppDeps, userId: string): Promise<boolean> {
  return (await pushRepo.forMember(deps.db, userId)).length > 0;
}

export interface PushToMemberReport {
  /** Devices the push service took the notice for. */
  sent: number;
  /** Subscriptions deleted because the push service answered 404 or 410. */
  removed: number;
  /** Devices that could not be reached this time (kept: a later notice may get through). */
  failed: number;
}

/**
 * Sends a notice to every device the member turned reminders on in. Never throws for a device:
 * each answer is counted, and gone subscriptions are deleted. With push off (no VAPID key) it sends
 * nothing. `dedupeKey`: a notice that must go at most once is claimed first (reruns are harmless).
 */
export async function sendPushToMember(deps: AppDeps, userId: string, notice: PushNotice, options: { dedupeKey?: string } = {}): Promise<PushToMemberReport> {
  const report: PushToMemberReport = { sent: 0, removed: 0, failed: 0 };
  const config = pushConfigFrom(deps.env);
  if (!config) return report;
  const subscriptions = await pushRepo.forMember(deps.db, userId);
  if (subscriptions.length === 0) return report;
  if (options.dedupeKey && !(await pushRepo.claimSend(deps.db, options.dedupeKey, userId, deps.clock.now()))) return report;
  const gone: string[] = [];
  const sent: string[] = [];
  for (const subscription of subscriptions) {
    const result = await sendPush(config, subscription, notice, deps.fetch ? { fetch: deps.fetch } : {}).catch(() => ({ outcome: 'failed' as const, status: null }));
    if (result.outcome === 'sent') sent.push(subscription.id);
    else if (result.outcome === 'gone') gone.push(subscription.id);
    else report.failed++;
  }
  await pushRepo.removeByIds(deps.db, gone);
  await pushRepo.markSent(deps.db, sent, deps.clock.now());
  report.sent = sent.length;
  report.removed = gone.length;
  return report;
}
