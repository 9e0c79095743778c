import { ODANCE_PURCHASE_MAX, purchaseAmountRule, ruleReason } from '@odance/contract';
import { describe, expect, it } from 'vitest';
import { MAX_ODANCE_PER_PAYMENT } from '../../src/modules/payments/index.js';

// What the server still spells out itself where the contract (packages/contract) has the rule: until it takes the
// contract's, a change to one side alone fails here instead of letting the web app's form and the command disagree.
describe('contract drift', () => {
  it("a card purchase's bound is the contract's, which the buy form checks", () => {
    expect(MAX_ODANCE_PER_PAYMENT).toBe(ODANCE_PURCHASE_MAX);
    expect(ruleReason(purchaseAmountRule, MAX_ODANCE_PER_PAYMENT)).toBeNull();
    expect(ruleReason(purchaseAmountRule, MAX_ODANCE_PER_PAYMENT + 1)).toBe('tooLong');
  });
});
