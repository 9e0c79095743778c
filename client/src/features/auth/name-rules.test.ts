import { describe, expect, it } from 'vitest';
import { PRINTABLE_LINE_TEXT } from '../../shared/forms/server-errors';
import { placeServerError } from '../profiles/wizard/profile-form';
import { loadAccountRules, validateFirstName, validateLastName } from './account-rules';

describe('names', () => {
  it('are refused as typed, with the reason, when they hold an invisible character or a line break', async () => {
    await loadAccountRules();
    // A zero-width space pasted with a name: the server refuses it in every input; the form says so, and why.
    expect(validateFirstName('Ana\u200b')).toBe(PRINTABLE_LINE_TEXT);
    expect(validateLastName('Núñez\nGarcía')).toBe(PRINTABLE_LINE_TEXT);
    expect(validateFirstName('José-María')).toBeNull();
    expect(validateLastName("O'Brien 💃")).toBeNull();
  });

  it('take the same reason when the server is the one refusing', () => {
    expect(placeServerError('dancer', 'firstName', 'invalid')?.message).toBe(PRINTABLE_LINE_TEXT);
    expect(placeServerError('dancer', 'lastName', 'tooLong')?.message).toMatch(/at most \d+ characters/);
  });
});
