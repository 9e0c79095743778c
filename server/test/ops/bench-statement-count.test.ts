import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, type Person } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// `npm run bench`'s listStatements asks the server (app/bench-hooks.ts) how many SQL statements one request made. A
// GraphQL request's statements run after its JSON body is read, in callbacks of the request's own events, which
// Node runs outside the context the count was started in: they went uncounted, and the figure read 0 / 0, "equal".
let app: TestApp;
let viewer: Person;
beforeAll(async () => {
  app = await startTestApp({ BENCH_BASELINE_ROUTE: 'true' });
  viewer = await person(app);
});
afterAll(() => app?.stop());

async function countedStatements(id: string, query: string): Promise<number | null> {
  const sent = await viewer.client.request('POST', '/graphql', { query }, { 'x-bench-count': id });
  expect(sent.body?.errors).toBeUndefined();
  const answer = await viewer.client.get(`/__bench/statements/${id}`);
  return (answer.body as { statements: number | null }).statements;
}

describe('the bench hooks’ statement count', () => {
  it('counts the statements a GraphQL request with a body makes', async () => {
    // `me` is one statement (server/test/ledger/round-trips.test.ts); a profiles page more than one.
    expect(await countedStatements('count-me', '{ me { id } }')).toBe(1);
    expect(await countedStatements('count-list', '{ profiles(pageSize: 10) { total profiles { id } } }')).toBeGreaterThan(1);
  });
});
