import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOAuthKeys, rotateOAuthKeys } from '../../src/modules/oauth/oauth-keys.js';
import { oauthClient, person } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// PRODUCT.md §12, issue 34 item 4: two replicas on one database; a rotation is published first and signs later,
// so a sign-in whose steps cross replicas never meets a key the other replica cannot verify.
const APP_URL = 'http://odance.test';
let a: TestApp;
let b: TestApp;
let clientId: string;
beforeAll(async () => {
  a = await startTestApp({ APP_URL, OAUTH_KEYS_REFRESH_MS: '200' });
  b = await startTestApp({ APP_URL, OAUTH_KEYS_REFRESH_MS: '200' }, a.databaseUrl);
  clientId = (await oauthClient(await person(a, { role: 'admin' }))).client.clientId;
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
});

const authorize = () =>
  `/oauth/auth?${new URLSearchParams({
    client_id: clientId,
    redirect_uri: 'http://127.0.0.1/callback',
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString()}`;

/** A sign-in started on one replica (its signed interaction cookie) and continued on the other: the status there. */
async function crossReplicaStep(from: TestApp, to: TestApp): Promise<number> {
  const start = await fetch(`${from.url}${authorize()}`, { redirect: 'manual' });
  expect(start.status).toBe(303);
  const uid = new URL(start.headers.get('location')!, APP_URL).pathname.split('/').pop();
  const cookie = start.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return (await fetch(`${to.url}/oauth/interaction/${uid}/details`, { headers: { cookie } })).status;
}

async function publishedKids(app: TestApp): Promise<string[]> {
  const metadata = (await (await fetch(`${app.url}/oauth/.well-known/openid-configuration`)).json()) as { jwks_uri: string };
  const jwks = (await (await fetch(`${app.url}${new URL(metadata.jwks_uri).pathname}`)).json()) as { keys: Array<{ kid: string }> };
  return jwks.keys.map((key) => key.kid);
}

describe('OAuth key rotation across two replicas', () => {
  it('publishes the new key on both replicas before either signs with it; no cross-replica step fails meanwhile', async () => {
    const [oldKid] = (await readOAuthKeys(a.container.dataSource))!.jwks.map((key) => key.kid as string);
    expect(await crossReplicaStep(a, b)).toBe(200);
    // Three seconds: many refresh periods (200 ms), room for slow samples on a busy machine.
    const signFrom = Date.now() + 3_000;
    const newKid = (await rotateOAuthKeys(a.container.dataSource, new Date(signFrom))).jwks[0]!.kid as string;
    // Each sample: when its JWKS reads began and ended (ms from signFrom), what both replicas published, and a
    // sign-in started on each and continued on the other.
    const seen: Array<{ from: number; to: number; a: string[]; b: string[]; steps: number[] }> = [];
    while (Date.now() < signFrom + 800) {
      const from = Date.now() - signFrom;
      const [kidsA, kidsB] = [await publishedKids(a), await publishedKids(b)];
      const to = Date.now() - signFrom;
      seen.push({ from, to, a: kidsA, b: kidsB, steps: [await crossReplicaStep(a, b), await crossReplicaStep(b, a)] });
      await sleep(50);
    }
    expect(seen.flatMap((s) => s.steps).filter((status) => status !== 200)).toEqual([]);
    // Before signFrom the old key signs everywhere (oidc-provider signs with the first key); the new one is
    // published on both replicas within a refresh period or two …
    for (const s of seen.filter((s) => s.to < 0)) expect([s.a[0], s.b[0]]).toEqual([oldKid, oldKid]);
    expect(seen.some((s) => s.to < 0 && s.a.includes(newKid) && s.b.includes(newKid)), JSON.stringify(seen)).toBe(true);
    // … and it signs on both once signFrom has passed and each has re-read the keys.
    for (const s of seen.filter((s) => s.from > 500)) expect([s.a, s.b]).toEqual([[newKid, oldKid], [newKid, oldKid]]);
    expect(await crossReplicaStep(b, a)).toBe(200);
  });

  it('a rotation is refused while the previous one is still being published', async () => {
    await rotateOAuthKeys(a.container.dataSource, new Date(Date.now() + 60_000));
    await expect(rotateOAuthKeys(a.container.dataSource, new Date())).rejects.toThrow(/sign from .*rotate again after that/);
  });

  it('what the two phases prevent: a replica that signs with a key the other has not read breaks sign-ins across them', async () => {
    // A third replica that re-reads the keys only hourly, and a key that signs at once (a one-phase rotation).
    const slow = await startTestApp({ APP_URL, OAUTH_KEYS_REFRESH_MS: '3600000' }, a.databaseUrl);
    try {
      await a.container.dataSource.query(`UPDATE oauth_payload SET payload = payload - 'signFrom' WHERE model = 'ServerKeys'`);
      await sleep(500);
      await rotateOAuthKeys(a.container.dataSource, new Date());
      await sleep(600);
      expect(await crossReplicaStep(a, slow)).toBe(404);
    } finally {
      await slow.stop();
    }
  });
});
