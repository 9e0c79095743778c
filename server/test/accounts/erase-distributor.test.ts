import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe('deleting a distributor account', () => {
  it('deactivates the distributor, keeping its record for collection', async () => {
    const { client: admin } = await signedInClient(app, { role: 'admin' });
    const { client, account } = await signedInClient(app);
    const created = await admin.graphql(
      'mutation($input: CreateDistributorInput!) { createDistributor(input: $input) { id active } }',
      { input: { accountId: account.id, creditLimit: 100, collectionLimit: 50, marginPercent: 10 } },
    );
    expect(created.data?.createDistributor.active).toBe(true);
    expect((await client.delete('/api/account', { password: account.password })).status).toBe(204);
    const after = await admin.graphql('query($id: ID!) { distributor(id: $id) { active } }', { id: created.data?.createDistributor.id });
    expect(after.data?.distributor).toEqual({ active: false });
  });
});
