import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let startedIn = 0;
beforeAll(async () => {
  const started = Date.now();
  app = await startTestApp({ SEED_DEMO: 'true' });
  startedIn = Date.now() - started;
});
afterAll(async () => app?.stop());

describe('demo profiles seed', () => {
  it('fills an empty database with at least 40 profiles of every type, quickly', async () => {
    const rows: Array<{ type: string; count: string }> = await app.container.dataSource.query('SELECT type, count(*) FROM profile GROUP BY type');
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(Number(row.count)).toBeGreaterThanOrEqual(40);
    expect(startedIn).toBeLessThan(10_000); // the whole start; the seed itself logs its own time
  });

  it('gives them avatars that are served, styles, countries, affiliations and achievements', async () => {
    const client = new HttpClient(app.url);
    const page = await client.get('/api/profile/dancer?pageSize=100');
    expect(page.body.total).toBeGreaterThanOrEqual(40);
    const dancer = page.body.profiles.find((p: any) => p.schools.some((s: any) => s.id) && p.achievements.length > 0);
    expect(dancer).toBeTruthy();
    expect(dancer.danceStyles.length).toBeGreaterThan(0);
    expect(dancer.country).toMatch(/^[A-Z]{2}$/);
    const image = await fetch(app.url + dancer.avatar.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const linked = await client.get(`/api/profile/school/${dancer.schools.find((s: any) => s.id).id}`);
    expect(linked.status).toBe(200);
  });

  it('makes exactly one main profile per demo owner, and the owners can sign in', async () => {
    const owners: Array<{ mains: string }> = await app.container.dataSource.query(
      `SELECT count(*) FILTER (WHERE p.is_main) AS mains FROM account a JOIN profile p ON p.owner_id = a.id
       WHERE a.email LIKE 'demo-owner-%@odance.local' AND a.active AND a.email_confirmed_at IS NOT NULL GROUP BY a.id`,
    );
    expect(owners.length).toBeGreaterThanOrEqual(3);
    for (const owner of owners) expect(Number(owner.mains)).toBe(1);
    const res = await new HttpClient(app.url).post('/api/auth/signin', { email: 'demo-owner-1@odance.local', password: 'DemoOwner123!' });
    expect(res.status).toBe(200);
    expect(res.body.mainProfile).toMatchObject({ id: expect.any(String), avatar: { url: expect.stringMatching(/^\/media\//) } });
  });

  it('does not seed again into a database that has profiles', async () => {
    const before = await app.container.dataSource.query('SELECT count(*) FROM profile');
    const { seedDemoProfiles } = await import('../../src/modules/profiles/seed/demo-profiles.seed.js');
    await seedDemoProfiles(app.container);
    expect(await app.container.dataSource.query('SELECT count(*) FROM profile')).toEqual(before);
  });
});
