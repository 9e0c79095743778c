import { describe, expect, it } from 'vitest';
import { hasRole } from './roles';

const withRole = (name: string) => ({ role: { name } });

describe('hasRole', () => {
  it('lets an admin through every role check', () => {
    expect(hasRole(withRole('admin'), 'admin')).toBe(true);
    expect(hasRole(withRole('admin'), 'distributor')).toBe(true);
    expect(hasRole(withRole('admin'), 'user')).toBe(true);
  });

  it('lets others through only their own role', () => {
    expect(hasRole(withRole('distributor'), 'distributor')).toBe(true);
    expect(hasRole(withRole('distributor'), 'admin')).toBe(false);
    expect(hasRole(withRole('user'), 'distributor')).toBe(false);
  });

  it('refuses a signed-out visitor', () => {
    expect(hasRole(null, 'user')).toBe(false);
  });
});
