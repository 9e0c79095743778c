import { describe, expect, it } from 'vitest';
import { COLLECTION_OVER_CREDIT, collectionLimitHint, termsReasonText, validateCollectionLimit, validateCreditLimit, validateMargin, type TermLimits } from './distributor-terms';
import { NOT_WHOLE_AMOUNT } from '../../shared/forms/whole-amount';

/** What the server's distributorTermLimits answers (a test of the wording, not a copy the app uses). */
const limits: TermLimits = { limitMin: 1, limitMax: 1_000_000_000, marginPercentMin: 0, marginPercentMax: 100, marginPercentDecimals: 2 };

describe('distributor terms', () => {
  it("limits are whole oDance within the server's bounds", () => {
    expect(validateCreditLimit('', limits)).toBe('Enter the credit limit.');
    expect(validateCreditLimit(0, limits)).toBe('The credit limit must be at least 1 oDance.');
    expect(validateCreditLimit(1.5, limits)).toBe(NOT_WHOLE_AMOUNT);
    // As typed in the field: never read as something else (a number field made 1e9 of "1e9" and 15 of "1.5").
    for (const typed of ['1.5', '1e9', '-5']) expect(validateCreditLimit(typed, limits), typed).toBe(NOT_WHOLE_AMOUNT);
    expect(validateCreditLimit('1,500', limits)).toBeNull();
    expect(validateCreditLimit(1_000_000_001, limits)).toBe('The credit limit can be at most 1,000,000,000 oDance.');
    expect(validateCreditLimit(100, limits)).toBeNull();
  });

  it('follows whatever bounds the server states', () => {
    const narrow = { ...limits, limitMin: 10, limitMax: 500, marginPercentMax: 50, marginPercentDecimals: 1 };
    expect(validateCreditLimit(5, narrow)).toBe('The credit limit must be at least 10 oDance.');
    expect(validateCollectionLimit(600, 1000, narrow)).toBe('The collection limit can be at most 500 oDance.');
    expect(validateMargin(60, narrow)).toBe('The margin must be between 0 and 50%.');
    expect(validateMargin(12.25, narrow)).toBe('Use at most 1 decimals.');
  });

  it('checks only what needs no bound until the bounds arrive (the server still refuses the rest)', () => {
    expect(validateCreditLimit(2_000_000_000, null)).toBeNull();
    expect(validateCreditLimit(1.5, null)).toBe(NOT_WHOLE_AMOUNT);
    expect(validateCreditLimit(50, null, 70)).toBe('The credit limit cannot be below the used limit (70 oDance).');
    expect(validateCollectionLimit(120, 100, null)).toBe(COLLECTION_OVER_CREDIT);
    expect(validateMargin(150, null)).toBeNull();
    expect(validateMargin('', null)).toBe('Enter the margin.');
  });

  it('the credit limit cannot go below what is used', () => {
    expect(validateCreditLimit(50, limits, 70)).toBe('The credit limit cannot be below the used limit (70 oDance).');
    expect(validateCreditLimit(70, limits, 70)).toBeNull();
  });

  it('the collection limit cannot exceed the credit limit (docs/product.md#rules)', () => {
    expect(validateCollectionLimit(120, 100, limits)).toBe(COLLECTION_OVER_CREDIT);
    expect(validateCollectionLimit(100, 100, limits)).toBeNull();
    expect(validateCollectionLimit(60, '', limits)).toBeNull();
    expect(collectionLimitHint(100)).toContain('at most the credit limit (100 oDance)');
  });

  it('the margin is within bounds with at most the stated decimals', () => {
    expect(validateMargin('', limits)).toBe('Enter the margin.');
    expect(validateMargin(-1, limits)).toBe('The margin must be between 0 and 100%.');
    expect(validateMargin(100.01, limits)).toBe('The margin must be between 0 and 100%.');
    expect(validateMargin(12.345, limits)).toBe('Use at most 2 decimals.');
    expect(validateMargin(12.34, limits)).toBeNull();
    expect(validateMargin(0, limits)).toBeNull();
  });

  it("turns the server's reasons into the same words, with the bound it names", () => {
    expect(termsReasonText('creditLimit', 'tooShort', { min: 70 }, limits)).toBe('The credit limit cannot be below the used limit (70 oDance).');
    expect(termsReasonText('creditLimit', 'tooShort', { min: 1 }, limits)).toBe('The credit limit must be at least 1 oDance.');
    expect(termsReasonText('collectionLimit', 'tooLong', { max: 1_000_000_000 }, null)).toBe('The collection limit can be at most 1,000,000,000 oDance.');
    expect(termsReasonText('marginPercent', 'tooLong', { max: 100 }, limits)).toBe('The margin must be between 0 and 100%.');
    expect(termsReasonText('marginPercent', 'tooLong', { max: 100 }, null)).toBe('The margin can be at most 100%.');
    expect(termsReasonText('collectionLimit', 'mismatch', {}, limits)).toBeNull(); // the field spec's mismatch text applies
  });
});
