import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMinDuration } from './use-min-duration';

describe('useMinDuration (docs/web-app.md#states: loading shown at least 400 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a short activity visible for the minimum time', () => {
    const { result, rerender } = renderHook(({ active }) => useMinDuration(active, 400), { initialProps: { active: false } });
    expect(result.current).toBe(false);
    rerender({ active: true });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    rerender({ active: false });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(60);
    });
    expect(result.current).toBe(false);
  });

  it('ends with the activity when it lasted longer than the minimum', () => {
    const { result, rerender } = renderHook(({ active }) => useMinDuration(active, 400), { initialProps: { active: true } });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });
});
