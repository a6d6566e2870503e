import * as oauth from 'oauth4webapi';
import { NAME_MAX_LENGTH, OIDC_STATE_TTL_MS } from '#core/constants.ts';
import { emailSchema } from '#core/domain/accounts/accounts.schema.ts';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../env.ts';
import { hashToken, randomToken } from '../../services/tokens.ts';
import { accountsRepo, type UserRow } from './accounts.repo.ts';
import { createUser } from './accounts.service.ts';

/**
 * Sign-in through an external OpenID Connect provider: authorization code flow with PKCE (S256),
 * state and nonce, built on oauth4webapi because it only needs fetch and WebCrypto and so runs
 * the same on Node and Workers. Choices are explained in docs/decisions/006-external-sign-in.md.
 */

export const DEFAULT_RETURN_TO = '/dashboard';
const RETURN_TO_MAX_LENGTH = 512;

export interface OidcConfig {
  issuer: URL;
  clientId: string;
  clientSecret: string | undefined;
  providerName: string;
  allowInsecure: boolean;
}

/** The provider settings, or null when this server has none (the route then answers 503). */
export function oidcConfig(env: AppEnv): OidcConfig | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID) return null;
  return {
    issuer: new URL(env.OIDC_ISSUER),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    providerName: env.OIDC_PROVIDER_NAME,
    // An http:// issuer is only for the local test provider; production always insists on https.
    allowInsecure: env.OIDC_ALLOW_INSECURE && env.ENVIRONMENT !== 'production',
  };
}

/**
 * Where to land after signing in: only a path on this site. "//evil.test" and "/\evil.test" are
 * read by browsers as other hosts, so anything but a single leading "/" falls back to the default.
 */
export function safeReturnTo(raw: string | undefined | null): string {
  if (!raw || raw.length > RETURN_TO_MAX_LENGTH) return DEFAULT_RETURN_TO;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return DEFAULT_RETURN_TO;
  // Control characters (tabs, newlines) are stripped by URL parsers and could turn "/\t/x" into "//x".
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return DEFAULT_RETURN_TO;
  return raw;
}

/** A sign-in that failed for a reason the user can understand; the message is shown to them. */
export class OidcLoginError extends Error {}

export const oidcMessages = {
  notConfigured: 'Sign-in with an external provider is not configured on this server. Use email and password instead.',
  unreachable: (provider: string) => `We could not reach ${provider} right now. Please try again in a moment, or use email and password.`,
  stateInvalid: 'This sign-in attempt has expired or was already used. Please start signing in again.',
  cancelled: (provider: string) => `Signing in with ${provider} was cancelled.`,
  failed: (provider: string) => `Signing in with ${provider} did not work. Please try again, or use email and password.`,
  noEmail: (provider: string) => `${provider} did not share a valid email address with Cakeday, so we cannot sign you in with it.`,
  emailNotVerified: (provider: string) => `Your email address is not verified at ${provider}. Verify it there and try again, or use email and password.`,
} as const;

/** Discovery documents per issuer, kept for the life of the isolate (a failed lookup is not kept). */
const discoveryCache = new Map<string, Promise<oauth.AuthorizationServer>>();

function requestOptions(deps: AppDeps, config: OidcConfig) {
  return {
    // Wrapped so a runtime's fetch is never called detached from its global (Workers requires that).
    [oauth.customFetch]: (url: string, init: oauth.CustomFetchOptions<string, unknown>) => (deps.fetch ?? fetch)(url, init as RequestInit),
    [oauth.allowInsecureRequests]: config.allowInsecure,
  };
}

function discover(deps: AppDeps, config: OidcConfig): Promise<oauth.AuthorizationServer> {
  const key = config.issuer.href;
  let pending = discoveryCache.get(key);
  if (!pending) {
    pending = oauth.discoveryRequest(config.issuer, { algorithm: 'oidc', ...requestOptions(deps, config) }).then((response) => oauth.processDiscoveryResponse(config.issuer, response));
    discoveryCache.set(key, pending);
    pending.catch(() => discoveryCache.delete(key));
  }
  return pending;
}

function clientOf(config: OidcConfig): { client: oauth.Client; auth: oauth.ClientAuth } {
  return {
    client: { client_id: config.clientId },
    // Without a secret the client is public: PKCE alone protects the code exchange.
    auth: config.clientSecret ? oauth.ClientSecretBasic(config.clientSecret) : oauth.None(),
  };
}

/**
 * Starts a sign-in: stores the state's hash with the PKCE verifier, nonce and landing path, and
 * answers the provider URL to send the browser to plus the state (the route binds it to the browser).
 */
export async function beginOidcLogin(deps: AppDeps, config: OidcConfig, input: { redirectUri: string; returnTo: string }): Promise<{ authorizationUrl: string; state: string }> {
  let as: oauth.AuthorizationServer;
  try {
    as = await discover(deps, config);
  } catch (error) {
    console.warn(`OpenID discovery for ${config.issuer.href} failed:`, error);
    throw new OidcLoginError(oidcMessages.unreachable(config.providerName));
  }
  if (!as.authorization_endpoint) throw new OidcLoginError(oidcMessages.unreachable(config.providerName));

  const state = randomToken();
  const nonce = oauth.generateRandomNonce();
  const codeVerifier = oauth.generateRandomCodeVerifier();
  await accountsRepo.insertOidcState(deps.db, {
    stateHash: await hashToken(state),
    codeVerifier,
    nonce,
    returnTo: safeReturnTo(input.returnTo),
    expiresAt: deps.clock.now() + OIDC_STATE_TTL_MS,
  });

  const url = new URL(as.authorization_endpoint);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return { authorizationUrl: url.href, state };
}

interface ProviderClaims {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/**
 * Exchanges the code and validates the ID token: issuer, audience, nonce, expiry. Its signature is
 * not checked because it came straight from the token endpoint over TLS (OpenID Connect Core 3.1.3.7).
 */
async function exchangeCode(deps: AppDeps, config: OidcConfig, callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string; redirectUri: string }): Promise<ProviderClaims> {
  let as: oauth.AuthorizationServer;
  try {
    as = await discover(deps, config);
  } catch (error) {
    console.warn(`OpenID discovery for ${config.issuer.href} failed:`, error);
    throw new OidcLoginError(oidcMessages.unreachable(config.providerName));
  }
  const { client, auth } = clientOf(config);

  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(as, client, callbackUrl, expected.state);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError && error.error === 'access_denied') {
      throw new OidcLoginError(oidcMessages.cancelled(config.providerName));
    }
    console.warn('OpenID authorization response rejected:', error);
    throw new OidcLoginError(oidcMessages.failed(config.providerName));
  }

  try {
    const options = requestOptions(deps, config);
    const response = await oauth.authorizationCodeGrantRequest(as, client, auth, params, expected.redirectUri, expected.codeVerifier, options);
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: expected.nonce,
      requireIdToken: true,
    });
    const idToken = oauth.getValidatedIdTokenClaims(tokens);
    if (!idToken) throw new Error('The token response had no ID token.');
    let claims: Record<string, unknown> = idToken;
    // Many providers (oidc-provider by default) put profile claims only in the userinfo answer.
    if (typeof idToken.email !== 'string' && as.userinfo_endpoint) {
      const userInfoResponse = await oauth.userInfoRequest(as, client, tokens.access_token, options);
      const userInfo = await oauth.processUserInfoResponse(as, client, idToken.sub, userInfoResponse);
      claims = { ...userInfo, ...idToken };
    }
    return {
      subject: idToken.sub,
      email: typeof claims.email === 'string' ? claims.email : undefined,
      // Some providers send the flag as the string "true"; anything else counts as unverified.
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: typeof claims.name === 'string' ? claims.name : undefined,
    };
  } catch (error) {
    console.warn('OpenID code exchange failed:', error);
    throw new OidcLoginError(oidcMessages.failed(config.providerName));
  }
}

function displayName(name: string | undefined, email: string): string {
  const trimmed = (name ?? '').trim();
  const fallback = email.split('@')[0] ?? email;
  return (trimmed || fallback).slice(0, NAME_MAX_LENGTH);
}

/**
 * The account for a provider identity. A known identity wins; otherwise the email decides, and
 * only a verified email may create or join an account: an unverified address could belong to
 * someone else, who would then share (or later take over) the account.
 */
async function accountFor(deps: AppDeps, config: OidcConfig, claims: ProviderClaims): Promise<UserRow> {
  const issuer = config.issuer.href;
  const known = await accountsRepo.findExternalIdentity(deps.db, issuer, claims.subject);
  if (known) {
    const user = await accountsRepo.findUserById(deps.db, known.userId);
    if (user) return user;
  }

  const parsedEmail = emailSchema.safeParse(claims.email);
  if (!parsedEmail.success) throw new OidcLoginError(oidcMessages.noEmail(config.providerName));
  if (!claims.emailVerified) throw new OidcLoginError(oidcMessages.emailNotVerified(config.providerName));
  const email = parsedEmail.data;

  const user =
    (await accountsRepo.findUserByEmail(deps.db, email)) ??
    (await createUser(deps, { email, name: displayName(claims.name, email), passwordHash: null })) ??
    // Lost a race with a simultaneous registration of the same email: join that account.
    (await accountsRepo.findUserByEmail(deps.db, email));
  if (!user) throw new Error(`No account could be found or created for ${email}.`);
  await accountsRepo.insertExternalIdentity(deps.db, { issuer, subject: claims.subject, userId: user.id, createdAt: deps.clock.now() });
  return user;
}

/**
 * Finishes a sign-in from the provider's redirect. `browserState` is the state this browser was
 * given when it started (from its cookie): a callback URL carried to another browser is refused,
 * so nobody can sign a victim into the attacker's account.
 */
export async function finishOidcLogin(
  deps: AppDeps,
  config: OidcConfig,
  input: { callbackUrl: URL; redirectUri: string; browserState: string | undefined },
): Promise<{ user: UserRow; returnTo: string }> {
  const state = input.callbackUrl.searchParams.get('state');
  if (!state || state.length > 200) throw new OidcLoginError(oidcMessages.stateInvalid);
  // Single use: the row is deleted whatever happens next.
  const pending = await accountsRepo.takeOidcState(deps.db, await hashToken(state), deps.clock.now());
  if (!pending || input.browserState !== state) throw new OidcLoginError(oidcMessages.stateInvalid);

  const claims = await exchangeCode(deps, config, input.callbackUrl, {
    state,
    nonce: pending.nonce,
    codeVerifier: pending.codeVerifier,
    redirectUri: input.redirectUri,
  });
  const user = await accountFor(deps, config, claims);
  return { user, returnTo: safeReturnTo(pending.returnTo) };
}
