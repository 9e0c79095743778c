import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, person, signedInClient, type Person } from '../support/factories.js';
import type { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Affiliations both ways (PRODUCT.md §15): a link to an organisation is a request its owner answers.
let app: TestApp;
let member: Person;
let schoolOwner: Person;
let stranger: Person;
let admin: HttpClient;
beforeAll(async () => {
  app = await startTestApp();
  [member, schoolOwner, stranger] = await Promise.all([person(app), person(app), person(app)]);
  ({ client: admin } = await signedInClient(app, { role: 'admin' }));
});
afterAll(async () => app?.stop());

const REQUESTS = 'query { affiliationRequests { id list status member { id displayName } organisation { id displayName } } }';
const ANSWER = 'mutation($id: ID!, $accept: Boolean!) { answerAffiliationRequest(id: $id, accept: $accept) { id status member { id } organisation { id } } }';
const MEMBERS = 'query($id: ID!) { profile(type: school, id: $id) { members { id displayName } } }';
const NOTIFICATIONS = 'query { notifications(pageSize: 20) { notifications { kind title link } } }';

async function requestsOf(client: HttpClient) {
  const res = await client.graphql(REQUESTS);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.affiliationRequests as Array<{ id: string; list: string; status: string; member: { id: string; displayName: string }; organisation: { id: string } }>;
}

describe('affiliation requests', () => {
  it('a dancer linking a school asks its owner, who is notified, accepts, and then lists the dancer as a member', async () => {
    const school = await createProfile(schoolOwner.client, 'school');
    const dancer = await createProfile(member.client, 'dancer', { firstName: 'Nora', lastName: 'Núñez', schools: [{ id: school.id }] });
    expect(dancer.schools).toEqual([{ id: school.id, name: school.displayName, status: 'pending' }]);

    const notifications = (await schoolOwner.client.graphql(NOTIFICATIONS)).data?.notifications.notifications;
    expect(notifications).toContainEqual({ kind: 'affiliationRequested', title: 'Nora Núñez asks to be listed as a member', link: '/dashboard/affiliation-requests' });

    const [request] = (await requestsOf(schoolOwner.client)).filter((r) => r.organisation.id === school.id);
    assert(request, 'the pending request to the school');
    expect(request).toMatchObject({ list: 'schools', status: 'pending', member: { id: dancer.id, displayName: 'Nora Núñez' } });
    expect((await schoolOwner.client.graphql(MEMBERS, { id: school.id })).data?.profile.members).toEqual([]);

    const answered = await schoolOwner.client.graphql(ANSWER, { id: request.id, accept: true });
    expect(answered.errors).toBeUndefined();
    expect(answered.data?.answerAffiliationRequest).toEqual({ id: request.id, status: 'accepted', member: { id: dancer.id }, organisation: { id: school.id } });
    expect((await stranger.client.graphql(MEMBERS, { id: school.id })).data?.profile.members).toEqual([{ id: dancer.id, displayName: 'Nora Núñez' }]);
    expect((await member.client.get(`/api/profile/dancer/${dancer.id}`)).body.schools).toEqual([{ id: school.id, name: school.displayName, status: 'accepted' }]);
    expect(await requestsOf(schoolOwner.client)).not.toContainEqual(expect.objectContaining({ id: request.id }));
  });

  it('the request survives the member’s other edits (same id, same answer); removing the link ends membership', async () => {
    const school = await createProfile(schoolOwner.client, 'school');
    const dancer = await createProfile(member.client, 'dancer', { schools: [{ id: school.id }] });
    const [request] = (await requestsOf(schoolOwner.client)).filter((r) => r.organisation.id === school.id);
    assert(request, 'the pending request to the school');
    await member.client.put(`/api/profile/dancer/${dancer.id}`, { bio: 'New words', schools: [{ name: 'Free text' }, { id: school.id }] });
    expect((await requestsOf(schoolOwner.client)).filter((r) => r.organisation.id === school.id).map((r) => r.id)).toEqual([request.id]);
    await schoolOwner.client.graphql(ANSWER, { id: request.id, accept: true });
    await member.client.put(`/api/profile/dancer/${dancer.id}`, { bio: 'Again' });
    expect((await stranger.client.graphql(MEMBERS, { id: school.id })).data?.profile.members.map((m: { id: string }) => m.id)).toEqual([dancer.id]);
    await member.client.put(`/api/profile/dancer/${dancer.id}`, { schools: [] });
    expect((await stranger.client.graphql(MEMBERS, { id: school.id })).data?.profile.members).toEqual([]);
  });

  it('declined: not a member, and the member page shows the link as declined; the answer can change', async () => {
    const school = await createProfile(schoolOwner.client, 'school');
    const dancer = await createProfile(member.client, 'dancer', { schools: [{ id: school.id }] });
    const [request] = (await requestsOf(schoolOwner.client)).filter((r) => r.organisation.id === school.id);
    assert(request, 'the pending request to the school');
    expect((await schoolOwner.client.graphql(ANSWER, { id: request.id, accept: false })).data?.answerAffiliationRequest.status).toBe('declined');
    expect((await member.client.get(`/api/profile/dancer/${dancer.id}`)).body.schools).toEqual([{ id: school.id, name: school.displayName, status: 'declined' }]);
    expect((await stranger.client.graphql(MEMBERS, { id: school.id })).data?.profile.members).toEqual([]);
    expect((await schoolOwner.client.graphql(ANSWER, { id: request.id, accept: true })).data?.answerAffiliationRequest.status).toBe('accepted');
  });

  it('only the organisation’s owner or an admin answers; ids that are no request are NOT_FOUND', async () => {
    const school = await createProfile(schoolOwner.client, 'school');
    const trainer = await createProfile(schoolOwner.client, 'trainer');
    await createProfile(member.client, 'dancer', { schools: [{ id: school.id }], trainers: [{ id: trainer.id }] });
    const [request] = (await requestsOf(schoolOwner.client)).filter((r) => r.organisation.id === school.id);
    assert(request, 'the pending request to the school');
    for (const client of [member.client, stranger.client]) {
      expect((await client.graphql(ANSWER, { id: request.id, accept: true })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await requestsOf(stranger.client)).toEqual([]);
    expect((await schoolOwner.client.graphql(ANSWER, { id: '00000000-0000-4000-8000-000000000000', accept: true })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await schoolOwner.client.graphql(ANSWER, { id: 'nope', accept: true })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // A trainer is a person: that link is no request.
    const [trainerLink]: Array<{ id: string; status: string | null }> = await app.container.dataSource.query(
      'SELECT id, status FROM profile_affiliation WHERE linked_profile_id = $1',
      [trainer.id],
    );
    assert(trainerLink, 'the trainer link');
    expect(trainerLink.status).toBeNull();
    expect((await schoolOwner.client.graphql(ANSWER, { id: trainerLink.id, accept: true })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await admin.graphql(ANSWER, { id: request.id, accept: true })).data?.answerAffiliationRequest.status).toBe('accepted');
  });

  it('linking one’s own organisation needs no answer and notifies nobody', async () => {
    const formation = await createProfile(member.client, 'formation');
    const dancer = await createProfile(member.client, 'dancer', { formations: [{ id: formation.id }] });
    expect(dancer.formations).toEqual([{ id: formation.id, name: formation.displayName, status: 'accepted' }]);
    expect(await requestsOf(member.client)).toEqual([]);
    const members = await stranger.client.graphql('query($id: ID!) { profile(type: formation, id: $id) { members { id } } }', { id: formation.id });
    expect(members.data?.profile.members).toEqual([{ id: dancer.id }]);
  });
});
