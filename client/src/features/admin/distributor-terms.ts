import { collectionWithinCredit } from '@odance/contract/distributors';
import { useQuery } from '@apollo/client/react';
import { DistributorTermLimitsDocument } from '../../gql/graphql';
import type { FieldSpec } from '../../shared/forms/server-errors';
import { NOT_WHOLE_AMOUNT, parseWholeAmount } from '../../shared/forms/whole-amount';
import { formatOdance } from '../../shared/money/money';

/**
 * The bounds of a distributor's terms, as the server states them (`distributorTermLimits`, from the constants
 * its rules use): the client keeps no copy of the numbers. Until they arrive the fields check only what needs
 * no bound (filled in, whole numbers, collection ≤ credit, credit ≥ used); the server still refuses anything
 * out of bounds, and its VALIDATION_FAILED carries the bound (`params.min`/`max`) for the same words.
 */
export interface TermLimits {
  limitMin: number;
  limitMax: number;
  marginPercentMin: number;
  marginPercentMax: number;
  marginPercentDecimals: number;
}

/** The server's term limits; null while they load (or if they could not be loaded). Asked once a session. */
export function useTermLimits(): TermLimits | null {
  const { data } = useQuery(DistributorTermLimitsDocument, { fetchPolicy: 'cache-first' });
  return data?.distributorTermLimits ?? null;
}

export interface TermsValues {
  creditLimit: number | string;
  collectionLimit: number | string;
  marginPercent: number | string;
}

const blank = (value: number | string) => value === '' || value === null || value === undefined;

const atLeast = (label: string, min: number) => `The ${label} must be at least ${formatOdance(min)}.`;
const atMost = (label: string, max: number) => `The ${label} can be at most ${formatOdance(max)}.`;
const marginRange = (limits: Pick<TermLimits, 'marginPercentMin' | 'marginPercentMax'>) =>
  `The margin must be between ${limits.marginPercentMin} and ${limits.marginPercentMax}%.`;

function limitError(value: number | string, label: string, limits: TermLimits | null): string | null {
  const name = label.toLowerCase();
  if (blank(value)) return `Enter the ${name}.`;
  const amount = parseWholeAmount(value);
  if (amount === null) return NOT_WHOLE_AMOUNT;
  if (limits && amount < limits.limitMin) return atLeast(name, limits.limitMin);
  if (limits && amount > limits.limitMax) return atMost(name, limits.limitMax);
  return null;
}

const belowUsed = (used: number) => `The credit limit cannot be below the used limit (${formatOdance(used)}).`;

/** Not below what the distributor has out now (editing only). */
export function validateCreditLimit(value: number | string, limits: TermLimits | null, usedLimit = 0): string | null {
  const error = limitError(value, 'Credit limit', limits);
  if (error) return error;
  if ((parseWholeAmount(value) ?? 0) < usedLimit) return belowUsed(usedLimit);
  return null;
}

export const COLLECTION_OVER_CREDIT = 'The collection limit cannot exceed the credit limit.';

/** docs/product.md#rules: the collection limit cannot exceed the credit limit. */
export function validateCollectionLimit(value: number | string, creditLimit: number | string, limits: TermLimits | null): string | null {
  const error = limitError(value, 'Collection limit', limits);
  if (error) return error;
  const credit = parseWholeAmount(creditLimit);
  if (credit !== null && !collectionWithinCredit({ creditLimit: credit, collectionLimit: parseWholeAmount(value) ?? 0 })) return COLLECTION_OVER_CREDIT;
  return null;
}

export function validateMargin(value: number | string, limits: TermLimits | null): string | null {
  if (blank(value)) return 'Enter the margin.';
  const percent = Number(value);
  if (!Number.isFinite(percent)) return 'Enter the margin as a number.';
  if (!limits) return null;
  if (percent < limits.marginPercentMin || percent > limits.marginPercentMax) return marginRange(limits);
  const scaled = percent * 10 ** limits.marginPercentDecimals;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return `Use at most ${limits.marginPercentDecimals} decimals.`;
  return null;
}

/** The collection field's rule, shown under it before anything is typed. */
export function collectionLimitHint(creditLimit: number | string): string {
  const credit = parseWholeAmount(creditLimit);
  return credit !== null && credit > 0
    ? `Due at this much used; at most the credit limit (${formatOdance(credit)}).`
    : 'Due at this much used; at most the credit limit.';
}

/** VALIDATION_FAILED answers about the terms that termsReasonText does not word (required, invalid, mismatch). */
export const TERMS_SERVER_FIELDS: Record<string, FieldSpec> = {
  creditLimit: { label: 'Credit limit', invalid: NOT_WHOLE_AMOUNT },
  collectionLimit: { label: 'Collection limit', mismatch: COLLECTION_OVER_CREDIT, invalid: NOT_WHOLE_AMOUNT },
  marginPercent: { label: 'Margin', invalid: 'Enter a margin with at most two decimals.' },
};

/**
 * A server tooShort/tooLong about one of the terms, in the words of the checks above, with the bound the server
 * names (`params.min`/`max`). A credit limit's `min` above the smallest limit is the used limit (updateDistributor).
 */
export function termsReasonText(field: string, reason: string, params: Record<string, unknown>, limits: TermLimits | null): string | null {
  if (reason !== 'tooShort' && reason !== 'tooLong') return null;
  const bound = Number(reason === 'tooShort' ? params.min : params.max);
  const known = Number.isFinite(bound);
  if (field === 'marginPercent') {
    if (limits) return marginRange(limits);
    if (!known) return 'The margin is out of range.';
    return reason === 'tooShort' ? `The margin must be at least ${bound}%.` : `The margin can be at most ${bound}%.`;
  }
  const label = field === 'creditLimit' ? 'credit limit' : field === 'collectionLimit' ? 'collection limit' : null;
  if (!label) return null;
  if (reason === 'tooLong') return known ? atMost(label, bound) : `The ${label} is too large.`;
  if (field === 'creditLimit' && known && bound > (limits?.limitMin ?? 1)) return belowUsed(bound);
  return known ? atLeast(label, bound) : `The ${label} is too small.`;
}
