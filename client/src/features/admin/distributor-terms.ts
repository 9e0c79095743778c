import type { FieldSpec } from '../../shared/forms/server-errors';
import { formatOdance } from '../odance/money';

/** Credit and collection limits: whole oDance, 1 to 1,000,000,000 (the server's rule); margin 0–100 %. */
export const LIMIT_MAX = 1_000_000_000;

export interface TermsValues {
  creditLimit: number | string;
  collectionLimit: number | string;
  marginPercent: number | string;
}

const blank = (value: number | string) => value === '' || value === null || value === undefined;

function limitError(value: number | string, label: string): string | null {
  if (blank(value)) return `Enter the ${label.toLowerCase()}.`;
  const amount = Number(value);
  if (!Number.isFinite(amount) || !Number.isInteger(amount)) return 'Enter a whole number of oDance.';
  if (amount < 1) return `The ${label.toLowerCase()} must be at least 1 oDance.`;
  if (amount > LIMIT_MAX) return `The ${label.toLowerCase()} can be at most ${formatOdance(LIMIT_MAX)}.`;
  return null;
}

/** Not below what the distributor has out now (editing only). */
export function validateCreditLimit(value: number | string, usedLimit = 0): string | null {
  const error = limitError(value, 'Credit limit');
  if (error) return error;
  if (Number(value) < usedLimit) return `The credit limit cannot be below the used limit (${formatOdance(usedLimit)}).`;
  return null;
}

export const COLLECTION_OVER_CREDIT = 'The collection limit cannot exceed the credit limit.';

/** SPEC.md §5: the collection limit cannot exceed the credit limit. */
export function validateCollectionLimit(value: number | string, creditLimit: number | string): string | null {
  const error = limitError(value, 'Collection limit');
  if (error) return error;
  if (!blank(creditLimit) && Number.isFinite(Number(creditLimit)) && Number(value) > Number(creditLimit)) return COLLECTION_OVER_CREDIT;
  return null;
}

export function validateMargin(value: number | string): string | null {
  if (blank(value)) return 'Enter the margin.';
  const percent = Number(value);
  if (!Number.isFinite(percent)) return 'Enter the margin as a number.';
  if (percent < 0 || percent > 100) return 'The margin must be between 0 and 100%.';
  if (Math.abs(percent * 100 - Math.round(percent * 100)) > 1e-6) return 'Use at most two decimals.';
  return null;
}

/** The collection field's rule, shown under it before anything is typed. */
export const collectionLimitHint = (creditLimit: number | string): string =>
  !blank(creditLimit) && Number.isInteger(Number(creditLimit)) && Number(creditLimit) > 0
    ? `Due at this much used; at most the credit limit (${formatOdance(Number(creditLimit))}).`
    : 'Due at this much used; at most the credit limit.';

/** VALIDATION_FAILED answers about the terms, in the same words as the checks above. */
export const TERMS_SERVER_FIELDS: Record<string, FieldSpec> = {
  creditLimit: { label: 'Credit limit', invalid: 'Enter a whole number of oDance from 1 to 1,000,000,000.' },
  collectionLimit: { label: 'Collection limit', mismatch: COLLECTION_OVER_CREDIT, invalid: 'Enter a whole number of oDance from 1 to 1,000,000,000.' },
  marginPercent: { label: 'Margin', invalid: 'Enter a margin from 0 to 100 with at most two decimals.' },
};

/** A server reason's text for one of the terms; tooShort/tooLong carry the limits. */
export function termsReasonText(field: string, reason: string, params: Record<string, unknown>): string | null {
  if (field === 'creditLimit' && reason === 'tooShort') {
    const min = Number(params.min);
    return Number.isFinite(min) && min > 1 ? `The credit limit cannot be below the used limit (${formatOdance(min)}).` : 'The credit limit must be at least 1 oDance.';
  }
  if (field === 'creditLimit' && reason === 'tooLong') return `The credit limit can be at most ${formatOdance(LIMIT_MAX)}.`;
  if (field === 'collectionLimit' && reason === 'tooShort') return 'The collection limit must be at least 1 oDance.';
  if (field === 'collectionLimit' && reason === 'tooLong') return `The collection limit can be at most ${formatOdance(LIMIT_MAX)}.`;
  if (field === 'marginPercent' && (reason === 'tooShort' || reason === 'tooLong')) return 'The margin must be between 0 and 100%.';
  return null;
}
