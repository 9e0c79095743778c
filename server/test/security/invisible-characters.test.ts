import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasInvisibleFormat } from '../../src/shared/validation/invisible-format.js';
import { grantOdance, person, type Person } from '../support/factories.js';
import { newKey, TRANSFER } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 17 item 10: invisible format characters in text people type are VALIDATION_FAILED `invalid`.
describe('hasInvisibleFormat', () => {
  it('finds bidirectional overrides and zero-width characters, and allows a joiner inside an emoji sequence', () => {
    expect(hasInvisibleFormat('li\u202eve')).toBe(true); // RIGHT-TO-LEFT OVERRIDE: "evil" displayed as "live"
    expect(hasInvisibleFormat('Zo\u200be')).toBe(true); // ZERO WIDTH SPACE
    expect(hasInvisibleFormat('a\u200db')).toBe(true); // a joiner between letters
    expect(hasInvisibleFormat('\ufeffAna')).toBe(true); // BOM
    expect(hasInvisibleFormat('Zoë Núñez 💃🏽')).toBe(false);
    expect(hasInvisibleFormat('👩\u200d💻 and 🏳️\u200d🌈')).toBe(false);
    expect(hasInvisibleFormat('مرحبا Ana')).toBe(false);
  });
});

describe('every input refuses them', () => {
  let app: TestApp;
  let ana: Person;
  beforeAll(async () => {
    app = await startTestApp();
    ana = await person(app);
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('in names, profiles and transfer messages, naming the field, and writes nothing', async () => {
    const names = await ana.client.graphql('mutation($input: UpdateAccountInput!) { updateAccount(input: $input) { firstName } }', {
      input: { firstName: 'An\u202ea', lastName: 'B' },
    });
    expect(names.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'firstName', reason: 'invalid' } });
    const profile = await ana.client.post('/api/profile/dancer', { firstName: 'Zo\u200be', lastName: 'Núñez' });
    expect(profile.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'firstName', reason: 'invalid' } });
    const ben = await person(app);
    await grantOdance(app, ana.id, 10);
    const transfer = await ana.client.graphql(TRANSFER, { input: { recipientId: ben.id, amount: 1, message: 'thanks\u2066', idempotencyKey: newKey() } });
    expect(transfer.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'message', reason: 'invalid' } });
    const ok = await ana.client.graphql(TRANSFER, { input: { recipientId: ben.id, amount: 1, message: 'gracias 👩\u200d💻', idempotencyKey: newKey() } });
    expect(ok.errors).toBeUndefined();
  });
});
