import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { OIDC_STATE_TTL_MS } from '#core/constants.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { setSessionCookie } from '../../middleware/session.ts';
import { startSession } from './accounts.service.ts';
import { beginOidcLogin, finishOidcLogin, OidcLoginError, oidcConfig, oidcMessages } from './oidc.service.ts';

/** Holds the state of the sign-in this browser started; only sent back to the callback. */
const STATE_COOKIE = 'cakeday_oidc_state';

/** Where a failed sign-in lands: the email sign-in screen, which shows `?error=` to the user. */
const FAILURE_PAGE = '/email-auth';

function origin(c: Context<AppBindings>): string {
  return (c.get('deps').env.APP_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');
}

function redirectUri(c: Context<AppBindings>): string {
  return `${origin(c)}${apiPaths.oidcCallback}`;
}

function isHttps(c: Context<AppBindings>): boolean {
  return new URL(c.req.url).protocol === 'https:';
}

function requireConfig(c: Context<AppBindings>) {
  const config = oidcConfig(c.get('deps').env);
  if (!config) throw new ApiError(503, oidcMessages.notConfigured);
  return config;
}

function failureRedirect(c: Context<AppBindings>, message: string) {
  return c.redirect(`${FAILURE_PAGE}?error=${encodeURIComponent(message)}`, 302);
}

// Both routes are browser navigations (a link and the provider's redirect), so failures the user
// can act on become a redirect to a page with the message instead of a bare JSON body.
export const oidcRoutes = new Hono<AppBindings>()
  .get('/login', async (c) => {
    const config = requireConfig(c);
    try {
      const { authorizationUrl, state } = await beginOidcLogin(c.get('deps'), config, {
        redirectUri: redirectUri(c),
        returnTo: c.req.query('returnTo') ?? '',
      });
      // SameSite=Lax still sends the cookie on the provider's top-level redirect back to us.
      setCookie(c, STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: isHttps(c),
        path: apiPaths.oidcCallback,
        maxAge: Math.floor(OIDC_STATE_TTL_MS / 1000),
      });
      c.header('Cache-Control', 'no-store');
      return c.redirect(authorizationUrl, 302);
    } catch (error) {
      if (error instanceof OidcLoginError) return failureRedirect(c, error.message);
      throw error;
    }
  })

  .get('/callback', async (c) => {
    const config = requireConfig(c);
    const browserState = getCookie(c, STATE_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: apiPaths.oidcCallback, secure: isHttps(c) });
    c.header('Cache-Control', 'no-store');
    try {
      const { user, returnTo } = await finishOidcLogin(c.get('deps'), config, {
        callbackUrl: new URL(c.req.url),
        redirectUri: redirectUri(c),
        browserState,
      });
      const { token } = await startSession(c.get('deps'), user.id);
      setSessionCookie(c, token);
      return c.redirect(returnTo, 302);
    } catch (error) {
      if (error instanceof OidcLoginError) return failureRedirect(c, error.message);
      throw error;
    }
  });
