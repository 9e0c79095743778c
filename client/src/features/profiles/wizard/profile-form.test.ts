import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles-test-utils';
import {
  emptyProfileValues,
  NAME_RULE_TEXT,
  RESERVED_HANDLE_TEXT,
  placeServerError,
  stepsFor,
  toCreateInput,
  toProfileInput,
  TOP_LIMIT_TEXT,
  validateStep,
  valuesFromProfile,
} from './profile-form';

describe('profile wizard steps (docs/web-app.md#states)', () => {
  it('gives dancer, trainer and formation four steps, the other types the basic one', () => {
    expect(stepsFor('dancer').map((step) => step.key)).toEqual(['basic', 'affiliations', 'bioMedia', 'achievements']);
    expect(stepsFor('formation').map((step) => step.optional)).toEqual([false, true, true, true]);
    expect(stepsFor('school').map((step) => step.key)).toEqual(['basic']);
  });
});

describe('client rules per step', () => {
  it('needs first and last name for people, within 32 and 64 characters', () => {
    const values = { ...emptyProfileValues(), lastName: 'x'.repeat(65) };
    expect(validateStep('dancer', 'basic', values)).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name must be at most 64 characters.',
    });
  });

  it('needs only the name people read; checks an address when typed, reserved words refused', () => {
    const school = { ...emptyProfileValues(), displayName: 'Escuela de Baile Sevilla' };
    expect(validateStep('school', 'basic', school)).toEqual({});
    expect(validateStep('school', 'basic', { ...school, displayName: '  ' })).toEqual({ displayName: 'Name is required.' });
    expect(validateStep('school', 'basic', { ...school, name: '_Bad name' })).toEqual({ name: NAME_RULE_TEXT });
    expect(validateStep('school', 'basic', { ...school, name: 'Admin' })).toEqual({ name: RESERVED_HANDLE_TEXT });
    expect(validateStep('school', 'basic', { ...school, name: 'Académie_de.Danse-2' })).toEqual({});
  });

  it('says which social link is not on its network', () => {
    const values = emptyProfileValues();
    values.firstName = 'A';
    values.lastName = 'B';
    values.socialLinks.facebook = 'https://instagram.com/x';
    values.socialLinks.website = 'https://me.example';
    expect(validateStep('dancer', 'basic', values)).toEqual({ 'socialLinks.facebook': 'Enter a valid Facebook URL.' });
  });

  it('refuses a sixth top achievement', () => {
    const values = emptyProfileValues();
    values.achievements = Array.from({ length: 6 }, (_, index) => ({
      key: `k${index}`,
      id: null,
      place: 1,
      eventName: `Cup ${index}`,
      eventPlace: '',
      category: '',
      date: '2024-01-01',
      isTop: true,
    }));
    expect(validateStep('dancer', 'achievements', values)).toEqual({ achievements: TOP_LIMIT_TEXT });
  });
});

describe('what is sent', () => {
  it('sends a person with linked and free-text affiliations, blank texts as null and kept achievement ids', () => {
    const values = emptyProfileValues();
    Object.assign(values, {
      firstName: ' Ada ',
      lastName: 'Dancer',
      name: 'ignored',
      avatar: '/media/a.webp',
      country: 'AT',
      danceStyles: ['ballet'],
      bio: '  ',
      schools: [
        { id: 's1', name: 'Vienna_Dance_Academy' },
        { id: null, name: ' Home studio ' },
      ],
      achievements: [{ key: 'k', id: 'a1', place: 1, eventName: 'Cup', eventPlace: '', category: 'Solo', date: '2024-03-15', isTop: true }],
    });
    values.socialLinks.instagram = 'https://instagram.com/ada';
    const input = toCreateInput('dancer', values);
    expect(input).toMatchObject({
      type: 'dancer',
      firstName: 'Ada',
      lastName: 'Dancer',
      avatar: { url: '/media/a.webp' },
      photo: null,
      bio: null,
      country: 'AT',
      schools: [{ id: 's1' }, { name: 'Home studio' }],
      trainers: [],
      socialLinks: { instagram: 'https://instagram.com/ada', facebook: null, website: null },
      achievements: [{ id: 'a1', place: 1, eventName: 'Cup', eventPlace: null, category: 'Solo', date: '2024-03-15', isTop: true }],
    });
    expect(input).not.toHaveProperty('name');
  });

  it('sends an organisation by name only', () => {
    const input = toProfileInput('school', { ...emptyProfileValues(), name: 'Vienna_Dance_Academy', firstName: 'x' });
    expect(input.name).toBe('Vienna_Dance_Academy');
    expect(input).not.toHaveProperty('firstName');
  });

  it('sends a new organisation without an address: the server derives it from the name people read', () => {
    const input = toProfileInput('school', { ...emptyProfileValues(), displayName: ' Escuela de Baile Sevilla ' });
    expect(input).toMatchObject({ name: null, displayName: 'Escuela de Baile Sevilla' });
  });

  it('fills the editor from a stored profile and sends it back unchanged', () => {
    const profile = makeProfile({
      schools: [
        { __typename: 'Affiliation', id: 's1', name: 'Vienna_Dance_Academy' } as never,
        { __typename: 'Affiliation', id: null, name: 'Free' } as never,
      ],
      achievements: [
        {
          __typename: 'Achievement',
          id: 'a1',
          place: 2,
          eventName: 'Cup',
          eventPlace: null,
          category: null,
          date: '2023-05-01',
          isTop: false,
        } as never,
      ],
    });
    const values = valuesFromProfile(profile);
    expect(values.schools).toEqual([
      { id: 's1', name: 'Vienna_Dance_Academy' },
      { id: null, name: 'Free' },
    ]);
    const input = toProfileInput('dancer', values);
    expect(input.schools).toEqual([{ id: 's1' }, { name: 'Free' }]);
    expect(input.achievements).toEqual([
      { id: 'a1', place: 2, eventName: 'Cup', eventPlace: null, category: null, date: '2023-05-01', isTop: false },
    ]);
    expect(input.bio).toBe('I dance.');
  });
});

describe('server validation errors go to their step and field', () => {
  it('maps dotted fields', () => {
    expect(placeServerError('dancer', 'socialLinks.x', 'invalid')).toEqual({ step: 'basic', path: 'socialLinks.x', message: 'Enter a valid X URL.' });
    expect(placeServerError('school', 'name', 'alreadyExists')).toEqual({
      step: 'basic',
      path: 'name',
      message: 'This address is already taken. Choose another one.',
    });
    expect(placeServerError('dancer', 'achievements.5.isTop', 'invalid')).toEqual({
      step: 'achievements',
      path: 'achievements.5',
      message: TOP_LIMIT_TEXT,
    });
    expect(placeServerError('dancer', 'achievements.0.eventName', 'tooLong')).toEqual({
      step: 'achievements',
      path: 'achievements.0',
      message: 'Event name must be at most 128 characters.',
    });
    expect(placeServerError('dancer', 'schools.1.id', 'invalid')?.step).toBe('affiliations');
    expect(placeServerError('dancer', 'schools.1.id', 'invalid')?.path).toBe('schools');
    expect(placeServerError('dancer', 'bio', 'tooLong')).toEqual({ step: 'bioMedia', path: 'bio', message: 'Bio must be at most 2000 characters.' });
    // School has no bio step: its bio sits on the basic one.
    expect(placeServerError('school', 'bio', 'tooLong')?.step).toBe('basic');
    expect(placeServerError('dancer', 'firstName', 'tooLong')?.message).toBe('First name must be at most 32 characters.');
    expect(placeServerError('dancer', 'avatar.url', 'invalid')).toEqual({
      step: 'basic',
      path: 'avatar',
      message: 'Avatar: upload the picture again.',
    });
    expect(placeServerError('dancer', 'body', 'invalid')).toBeNull();
  });
});
