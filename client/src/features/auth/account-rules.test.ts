import { describe, expect, it, vi } from 'vitest';

// The rules' chunk cannot be fetched (offline, or a deploy removed it): the forms still send, unchecked here.
const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('@odance/contract/rules', () => {
  attempts.count += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

const { accountRulesForm, loadAccountRules, validateEmail } = await import('./account-rules');

describe('account rules that fail to load', () => {
  it('sends the form for the server to check, and tries to load them again next time', async () => {
    const submit = vi.fn();
    accountRulesForm(submit).onSubmit();
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(validateEmail('not-an-email')).toBeNull();
    // A failed load is not kept: the next call imports again (and fails again here).
    const before = attempts.count;
    await expect(loadAccountRules()).rejects.toThrow();
    await expect(loadAccountRules()).rejects.toThrow();
    expect(attempts.count).toBe(before + 2);
  });
});
