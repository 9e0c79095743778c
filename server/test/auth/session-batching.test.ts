import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/modules/auth/secure-token.js';
import { createAccount, grantOdance, person, sessionToken } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Session lookups that arrive in one turn of the event loop share one statement (Sessions.lookup). Each request
// must still get exactly its own viewer, and nothing may be answered from an earlier lookup.
let app: TestApp;
let lookups = 0;
beforeAll(async () => {
  app = await startTestApp();
  const logger = app.container.dataSource.logger;
  const original = logger.logQuery.bind(logger);
  logger.logQuery = (query, parameters, runner) => {
    if (/FROM session s/.test(query)) lookups += 1;
    return original(query, parameters, runner);
  };
});
afterAll(async () => app?.stop());

const requestWith = (token: string) => ({ cookies: { [app.container.config.authTokenName]: token } }) as unknown as Request;

describe('batched session lookups', () => {
  it('answers every request of one turn with its own viewer, from one statement', async () => {
    const accounts = await Promise.all(Array.from({ length: 6 }, () => createAccount(app, { authMethod: 'google' })));
    const tokens = await Promise.all(accounts.map((account) => sessionToken(app, account.id)));
    const expired = await sessionToken(app, accounts[0]!.id);
    await app.container.dataSource.query(`UPDATE session SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashToken(expired)]);
    const deactivated = await createAccount(app, { authMethod: 'google' });
    const deactivatedToken = await sessionToken(app, deactivated.id);
    await app.container.dataSource.query('UPDATE account SET active = false WHERE id = $1', [deactivated.id]);

    lookups = 0;
    // The same token twice, an unknown one, an expired one and a deactivated account's, all in one turn.
    const asked = [...tokens, tokens[2]!, 'not-a-session-token', expired, deactivatedToken];
    const viewers = await Promise.all(asked.map((token) => app.container.sessions.resolve(requestWith(token))));
    expect(viewers.map((viewer) => viewer?.id ?? null)).toEqual([...accounts.map((a) => a.id), accounts[2]!.id, null, null, null]);
    expect(lookups).toBe(1);
  });

  it('reads after each request arrived: a revoked session and a new balance are seen by the next lookup', async () => {
    const { account, client } = await person(app, { odance: 5 });
    expect((await client.graphql('{ me { id balance { odance } } }')).data?.me).toEqual({ id: account.id, balance: { odance: 5 } });
    await grantOdance(app, account.id, 1);
    expect((await client.graphql('{ me { balance { odance } } }')).data?.me.balance.odance).toBe(6);
    await app.container.dataSource.query('DELETE FROM session WHERE account_id = $1', [account.id]);
    expect((await client.graphql('{ me { id } }')).data?.me).toBeNull();
  });

  it('many concurrent signed-in requests over HTTP each get their own user and balance', async () => {
    const people = await Promise.all(
      Array.from({ length: 24 }, async (_, index) => ({ ...(await person(app, { odance: index + 1 })), balance: index + 1 })),
    );
    const anonymous = new HttpClient(app.url);
    const answers = await Promise.all([
      ...people.map((person) => person.client.graphql('{ me { id balance { odance } } }')),
      anonymous.graphql('{ me { id } }'),
    ]);
    expect(answers.map((answer) => answer.data?.me ?? null)).toEqual([...people.map((p) => ({ id: p.account.id, balance: { odance: p.balance } })), null]);
  });
});
