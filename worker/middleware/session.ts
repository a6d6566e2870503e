import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE_NAME, SESSION_TTL_MS } from '#core/constants.ts';
import { accountsSessionLookup } from '../db/sessions.repo.ts';
import type { AppBindings, SessionUser } from '../deps.ts';
import { isHttpsRequest } from '../services/client-address.ts';
import { cachedRead } from '../cache/table-cache.ts';
import { hashToken } from '../services/tokens.ts';
import { ApiError } from './errors.ts';

/**
 * What a session lookup reads. On Node a found session is kept (deps.readCache, decision 042) until
 * a write to one of them — signing out, a password change or reset, a renamed or deleted member
 * end it at once — or until it ends by the app's clock; the lookup was about a quarter of
 * `/api/auth/user` under load. Workers ask the database each time.
 */
const SESSION_TABLES = ['users', 'sessions'];

/**
 * Resolves the session from `Authorization: Bearer <token>` or the HttpOnly cookie. Cookie
 * sessions on state-changing requests must come from our own origin (a CSRF guard on top of
 * SameSite=Lax); bearer tokens cannot be sent by another site, so they need no such check.
 */
export const sessionMiddleware: MiddlewareHandler<AppBindings> = async (c, next) => {
  c.set('user', null);
  c.set('sessionTokenHash', null);
  c.set('sessionStartedAt', null);
  c.set('sessionFromCookie', false);
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const cookie = getCookie(c, SESSION_COOKIE_NAME);
  const token = bearer ?? cookie;
  if (token && token.length <= 200) {
    const tokenHash = await hashToken(token);
    const deps = c.get('deps');
    const now = deps.clock.now();
    const found = await cachedRead(deps.readCache, SESSION_TABLES, `session ${tokenHash}`, () => accountsSessionLookup(deps.db, tokenHash, now), {
      usable: (kept) => now < kept.expiresAt,
    });
    // A copy: a route that changes its user object must not change what the next request reads.
    const user = found && { ...found.user };
    if (user) {
      c.set('user', user);
      c.set('sessionTokenHash', tokenHash);
      c.set('sessionStartedAt', found.startedAt);
      c.set('sessionFromCookie', !bearer);
    }
  }
  if (!bearer && cookie && !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) && !isSameOrigin(c)) {
    throw new ApiError(403, 'This request came from another website and was blocked to protect your account.');
  }
  await next();
};

/**
 * For sign-in and registration, which have no session to protect yet: a page on another site must
 * not sign the visitor in to an account of the attacker's (login CSRF), so only requests from our
 * own pages (or typed by hand: Sec-Fetch-Site `none`) get through, cookie or not.
 */
export const sameOriginOnly: MiddlewareHandler<AppBindings> = async (c, next) => {
  if (!isSameOrigin(c)) throw new ApiError(403, 'This request came from another website and was blocked to protect your account.');
  await next();
};

function isSameOrigin(c: Context<AppBindings>): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = c.req.header('origin');
  if (!origin) return true;
  const appUrl = c.get('deps').env.APP_URL;
  return origin === new URL(c.req.url).origin || (appUrl !== undefined && origin === new URL(appUrl).origin);
}

/** The signed-in user, or a 401 with a clear message. */
export function requireUser(c: Context<AppBindings>): SessionUser {
  const user = c.get('user');
  if (!user) throw new ApiError(401, 'Please sign in to continue.');
  return user;
}

export function setSessionCookie(c: Context<AppBindings>, token: string) {
  setCookie(c, SESSION_COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'Lax',
    // Behind a TLS proxy Node sees http://; the proxy's X-Forwarded-Proto or an https APP_URL says better.
    secure: isHttpsRequest(c, c.get('deps').env),
    path: '/',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(c: Context<AppBindings>) {
  deleteCookie(c, SESSION_COOKIE_NAME, { path: '/', secure: isHttpsRequest(c, c.get('deps').env) });
}
