import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { SearchAccountsDocument, type SearchAccountsQuery } from '../../gql/graphql';
import { toApiError } from '../api/api-error';

type SearchedAccount = SearchAccountsQuery['searchAccounts'][number];
/**
 * An account the picker shows or holds. What tells namesakes apart (namesake-hint.ts) comes with a search's
 * answer; an account set from elsewhere (a receive link, a filter in the address) may have only its name.
 */
export type FoundAccount = Pick<SearchedAccount, 'id' | 'firstName' | 'lastName' | 'avatar'> &
  Partial<Pick<SearchedAccount, 'mainProfileType' | 'country' | 'joinedAt'>>;

/** docs/web-app.md#dropdowns: typing lasts 500 ms after the last key, the loading indicator at least 400 ms. */
export const SEARCH_DEBOUNCE_MS = 500;
export const MIN_LOADING_MS = 400;

export type SearchPhase = 'idle' | 'typing' | 'loading' | 'done' | 'error';

export interface AccountSearch {
  phase: SearchPhase;
  /** The latest answer's accounts (kept while the next search types or loads). */
  accounts: FoundAccount[];
  /** The text those accounts answer. */
  answered: string;
  errorMessage: string | null;
}

interface Answer {
  query: string;
  accounts: FoundAccount[];
  errorMessage: string | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** Accounts whose name contains `text`: one request per settled text (500 ms), late answers ignored. */
export function useAccountSearch(text: string, { withOwn = false }: { withOwn?: boolean } = {}): AccountSearch {
  const client = useApolloClient();
  const query = text.trim();
  const [settled] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<Answer>({ query: '', accounts: [], errorMessage: null });

  useEffect(() => {
    if (!settled) return;
    let current = true;
    // The loading indicator stays at least MIN_LOADING_MS, so a fast answer does not flicker.
    const shown = sleep(MIN_LOADING_MS);
    client.query({ query: SearchAccountsDocument, variables: { name: settled, withOwn }, fetchPolicy: 'network-only' }).then(
      async ({ data }) => {
        await shown;
        if (current) setAnswer({ query: settled, accounts: data?.searchAccounts ?? [], errorMessage: null });
      },
      async (error: unknown) => {
        await shown;
        if (current) setAnswer((previous) => ({ ...previous, query: settled, errorMessage: toApiError(error).message }));
      },
    );
    return () => {
      current = false;
    };
  }, [client, settled, withOwn]);

  if (!query) return { phase: 'idle', accounts: [], answered: '', errorMessage: null };
  const phase: SearchPhase = query !== settled ? 'typing' : answer.query !== settled ? 'loading' : answer.errorMessage ? 'error' : 'done';
  return { phase, accounts: answer.accounts, answered: answer.query, errorMessage: answer.errorMessage };
}
