import { describe, expect, it } from 'vitest';
import { COLLECTION_OVER_CREDIT, collectionLimitHint, termsReasonText, validateCollectionLimit, validateCreditLimit, validateMargin } from './distributor-terms';

describe('distributor terms', () => {
  it('limits are whole oDance from 1 to 1,000,000,000', () => {
    expect(validateCreditLimit('')).toBe('Enter the credit limit.');
    expect(validateCreditLimit(0)).toBe('The credit limit must be at least 1 oDance.');
    expect(validateCreditLimit(1.5)).toBe('Enter a whole number of oDance.');
    expect(validateCreditLimit(1_000_000_001)).toBe('The credit limit can be at most 1,000,000,000 oDance.');
    expect(validateCreditLimit(100)).toBeNull();
  });

  it('the credit limit cannot go below what is used', () => {
    expect(validateCreditLimit(50, 70)).toBe('The credit limit cannot be below the used limit (70 oDance).');
    expect(validateCreditLimit(70, 70)).toBeNull();
  });

  it('the collection limit cannot exceed the credit limit (SPEC.md §5)', () => {
    expect(validateCollectionLimit(120, 100)).toBe(COLLECTION_OVER_CREDIT);
    expect(validateCollectionLimit(100, 100)).toBeNull();
    expect(validateCollectionLimit(60, '')).toBeNull();
    expect(collectionLimitHint(100)).toContain('at most the credit limit (100 oDance)');
  });

  it('the margin is 0–100 with at most two decimals', () => {
    expect(validateMargin('')).toBe('Enter the margin.');
    expect(validateMargin(-1)).toBe('The margin must be between 0 and 100%.');
    expect(validateMargin(100.01)).toBe('The margin must be between 0 and 100%.');
    expect(validateMargin(12.345)).toBe('Use at most two decimals.');
    expect(validateMargin(12.34)).toBeNull();
    expect(validateMargin(0)).toBeNull();
  });

  it("turns the server's reasons into the same words", () => {
    expect(termsReasonText('creditLimit', 'tooShort', { min: 70 })).toBe('The credit limit cannot be below the used limit (70 oDance).');
    expect(termsReasonText('creditLimit', 'tooShort', {})).toBe('The credit limit must be at least 1 oDance.');
    expect(termsReasonText('marginPercent', 'tooLong', {})).toBe('The margin must be between 0 and 100%.');
    expect(termsReasonText('collectionLimit', 'mismatch', {})).toBeNull(); // the field spec's mismatch text applies
  });
});
