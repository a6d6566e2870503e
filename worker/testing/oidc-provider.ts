import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 with a random port, for driving the
 * whole sign-in over HTTP in tests. Its development login form accepts any login name as the
 * account id; `accounts` decides which claims that account has (unknown ids have no account).
 */
export async function startTestOidcProvider(options: {
  redirectUri: string;
  accounts: Map<string, TestAccountClaims>;
  /** Put the email and profile claims in the ID token too (by default they come only from userinfo). */
  claimsInIdToken?: boolean;
}) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'cakeday-test';
  const clientSecret = 'cakeday-test-secret-that-is-long-enough';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['cakeday-test-cookie-key'] },
    conformIdTokenClaims: !options.claimsInIdToken,
    async findAccount(_ctx, id) {
      const claims = options.accounts.get(id);
      if (!claims) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
export type TestOidcProvider = Awaited<ReturnType<typeof startTestOidcProvider>>;

/**
 * A minimal browser for the provider's pages: keeps cookies by name (the provider's cookie names
 * are unique, so paths can be ignored) and submits the development login and consent forms.
 */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  async get(url: string): Promise<Response> {
    return this.send(url, { method: 'GET' });
  }

  async send(url: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const cut = pair.indexOf('=');
      const name = pair.slice(0, cut).trim();
      const value = pair.slice(cut + 1).trim();
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /**
   * Follows the provider's redirects from `startUrl`, signing in as `login` and consenting, until
   * it is sent to `stopAt` (the app's callback); answers that final URL.
   */
  async signIn(startUrl: string, login: string, stopAt: string, options: { abort?: boolean } = {}): Promise<URL> {
    let next = startUrl;
    for (let step = 0; step < 20; step += 1) {
      if (next.startsWith(stopAt)) return new URL(next);
      const response = await this.get(next);
      const location = response.headers.get('location');
      if (location) {
        next = new URL(location, next).href;
        continue;
      }
      const html = await response.text();
      if (response.status !== 200) throw new Error(`Provider answered ${response.status} at ${next}: ${html.slice(0, 500)}`);
      if (options.abort) {
        const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
        if (!abort) throw new Error(`No abort link on ${next}`);
        next = new URL(decodeEntities(abort), next).href;
        continue;
      }
      next = await this.submitForm(next, html, { login, password: 'any password' });
    }
    throw new Error('Too many redirects at the test provider.');
  }

  private async submitForm(pageUrl: string, html: string, values: Record<string, string>): Promise<string> {
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    if (!form?.[1] || form[2] === undefined) throw new Error(`No form on ${pageUrl}: ${html.slice(0, 500)}`);
    const body = new URLSearchParams();
    for (const input of form[2].matchAll(/<input[^>]*>/g)) {
      const name = /name="([^"]*)"/.exec(input[0])?.[1];
      if (!name) continue;
      const value = /value="([^"]*)"/.exec(input[0])?.[1];
      body.set(name, values[name] ?? decodeEntities(value ?? ''));
    }
    const response = await this.send(new URL(decodeEntities(form[1]), pageUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    const location = response.headers.get('location');
    if (!location) throw new Error(`Form at ${pageUrl} answered ${response.status} without a redirect: ${(await response.text()).slice(0, 500)}`);
    return new URL(location, pageUrl).href;
  }
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
