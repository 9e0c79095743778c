import { isSocialLink } from '@odance/contract/profiles';
import { describe, expect, it } from 'vitest';
import { sortAchievements } from './achievements';
import { COUNTRY_CODES } from '@odance/contract/countries';
import { countryName, countryOptions, danceStyleLabel, formatAchievementDate, initialsOfName, ordinal, profileName } from './profile-format';
import { SOCIAL_NETWORKS, socialLinkMessage } from './social-networks';

describe('profile formatting', () => {
  it('shows achievement dates as dd/mm/yyyy (docs/web-app.md#constants)', () => {
    expect(formatAchievementDate('2024-03-15')).toBe('15/03/2024');
    expect(formatAchievementDate('not a date')).toBe('not a date');
  });

  it('writes places as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });

  it('names every country alike on the server and in any browser: from one table, in alphabetical order', () => {
    const options = countryOptions();
    expect(options.map((option) => option.value).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(options.every((option) => option.label.length > 2)).toBe(true);
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en').compare));
    // Where ICU versions differ (Node 20's says "Hong Kong SAR China", Chromium's "Hong Kong"), the table decides.
    expect(countryName('HK')).toBe('Hong Kong');
    expect(countryName('ps')).toBe('Palestine');
    expect(countryName('XK')).toBe('XK');
  });

  it('names countries, styles and profiles', () => {
    expect(countryName('AT')).toBe('Austria');
    expect(danceStyleLabel('hipHop')).toBe('Hip-hop');
    expect(profileName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(profileName({ name: 'Vienna_Dance_Academy' })).toBe('Vienna_Dance_Academy');
    expect(initialsOfName('Vienna_Dance_Academy')).toBe('VD');
  });

  it('orders achievements top first, then newest, then the better place', () => {
    const sorted = sortAchievements([
      { id: 'a', isTop: false, date: '2025-01-01', place: 2 },
      { id: 'b', isTop: true, date: '2020-01-01', place: 3 },
      { id: 'c', isTop: false, date: '2025-01-01', place: 1 },
      { id: 'd', isTop: true, date: '2022-01-01', place: 1 },
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('accepts social links on their own networks only (website: any host)', () => {
    expect(isSocialLink('instagram', 'https://www.instagram.com/ada')).toBe(true);
    expect(isSocialLink('instagram', 'https://example.com/ada')).toBe(false);
    expect(isSocialLink('x', 'https://twitter.com/ada')).toBe(true);
    expect(isSocialLink('youtube', 'https://youtu.be/abc')).toBe(true);
    expect(isSocialLink('website', 'https://ada.example')).toBe(true);
    expect(isSocialLink('website', 'ftp://ada.example')).toBe(false);
    expect(socialLinkMessage('tiktok')).toBe('Enter a valid TikTok URL.');
  });

  it('lists the networks with the personal website last', () => {
    expect(SOCIAL_NETWORKS).toEqual(['facebook', 'instagram', 'tiktok', 'x', 'youtube', 'website']);
  });
});
