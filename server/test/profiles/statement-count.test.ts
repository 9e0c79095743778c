import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, signedInClient } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  app = await startTestApp();
  const { client } = await signedInClient(app);
  const school = await createProfile(client, 'school');
  const trainer = await createProfile(client, 'trainer');
  // 120 profiles, each with affiliations (linked and free text) and achievements.
  for (let i = 0; i < 120; i++) {
    await createProfile(client, 'dancer', {
      schools: [{ id: school.id }, { name: `Free ${i}` }],
      trainers: [{ id: trainer.id }],
      achievements: [
        { place: 1, eventName: 'Cup', date: '2020-01-01', isTop: true },
        { place: 2, eventName: 'Open', date: '2021-01-01' },
      ],
    });
  }
  // Every statement the server sends through TypeORM, profile-related ones kept (sessions, mail sweeps are not ours).
  const logger = app.container.dataSource.logger;
  const original = logger.logQuery.bind(logger);
  logger.logQuery = (query, parameters, runner) => {
    if (/profile/i.test(query)) statements.push(query);
    return original(query, parameters, runner);
  };
});
afterAll(async () => app?.stop());

async function countStatements(run: () => Promise<unknown>): Promise<number> {
  statements = [];
  await run();
  return statements.length;
}

const LIST = `query($pageSize: Int) {
  profiles(pageSize: $pageSize, filter: { type: [dancer] }) {
    total
    profiles { id displayName owner { id } schools { id name } trainers { name } federations { name } formations { name } partners { name } achievements { place date isTop } }
  }
}`;

describe('statements per list request do not grow with the page size', () => {
  it('GraphQL: the same count at 10 and 100 profiles (DataLoader batches owners’ children)', async () => {
    const client = new HttpClient(app.url);
    let ten = 0;
    const small = await countStatements(async () => {
      const res = await client.graphql(LIST, { pageSize: 10 });
      ten = res.data?.profiles.profiles.length;
      expect(res.data?.profiles.profiles[0].achievements).toHaveLength(2);
    });
    let hundred = 0;
    const large = await countStatements(async () => {
      const res = await client.graphql(LIST, { pageSize: 100 });
      hundred = res.data?.profiles.profiles.length;
      expect(res.data?.profiles.profiles[99].schools).toHaveLength(2);
    });
    expect([ten, hundred]).toEqual([10, 100]);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(4); // page, count, affiliations, achievements
  });

  it('REST: the same count at 10 and 100 profiles', async () => {
    const client = new HttpClient(app.url);
    const small = await countStatements(() => client.get('/api/profile/dancer?pageSize=10'));
    const large = await countStatements(async () => expect((await client.get('/api/profile/dancer?pageSize=100')).body.profiles).toHaveLength(100));
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(4);
  });
});
