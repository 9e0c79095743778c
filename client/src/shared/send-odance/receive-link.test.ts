import { describe, expect, it } from 'vitest';
import { receiveLink, receiveRequestFromCode, receiveRequestOf } from './receive-link';

const ID = '2b1c3d4e-0000-4000-8000-000000000002';

describe('receive links', () => {
  it('round-trips the recipient, amount and message', () => {
    const link = receiveLink('https://odance.example', { to: ID, amount: 25, message: 'Salsa class & drinks' });
    expect(link).toBe(`https://odance.example/dashboard/odance/transfers?to=${ID}&amount=25&message=Salsa+class+%26+drinks`);
    expect(receiveRequestFromCode(link, 'https://odance.example')).toEqual({ to: ID, amount: 25, message: 'Salsa class & drinks' });
  });

  it('carries the payee’s name, so a scanner shows whom it pays; read back as a hint only', () => {
    const link = receiveLink('https://o.example', { to: ID, amount: 5, message: null, name: 'Lucía Núñez' });
    expect(link).toBe(`https://o.example/dashboard/odance/transfers?to=${ID}&amount=5&name=Luc%C3%ADa+N%C3%BA%C3%B1ez`);
    expect(decodeURIComponent(link.replaceAll('+', ' '))).toContain('name=Lucía Núñez');
    expect(receiveRequestFromCode(link, 'https://o.example')).toEqual({ to: ID, amount: 5, message: null, name: 'Lucía Núñez' });
  });

  it('leaves out what is not given, and drops an amount that is not a whole number (never rewritten)', () => {
    expect(receiveLink('https://o.example', { to: ID, amount: null, message: null })).toBe(`https://o.example/dashboard/odance/transfers?to=${ID}`);
    for (const amount of ['2.5', '-1', '1e9', 'ten', '0', '99999999999999999']) {
      expect(receiveRequestOf(new URLSearchParams({ to: ID, amount }))?.amount, amount).toBeNull();
    }
  });

  it('refuses codes that are not our receive links', () => {
    expect(receiveRequestFromCode(`https://evil.example/dashboard/odance/transfers?to=${ID}`, 'https://odance.example')).toBeNull();
    expect(receiveRequestFromCode('https://odance.example/dashboard/odance/transfers?to=nope', 'https://odance.example')).toBeNull();
    expect(receiveRequestFromCode('WIFI:S:cafe;;', 'https://odance.example')).toBeNull();
  });
});
