import { describe, expect, it } from 'vitest';
import { exploreOrder, hasFilters, profileCountText, readExploreFilters, writeExploreFilters, type ExploreFilters } from './explore-filters';

const none: ExploreFilters = { search: '', types: [], styles: [], country: null, sort: 'recommended', page: 1 };

describe('explore filters in the address', () => {
  it('reads known values only', () => {
    const filters = readExploreFilters(new URLSearchParams('type=school,nope,school&style=ballet,hipHop,x&country=at&page=3'));
    expect(filters).toEqual({ ...none, types: ['school'], styles: ['ballet', 'hipHop'], country: 'AT', page: 3 });
    expect(readExploreFilters(new URLSearchParams('country=XX&page=-2&sort=best'))).toEqual(none);
    expect(readExploreFilters(new URLSearchParams('q=%20Anna%20&sort=name'))).toEqual({ ...none, search: 'Anna', sort: 'name' });
  });

  it('writes only what is set, page 1 left out', () => {
    expect(writeExploreFilters({ ...none, types: ['dancer', 'trainer'] }).toString()).toBe('type=dancer%2Ctrainer');
    expect(writeExploreFilters({ ...none, styles: ['jazz'], country: 'FR', page: 2 }).toString()).toBe('style=jazz&country=FR&page=2');
    expect(writeExploreFilters({ ...none, search: 'anna', sort: 'newest' }).toString()).toBe('q=anna&sort=newest');
    expect(hasFilters({ ...none, page: 4, sort: 'name' })).toBe(false);
    expect(hasFilters({ ...none, search: 'anna' })).toBe(true);
  });

  it('asks for the recommended order (completeness), the closest names when searching, or the sort chosen', () => {
    expect(exploreOrder({ search: '', sort: 'recommended' })).toEqual({ sort: 'completeness', sortOrder: 'desc' });
    expect(exploreOrder({ search: 'anna', sort: 'recommended' })).toEqual({ sort: null, sortOrder: null });
    expect(exploreOrder({ search: 'anna', sort: 'name' })).toEqual({ sort: 'name', sortOrder: 'asc' });
    expect(exploreOrder({ search: '', sort: 'newest' })).toEqual({ sort: 'createdAt', sortOrder: 'desc' });
  });

  it('says a capped total as "at least"', () => {
    expect(profileCountText(1, false)).toBe('1 profile');
    expect(profileCountText(24, false)).toBe('24 profiles');
    expect(profileCountText(1000, true)).toBe('1,000+ profiles');
  });
});
