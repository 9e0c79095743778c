import { describe, expect, it, vi } from 'vitest';

describe('flag support', () => {
  it('is false until known, then tells its listeners once it has looked (here on the page: no worker)', async () => {
    vi.resetModules();
    const { flagSupportSnapshot, subscribeToFlagSupport } = await import('./flag-support');
    expect(flagSupportSnapshot()).toBe(false);
    const heard = vi.fn();
    const unsubscribe = subscribeToFlagSupport(heard);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    // happy-dom draws nothing in colour: no flags.
    expect(flagSupportSnapshot()).toBe(false);
    unsubscribe();
  });
});
