// A real OpenID provider for the single sign-on tests (oidc-provider, in this process): one confidential client,
// accounts by address with the claims the test gives, and its development sign-in and consent pages, which
// `signInAt` fills in as a browser would.
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider from 'oidc-provider';

export type Claims = Record<string, unknown>;

export async function startOidcProvider(options: { redirectUri: string; idTokenTtlS?: number }) {
  const accounts = new Map<string, Claims>();
  const clientId = 'dynacard-test';
  const clientSecret = 'a-client-secret-for-tests';
  // The issuer carries the port, known only once listening: listen first, then build the provider.
  const { createServer } = await import('node:http');
  let handler: ((req: never, res: never) => void) | undefined;
  /** Keys published instead of the signing ones (a JWKS that does not hold the key the tokens are signed with). */
  let published: { keys: JWK[] } | null = null;
  let tokenRequests = 0;
  const server = createServer((req, res) => {
    if (req.url === '/token') tokenRequests++;
    if (req.url === '/jwks' && published) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(published));
      return;
    }
    handler?.(req as never, res as never);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [options.redirectUri] }],
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, ...(accounts.get(sub) ?? { email: sub }) }),
    }),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'job_title'],
    },
    features: { devInteractions: { enabled: true } },
    // The claims go in the ID token itself, as Google and Entra ID send them.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { IdToken: options.idTokenTtlS ?? 3600, Interaction: 600, Session: 600, Grant: 600 },
  });
  // Quiet: the library warns about development-only defaults (keys, storage, pages), which is what a test wants.
  provider.on('server_error', () => {});
  handler = provider.callback() as never;
  return {
    issuer,
    clientId,
    clientSecret,
    /** Claims of the account that signs in as `sub` (its address by default). */
    setAccount: (sub: string, claims: Claims) => accounts.set(sub, claims),
    /** How many times the token endpoint was asked (a code exchanged). */
    tokenRequests: () => tokenRequests,
    /**
     * Publishes other RSA keys under the signing keys' ids (on), or the signing keys again (off): the ID tokens
     * are then signed with a key outside the JWKS the provider shows.
     */
    async publishOtherKeys(on: boolean) {
      if (!on) {
        published = null;
        return;
      }
      const real = (await (await fetch(`${issuer}/jwks`)).json()) as { keys: JWK[] };
      const keys: JWK[] = [];
      for (const key of real.keys.filter((k) => k.kty === 'RSA')) {
        const { publicKey } = await generateKeyPair('RS256', { extractable: true });
        keys.push({ ...(await exportJWK(publicKey)), kid: key.kid, use: key.use, alg: key.alg });
      }
      published = { keys };
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * Walks the provider's pages from the authorization address to the redirect back to us, signing in as `sub` and
 * consenting: a browser with its own cookies at the provider. Returns the address the provider sends back to.
 */
export async function signInAt(authorizationUrl: string, sub: string): Promise<string> {
  const jar = new Map<string, string>();
  const go = async (url: string, body?: Record<string, string>) => {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: body ? new URLSearchParams(body) : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 10; step++) {
    const res = await go(url);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (!next.startsWith(new URL(authorizationUrl).origin)) return next;
      url = next;
      continue;
    }
    // An interaction page: the login form first, then the consent form; both post back to the same address.
    const html = await res.text();
    const prompt = html.includes('name="prompt" value="consent"') ? 'consent' : 'login';
    const posted = await go(url, prompt === 'login' ? { prompt, login: sub, password: 'any' } : { prompt });
    url = new URL(posted.headers.get('location') ?? url, url).href;
    await posted.text();
  }
  throw new Error('the provider did not send the browser back');
}
