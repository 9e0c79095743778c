import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { ExploreProfilesDocument } from '../../gql/graphql';
import { GraphQLFetchContext, type GraphQLFetch } from './graphql-fetch';
import { answerKey, primeAnswers, useGraphQLQuery } from './use-graphql-query';

const variables = { page: 1, pageSize: 24 };
const page = (total: number) => ({ profiles: { total, totalIsCapped: false, page: 1, pageSize: 24, profiles: [] } });

function setUp(answer: unknown) {
  const graphql = vi.fn(() => Promise.resolve(structuredClone(answer))) as unknown as GraphQLFetch & Mock<() => Promise<unknown>>;
  const wrapper = ({ children }: { children: ReactNode }) => <GraphQLFetchContext.Provider value={graphql}>{children}</GraphQLFetchContext.Provider>;
  let renders = 0;
  const useExplore = () => {
    renders += 1;
    return useGraphQLQuery(ExploreProfilesDocument, variables);
  };
  return { graphql, wrapper, hook: useExplore, renders: () => renders };
}

// The server draws a visitor's first screen with answers the page carries (server/src/modules/public-pages/first-screen.ts).
describe('useGraphQLQuery with an answer the page came with', () => {
  it('shows it as current, not loading, and asks again without changing what is shown when the answer is the same', async () => {
    const { graphql, wrapper, hook, renders } = setUp(page(7));
    // The server answers when the test says: the renders are counted before the answer is in, not after.
    let answer!: () => void;
    const answered = new Promise<unknown>((resolve) => (answer = () => resolve(page(7))));
    graphql.mockImplementationOnce(() => answered);
    primeAnswers(graphql, { [answerKey(ExploreProfilesDocument, variables)]: page(7) });
    const { result } = renderHook(hook, { wrapper });
    const first = result.current.data;
    expect(result.current.loading).toBe(false);
    expect(first?.profiles.total).toBe(7);
    await waitFor(() => expect(graphql).toHaveBeenCalledTimes(1));
    const rendersAfterAsking = renders();
    // act returns once the answer is in and whatever it renders has rendered (the transition included).
    await act(async () => {
      answer();
      await answered;
    });
    expect(result.current.data).toBe(first);
    expect(result.current.loading).toBe(false);
    expect(renders()).toBe(rendersAfterAsking);
  });

  it('shows the new answer when it differs, without a loading state in between', async () => {
    const { graphql, wrapper, hook } = setUp(page(8));
    primeAnswers(graphql, { [answerKey(ExploreProfilesDocument, variables)]: page(7) });
    const seen: Array<[number | undefined, boolean]> = [];
    const { result } = renderHook(
      () => {
        const state = hook();
        seen.push([state.data?.profiles.total, state.loading]);
        return state;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.profiles.total).toBe(8));
    expect(seen.every(([, loading]) => !loading)).toBe(true);
    expect(seen[0]![0]).toBe(7);
  });

  it('without one, is loading until the server answers', async () => {
    const { wrapper, hook } = setUp(page(3));
    const { result } = renderHook(hook, { wrapper });
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, data: page(3) }));
  });
});
