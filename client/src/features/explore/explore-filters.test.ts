import { describe, expect, it } from 'vitest';
import { hasFilters, readExploreFilters, writeExploreFilters } from './explore-filters';

describe('explore filters in the address', () => {
  it('reads known values only', () => {
    const filters = readExploreFilters(new URLSearchParams('type=school,nope,school&style=ballet,hipHop,x&country=at&page=3'));
    expect(filters).toEqual({ types: ['school'], styles: ['ballet', 'hipHop'], country: 'AT', page: 3 });
    expect(readExploreFilters(new URLSearchParams('country=XX&page=-2'))).toEqual({ types: [], styles: [], country: null, page: 1 });
  });

  it('writes only what is set, page 1 left out', () => {
    expect(writeExploreFilters({ types: ['dancer', 'trainer'], styles: [], country: null, page: 1 }).toString()).toBe('type=dancer%2Ctrainer');
    expect(writeExploreFilters({ types: [], styles: ['jazz'], country: 'FR', page: 2 }).toString()).toBe('style=jazz&country=FR&page=2');
    expect(hasFilters({ types: [], styles: [], country: null, page: 4 })).toBe(false);
  });
});
