import type { ValueTransformer } from 'typeorm';

/**
 * node-postgres returns bigint as a string. oDance amounts and balances are whole numbers far below
 * 2^53, so they are read as JS numbers; anything larger would be a corrupt ledger and fails loudly.
 */
export const bigintNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => {
    if (value === null) return null;
    const parsed = Number(value);
    if (!Number.isSafeInteger(parsed)) throw new Error(`bigint ${value} is outside the safe integer range`);
    return parsed;
  },
};
