import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { DistributionQuoteDocument, type DistributionQuoteQuery } from '../../gql/graphql';

export type DistributionQuote = DistributionQuoteQuery['distributionQuote'];

/** How long typing may pause before the server is asked (each keystroke is not a request). */
export const QUOTE_DEBOUNCE_MS = 250;

export interface QuoteState {
  /** The server's figures for `amount`; null while there is no whole amount, or before the first answer. */
  quote: DistributionQuote | null;
  /** Asking, or waiting for the typing to pause: `quote`, if any, is for another amount. */
  pending: boolean;
  /** The figures could not be had (network…); retry asks again. */
  failed: boolean;
  retry: () => void;
}

/**
 * What a distribution of `amount` is worth, as the server computes it (distributionQuote): the client keeps no
 * copy of the price, margin or rounding rule. Debounced while typing; the last figures stay shown, marked
 * pending, until the new ones arrive.
 */
export function useDistributionQuote(amount: number | null): QuoteState {
  const [settled] = useDebouncedValue(amount, QUOTE_DEBOUNCE_MS);
  const { data, previousData, loading, error, refetch } = useQuery(DistributionQuoteDocument, {
    variables: { amount: settled ?? 0 },
    skip: settled === null,
  });
  if (amount === null) return { quote: null, pending: false, failed: false, retry: () => undefined };
  const current = data?.distributionQuote ?? null;
  const shown = current ?? previousData?.distributionQuote ?? null;
  const exact = current !== null && current.amount === amount && !loading;
  return {
    quote: shown,
    pending: !exact && !error,
    failed: Boolean(error) && settled === amount,
    retry: () => void refetch().catch(() => undefined),
  };
}
