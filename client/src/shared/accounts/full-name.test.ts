import { describe, expect, it } from 'vitest';
import { fullName } from '@odance/contract/accounts';

describe('fullName', () => {
  it('writes the first name, a space, then the last name', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: 'Bea', lastName: 'de la Rosa' })).toBe('Bea de la Rosa');
  });
});
