import type { IncomingMessage } from 'node:http';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OAuth2Server } from 'oauth2-mock-server';
import { generate } from 'otplib';
import sharp from 'sharp';
import Stripe from 'stripe';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, person, signIn, uniqueName, type Person } from '../support/factories.js';
import { FakeStripe } from '../support/fake-stripe.js';
import { HttpClient, type TestResponse } from '../support/http-client.js';
import { SmtpSink, tokenFromMail } from '../support/smtp-sink.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The OpenAPI document (GET /api/openapi.json) against the server's REAL answers: every documented operation is
// called (its success and a refusal), and each JSON body is validated with the JSON Schema the document gives for
// that status (OpenAPI 3.1's dialect is JSON Schema 2020-12: ajv's). An answer whose shape differs from the document
// fails here; the last test fails when an operation was not called at all.
const APP_URL = 'http://odance.test';
const WEBHOOK_SECRET = 'whsec_test_openapi_answers';
const smtp = new SmtpSink();
const stripe = new FakeStripe();
const google = new OAuth2Server();
let googleUser: Record<string, unknown> = {};
let app: TestApp;
let doc: { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

beforeAll(async () => {
  await smtp.start();
  await stripe.start();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  google.service.on('beforeUserinfo', (response: { statusCode: number; body: unknown }, _req: IncomingMessage) => {
    response.statusCode = 200;
    response.body = googleUser;
  });
  const issuer = google.issuer.url!;
  app = await startTestApp({
    APP_URL,
    SMTP_URL: smtp.url,
    GOOGLE_CLIENT_ID: 'odance-test-client',
    GOOGLE_CLIENT_SECRET: 'odance-test-secret',
    GOOGLE_AUTH_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  const res = await fetch(`${app.url}/api/openapi.json`);
  doc = (await res.json()) as typeof doc;
  ajv.addSchema(doc, 'openapi.json');
});
afterAll(async () => {
  await app?.stop();
  await google.stop();
  await stripe.stop();
  await smtp.stop();
});

/** Which (operation, status) pairs were checked: "POST /auth/signup" → statuses. */
const checked = new Map<string, Set<number>>();
const validators = new Map<string, ValidateFunction>();

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Validates a real answer against the document: the operation's response for that status (or `default`), its
 * media type, and for JSON the body against the schema. Returns the response for the test's own assertions.
 */
function conforms(operation: string, res: TestResponse, expectedStatus: number): TestResponse {
  expect(res.status, `${operation}: ${res.text.slice(0, 300)}`).toBe(expectedStatus);
  const [method = '', expressPath = ''] = operation.split(' ');
  const path = expressPath.replace(/:([a-zA-Z]+)/g, '{$1}');
  const documented = doc.paths[path]?.[method.toLowerCase()];
  assert(documented, `${operation} is documented`);
  const status = String(res.status) in documented.responses ? String(res.status) : 'default';
  const response = documented.responses[status];
  assert(response, `${operation} documents ${res.status}`);
  if (!response.content) {
    expect(res.text, `${operation} ${res.status} has no body`).toBe('');
  } else if (response.content['text/csv']) {
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  } else {
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const ref = `openapi.json#/${pointer('paths', path, method.toLowerCase(), 'responses', status, 'content', 'application/json', 'schema')}`;
    let validate = validators.get(ref);
    if (!validate) validators.set(ref, (validate = ajv.getSchema(ref)!));
    expect(validate, ref).toBeDefined();
    const valid = validate(res.body);
    expect(valid, `${operation} ${res.status} differs from the document: ${JSON.stringify(validate.errors)}\n${res.text.slice(0, 500)}`).toBe(true);
  }
  (checked.get(operation) ?? checked.set(operation, new Set()).get(operation)!).add(res.status);
  return res;
}

const anonymous = () => new HttpClient(app.url);
let pngFile: Buffer;

async function upload(client: HttpClient, file: Buffer | null): Promise<TestResponse> {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/config.json');
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'tiny.png');
  const response = await fetch(`${app.url}/api/uploads`, {
    method: 'POST',
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')! },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, text, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

describe('the OpenAPI document against real answers', () => {
  it('sign-up, confirmation, resend, password reset, sign-in and sign-out', async () => {
    const client = anonymous();
    const email = `answers-${Date.now()}@example.com`;
    conforms('POST /auth/signup', await client.post('/api/auth/signup', { email, password: 'Dancing1!', firstName: 'Ana', lastName: 'Answer' }), 201);
    conforms('POST /auth/signup', await client.post('/api/auth/signup', { email: 'not an address', password: 'x', firstName: '', lastName: '' }), 400);
    const token = tokenFromMail(await smtp.nextMailTo(email), `${APP_URL}/auth/email-confirmation`);
    conforms('POST /auth/email/confirm', await client.post('/api/auth/email/confirm', { token }), 200);
    conforms('POST /auth/email/confirm', await client.post('/api/auth/email/confirm', { token }), 200);
    conforms('POST /auth/email/confirm', await client.post('/api/auth/email/confirm', { token: 'never-issued' }), 400);
    conforms('POST /auth/email/resend', await client.post('/api/auth/email/resend', { email: `nobody-${Date.now()}@example.com` }), 200);
    conforms('POST /auth/email/resend', await client.post('/api/auth/email/resend', {}), 400);

    conforms('POST /auth/signin', await client.post('/api/auth/signin', { email, password: 'wrong-password' }), 401);
    conforms('POST /auth/signin', await client.post('/api/auth/signin', { email, password: 'Dancing1!' }), 200);
    conforms('DELETE /auth/signout', await client.delete('/api/auth/signout'), 204);

    conforms('POST /auth/password/reset', await client.post('/api/auth/password/reset', { email }), 200);
    conforms('POST /auth/password/reset', await client.post('/api/auth/password/reset', { email: 42 }), 400);
    const reset = tokenFromMail(await smtp.nextMailTo(email), `${APP_URL}/auth/password-reset`);
    conforms('POST /auth/password/reset/set', await client.post('/api/auth/password/reset/set', { token: 'never-issued', password: 'Dancing2!' }), 400);
    conforms('POST /auth/password/reset/set', await client.post('/api/auth/password/reset/set', { token: reset, password: 'Dancing2!' }), 200);
  });

  it('Google sign-in, and its second step for an account with a second factor', async () => {
    const browser = anonymous();
    const stamp = Date.now();
    googleUser = { sub: `google-answers-${stamp}`, email: `lola-${stamp}@gmail.test`, email_verified: true, given_name: 'Lola', family_name: 'Flores', name: 'Lola Flores' };
    const signInWithGoogle = async () => {
      const url = conforms('GET /auth/sso/google/url', await browser.get('/api/auth/sso/google/url'), 200).body.url as string;
      const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
      return browser.post('/api/auth/sso/google/callback', { code: back.searchParams.get('code'), state: back.searchParams.get('state') });
    };
    conforms('POST /auth/sso/google/callback', await browser.post('/api/auth/sso/google/callback', { code: 'made-up', state: 'made-up' }), 400);
    conforms('POST /auth/sso/google/callback', await signInWithGoogle(), 200);

    // A second factor on this Google account: its next Google sign-in stops at the second step.
    const { secret } = (await browser.graphql('mutation { beginTotpEnrolment { secret } }')).data!.beginTotpEnrolment;
    const enrolled = await browser.graphql('mutation($code: String!) { confirmTotpEnrolment(code: $code) { recoveryCodes } }', { code: await generate({ secret }) });
    expect(enrolled.errors).toBeUndefined();
    const recoveryCode = (enrolled.data!.confirmTotpEnrolment.recoveryCodes as string[])[0];
    await browser.delete('/api/auth/signout');
    const stopped = conforms('POST /auth/sso/google/callback', await signInWithGoogle(), 401);
    expect(stopped.body).toMatchObject({ code: 'AUTH_SECOND_FACTOR_REQUIRED', params: { pendingSignIn: expect.any(String) } });
    const pendingSignIn = stopped.body.params.pendingSignIn as string;
    conforms('POST /auth/signin/second-factor', await browser.post('/api/auth/signin/second-factor', { pendingSignIn: 'x'.repeat(201) }), 400);
    conforms('POST /auth/signin/second-factor', await browser.post('/api/auth/signin/second-factor', { pendingSignIn, recoveryCode }), 200);
  });

  it('passkey sign-in: its options and the sign-in', async () => {
    const account = await createAccount(app);
    const owner = await signIn(app, account);
    const authenticator = new SoftwareAuthenticator('odance.test', APP_URL);
    const begin = await owner.graphql('mutation { beginPasskeyEnrolment { options } }');
    const enrolment = JSON.parse(begin.data!.beginPasskeyEnrolment.options as string);
    const confirmed = await owner.graphql('mutation($name: String!, $response: String!) { confirmPasskeyEnrolment(name: $name, response: $response) { recoveryCodes } }', {
      name: 'Laptop',
      response: JSON.stringify(authenticator.register(enrolment)),
    });
    expect(confirmed.errors).toBeUndefined();

    const browser = anonymous();
    const options = conforms('POST /auth/signin/passkey/options', await browser.post('/api/auth/signin/passkey/options', {}), 200).body.options;
    // A made-up bearer token where the browser's cookie belongs: refused as no credential.
    conforms('POST /auth/signin/passkey/options', await anonymous().request('POST', '/api/auth/signin/passkey/options', {}, { authorization: 'Bearer odp_made-up' }), 401);
    conforms('POST /auth/signin/passkey', await browser.post('/api/auth/signin/passkey', { passkey: 'not an assertion' }), 400);
    conforms('POST /auth/signin/passkey', await browser.post('/api/auth/signin/passkey', { passkey: authenticator.assert(options) }), 200);
  });

  it('the Stripe webhook', async () => {
    const body = JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type: 'customer.created', data: { object: {} }, created: Math.floor(Date.now() / 1000), livemode: false });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    const deliver = async (sig: string) => {
      const res = await fetch(`${app.url}/api/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': sig }, body });
      const text = await res.text();
      return { status: res.status, text, body: JSON.parse(text), headers: res.headers };
    };
    conforms('POST /webhooks/stripe', await deliver(signature), 200);
    conforms('POST /webhooks/stripe', await deliver('t=1,v1=forged'), 400);
  });

  it('profiles: lists, one, the main one, create, update, delete, uploads', async () => {
    const owner = await person(app);
    conforms('GET /profile/main', await owner.client.get('/api/profile/main'), 404);
    const created = conforms('POST /profile/:type', await owner.client.post('/api/profile/school', { name: uniqueName('Answers'), country: 'DE', danceStyles: ['ballet'] }), 201).body;
    conforms('POST /profile/:type', await owner.client.post('/api/profile/school', { name: '' }), 400);
    const dancer = conforms('POST /profile/:type', await owner.client.post('/api/profile/dancer', { firstName: 'Ada', lastName: 'Answer', schools: [{ id: created.id, name: created.name }] }), 201).body;
    conforms('GET /profile/main', await owner.client.get('/api/profile/main'), 200);

    conforms('GET /profiles', await anonymous().get('/api/profiles?pageSize=5'), 200);
    conforms('GET /profiles', await anonymous().get('/api/profiles?pageSize=100000'), 400);
    conforms('GET /profile/:type', await anonymous().get('/api/profile/dancer?pageSize=5'), 200);
    conforms('GET /profile/:type', await anonymous().get('/api/profile/juggler'), 404);
    conforms('GET /profiles/own', await owner.client.get('/api/profiles/own'), 200);
    conforms('GET /profiles/own', await anonymous().get('/api/profiles/own'), 401);
    conforms('GET /profile/:type/:id', await anonymous().get(`/api/profile/dancer/${dancer.id}`), 200);
    conforms('GET /profile/:type/:id', await anonymous().get(`/api/profile/dancer/${crypto.randomUUID()}`), 404);

    conforms('PUT /profile/:type/:id', await owner.client.put(`/api/profile/school/${created.id}`, { name: uniqueName('Renamed'), bio: 'Ballet since 1990' }), 200);
    conforms('PUT /profile/:type/:id', await (await person(app)).client.put(`/api/profile/school/${created.id}`, { name: 'Not mine' }), 403);
    conforms('DELETE /profile/:type/:id', await owner.client.delete(`/api/profile/school/${created.id}`), 200);
    conforms('DELETE /profile/:type/:id', await owner.client.delete(`/api/profile/school/${created.id}`), 404);

    pngFile ??= await sharp({ create: { width: 4, height: 3, channels: 3, background: '#0a8' } }).png().toBuffer();
    conforms('POST /uploads', await upload(owner.client, pngFile), 201);
    conforms('POST /uploads', await upload(owner.client, null), 400);
    conforms('POST /uploads', await upload(anonymous(), pngFile), 401);
  });

  it('the account: data, names, password, address change and its undo, search, erasure', async () => {
    const me = await person(app, { firstName: 'Sam', lastName: 'Searchable', authMethod: 'email' });
    conforms('GET /account/data', await me.client.get('/api/account/data'), 200);
    conforms('GET /account/data', await anonymous().get('/api/account/data'), 401);
    conforms('PUT /account/data', await me.client.put('/api/account/data', { firstName: 'Samuel', lastName: 'Searchable', mailOnTransferReceived: false }), 200);
    conforms('PUT /account/data', await me.client.put('/api/account/data', { firstName: '', lastName: 'Searchable' }), 400);

    conforms('POST /account/password', await me.client.post('/api/account/password', { currentPassword: 'wrong-one!', newPassword: 'Dancing3!' }), 400);
    conforms('POST /account/password', await me.client.post('/api/account/password', { currentPassword: me.account.password, newPassword: 'Dancing3!' }), 200);
    // Its notice first, so the next mail to the old address is the change's.
    expect((await smtp.nextMailTo(me.account.email)).raw).toMatch(/Subject: Your password was changed/);
    const newEmail = `moved-${Date.now()}@example.com`;
    conforms('POST /account/email', await me.client.post('/api/account/email', { newEmail: 'nope', password: 'Dancing3!' }), 400);
    conforms('POST /account/email', await me.client.post('/api/account/email', { newEmail, password: 'Dancing3!' }), 202);
    const confirm = tokenFromMail(await smtp.nextMailTo(newEmail), `${APP_URL}/auth/email-change`);
    const undo = tokenFromMail(await smtp.nextMailTo(me.account.email), `${APP_URL}/auth/email-change/undo`);
    conforms('POST /auth/email/change/confirm', await anonymous().post('/api/auth/email/change/confirm', { token: 'never-issued' }), 400);
    conforms('POST /auth/email/change/confirm', await anonymous().post('/api/auth/email/change/confirm', { token: confirm }), 200);
    conforms('POST /auth/email/change/undo', await anonymous().post('/api/auth/email/change/undo', { token: 'never-issued' }), 400);
    conforms('POST /auth/email/change/undo', await anonymous().post('/api/auth/email/change/undo', { token: undo }), 200);

    const searcher = await person(app);
    const found = conforms('GET /accounts/search', await searcher.client.get('/api/accounts/search?name=Searchable'), 200).body;
    expect(found.accounts.length).toBeGreaterThan(0);
    conforms('GET /accounts/search', await anonymous().get('/api/accounts/search?name=Searchable'), 401);

    const leaving: Person = await person(app, { authMethod: 'email' });
    conforms('DELETE /account', await leaving.client.delete('/api/account', { password: 'not-the-password' }), 400);
    conforms('DELETE /account', await leaving.client.delete('/api/account', { password: leaving.account.password }), 204);
  });

  it('the document itself and the admin exports', async () => {
    conforms('GET /openapi.json', await anonymous().get('/api/openapi.json'), 200);
    const admin = await person(app, { role: 'admin' });
    const member = await person(app);
    await createAccount(app);
    for (const path of ['/admin/exports/transfers.csv', '/admin/exports/payments.csv']) {
      conforms(`GET ${path}`, await admin.client.get(`/api${path}`), 200);
      conforms(`GET ${path}`, await member.client.get(`/api${path}`), 403);
    }
    conforms('GET /admin/exports/transfers.csv', await admin.client.get('/api/admin/exports/transfers.csv?amountFrom=-5'), 400);
    // The member's own history as CSV: theirs to export; without a session, refused; a bad filter, refused.
    conforms('GET /account/exports/transfers.csv', await member.client.get('/api/account/exports/transfers.csv'), 200);
    conforms('GET /account/exports/transfers.csv', await anonymous().get('/api/account/exports/transfers.csv'), 401);
    conforms('GET /account/exports/transfers.csv', await member.client.get('/api/account/exports/transfers.csv?kind=stolen'), 400);
  });

  it('the check has teeth: an answer with a field the document lacks, or missing one it requires, fails', async () => {
    const me = await person(app);
    const user = conforms('GET /account/data', await me.client.get('/api/account/data'), 200).body;
    const validate = ajv.getSchema('openapi.json#/components/schemas/User')!;
    expect(validate(user)).toBe(true);
    expect(validate({ ...user, nickname: 'extra' })).toBe(false);
    const { mainProfile: _dropped, ...withoutMainProfile } = user;
    expect(validate(withoutMainProfile)).toBe(false);
    expect(validate({ ...user, balance: { odance: '12' } })).toBe(false);
  });

  it('every documented operation was called: a success and a refusal, each matching the document', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{([a-zA-Z]+)\}/g, ':$1')}`));
    expect(operations.length).toBeGreaterThan(25);
    // The document itself answers to anyone and takes nothing: it has no refusal of its own to provoke.
    const noSimpleRefusal = new Set(['GET /openapi.json', 'DELETE /auth/signout', 'GET /auth/sso/google/url']);
    for (const operation of operations) {
      const statuses = [...(checked.get(operation) ?? [])];
      expect(statuses.some((status) => status < 300), `${operation}: a success was checked`).toBe(true);
      if (!noSimpleRefusal.has(operation)) expect(statuses.some((status) => status >= 400), `${operation}: a refusal was checked`).toBe(true);
    }
  });
});
