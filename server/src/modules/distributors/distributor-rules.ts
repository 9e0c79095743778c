import {
  collectionWithinCredit,
  hasMarginDecimals,
  LIMIT_MAX,
  LIMIT_MIN,
  MARGIN_PERCENT_DECIMALS,
  MARGIN_PERCENT_MAX,
  MARGIN_PERCENT_MIN,
} from '@odance/contract';
import { z } from 'zod';
import { requiredOrInvalid } from '../../shared/validation/parse-input.js';
import { accountIdRule } from '../ledger/index.js';
import { isDay } from '../../shared/validation/instant-rule.js';

/** Distributor ids are UUIDs, like account ids. */
export const distributorIdRule = accountIdRule;

// The bounds of the terms are the contract's (packages/contract/src/distributors.ts): the admin forms check the
// same, and distributorTermLimits answers them.
export { LIMIT_MAX, LIMIT_MIN, MARGIN_PERCENT_DECIMALS, MARGIN_PERCENT_MAX, MARGIN_PERCENT_MIN };

/** Credit and collection limits: whole oDance from LIMIT_MIN to LIMIT_MAX. */
export const limitRule = z.number({ error: requiredOrInvalid }).int('invalid').min(LIMIT_MIN, 'tooShort').max(LIMIT_MAX, 'tooLong');

/**
 * The margin in percent: 0 to 100, a whole number or at most two decimals (12.5, 7.25), so it is an exact
 * number of basis points.
 */
export const marginPercentRule = z
  .number({ error: requiredOrInvalid })
  .min(MARGIN_PERCENT_MIN, 'tooShort')
  .max(MARGIN_PERCENT_MAX, 'tooLong')
  .refine(hasMarginDecimals, 'invalid');

/** The collection limit may not exceed the credit limit (docs/product.md#rules). */
export function collectionWithinCreditRule(terms: { creditLimit: number; collectionLimit: number }, ctx: z.RefinementCtx): void {
  if (!collectionWithinCredit(terms)) ctx.addIssue({ code: 'custom', path: ['collectionLimit'], message: 'mismatch' });
}

/** A calendar day, YYYY-MM-DD, that exists (2025-02-30 is invalid), read as that day in UTC; blank is none. */
export const dayRule = z
  .string({ error: 'invalid' })
  .trim()
  .refine((text) => text === '' || isDay(text), 'invalid')
  .nullish()
  .transform((text) => (text ? text : null));
