import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import type { ProfileDetailsFieldsFragment } from '../../gql/graphql';

type Result = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
type Handler = (variables: Record<string, unknown>) => Result;

/** An Apollo client answering operations by name (after a tick, like a server), recording each call. */
export function mockApollo(handlers: Record<string, Handler>) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ name: operation.operationName ?? '', variables: operation.variables });
        const handler = handlers[operation.operationName ?? ''];
        const timer = setTimeout(() => {
          observer.next((handler ? handler(operation.variables) : { errors: [{ message: `no handler for ${operation.operationName}` }] }) as never);
          observer.complete();
        }, 0);
        return () => clearTimeout(timer);
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  return { client, calls, callsOf: (name: string) => calls.filter((call) => call.name === name) };
}

export function makeProfile(overrides: Partial<ProfileDetailsFieldsFragment> = {}): ProfileDetailsFieldsFragment & { __typename: 'Profile' } {
  return {
    __typename: 'Profile',
    id: '11111111-1111-4111-8111-111111111111',
    type: 'dancer',
    name: null,
    firstName: 'Ada',
    lastName: 'Dancer',
    displayName: 'Ada Dancer',
    avatar: null,
    photo: null,
    backgroundImage: null,
    bio: 'I dance.',
    country: 'AT',
    danceStyles: ['ballet'],
    socialLinks: {
      __typename: 'SocialLinks',
      facebook: null,
      instagram: 'https://www.instagram.com/ada',
      tiktok: null,
      x: null,
      website: null,
      youtube: null,
    },
    media: [],
    isMain: true,
    verified: false,
    canEdit: false,
    owner: { __typename: 'ProfileOwner', id: 'u1' },
    schools: [],
    federations: [],
    formations: [],
    trainers: [],
    partners: [],
    members: [],
    achievements: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  } as ProfileDetailsFieldsFragment & { __typename: 'Profile' };
}
