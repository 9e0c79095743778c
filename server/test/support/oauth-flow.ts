import { createServer } from 'node:net';
import * as oidc from 'openid-client';
import { expect } from 'vitest';
import type { HttpClient } from './http-client.js';
import type { Person } from './factories.js';

/**
 * A partner's side of the OAuth code flow against our provider (modules/oauth/README.md), with a real certified
 * client (openid-client) and a browser's cookie session for the web app's sign-in and consent steps.
 */
export class OAuthFlow {
  constructor(readonly issuer: URL) {}

  clientConfig(clientId: string, secret?: string | null): Promise<oidc.Configuration> {
    return oidc.discovery(this.issuer, clientId, undefined, secret ? oidc.ClientSecretBasic(secret) : oidc.None(), { execute: [oidc.allowInsecureRequests] });
  }

  pathOf(url: string): string {
    const parsed = new URL(url, this.issuer);
    return parsed.pathname + parsed.search;
  }

  /** The authorization request with PKCE for a loopback redirect (a native app, RFC 8252). */
  async authorizationUrl(clientId: string, scope: string, port = 53_123) {
    const config = await this.clientConfig(clientId);
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `http://127.0.0.1:${port}/callback`,
      scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      prompt: 'consent',
    });
    return { config, url, verifier, state };
  }

  /**
   * The browser part of the code flow: the authorization request, the web app's interaction calls (sign-in with
   * the oDance session, then Allow or Deny), and the provider's redirects, until it sends the browser to the app.
   */
  async authorize(browser: HttpClient, authorizationUrl: URL, decision: 'allow' | 'deny' = 'allow'): Promise<{ callback: URL; consentShown: Record<string, any> | null }> {
    let location = authorizationUrl.pathname + authorizationUrl.search;
    let consentShown: Record<string, any> | null = null;
    for (let step = 0; step < 12; step += 1) {
      const res = await browser.get(location);
      expect([302, 303], `${location}: ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
      const target = new URL(res.headers.get('location')!, this.issuer);
      if (target.origin !== this.issuer.origin) return { callback: target, consentShown };
      const interaction = /^\/oauth\/interaction\/([^/]+)$/.exec(target.pathname);
      if (!interaction) {
        location = target.pathname + target.search;
        continue;
      }
      const details = await browser.get(`${target.pathname}/details`);
      expect(details.status, details.text).toBe(200);
      if (details.body.redirectTo) {
        location = this.pathOf(details.body.redirectTo);
        continue;
      }
      expect(details.body.prompt).toBe('consent');
      consentShown = details.body;
      const answer = await browser.post(`${target.pathname}/${decision === 'allow' ? 'confirm' : 'abort'}`);
      expect(answer.status, answer.text).toBe(200);
      location = this.pathOf(answer.body.redirectTo);
    }
    throw new Error('the authorization flow did not reach the app');
  }

  /** A whole sign-in with an app: its configuration, the tokens it got and what the consent page showed. */
  async signIn(user: Pick<Person, 'client'>, clientId: string, scope: string, options: { secret?: string | null; port?: number } = {}) {
    const config = await this.clientConfig(clientId, options.secret);
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `http://127.0.0.1:${options.port ?? 53_123}/callback`,
      scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      prompt: 'consent',
    });
    const { callback, consentShown } = await this.authorize(user.client, url);
    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
    return { config, tokens, consentShown };
  }
}

/** A GraphQL answer's errors: non-empty when present (the GraphQL spec), so `errors?.[0]` is the first. */
export type GraphQLErrors = [{ extensions: Record<string, any> }, ...Array<{ extensions: Record<string, any> }>];

/** A bare API call: no cookies, no anti-forgery header, only the bearer token. */
export async function bearerGraphql(baseUrl: string, token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Record<string, any>;
  return { status: res.status, body, headers: res.headers, data: body.data, errors: body.errors as GraphQLErrors | undefined };
}

/** A free TCP port on loopback, for an app whose APP_URL must name its port before it starts (an OAuth issuer). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
