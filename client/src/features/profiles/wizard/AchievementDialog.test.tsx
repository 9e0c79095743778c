import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeTestApolloClient, TestProviders } from '../../../shared/test/test-utils';
import { AchievementDialog, parseDayMonthYear } from './AchievementDialog';
import { TOP_LIMIT_TEXT } from './profile-form';

function renderDialog(otherTops: number) {
  const onSave = vi.fn();
  render(
    <TestProviders client={makeTestApolloClient(null)}>
      <AchievementDialog opened initial={null} otherTops={otherTops} onClose={() => undefined} onSave={onSave} />
    </TestProviders>,
  );
  return onSave;
}

describe('achievement dialog', () => {
  it('reads dd/mm/yyyy dates and refuses impossible ones', () => {
    expect(parseDayMonthYear('15/03/2024')).toBe('2024-03-15');
    expect(parseDayMonthYear('1/2/2020')).toBe('2020-02-01');
    expect(parseDayMonthYear('31/02/2024')).toBeNull();
    expect(parseDayMonthYear('2024-03-15')).toBeNull();
  });

  it('refuses a sixth top achievement: the switch stays off and says why', () => {
    renderDialog(5);
    const top = screen.getByRole('switch', { name: /^Top achievement/ });
    fireEvent.click(top);
    expect(top).not.toBeChecked();
    expect(screen.getByText(TOP_LIMIT_TEXT)).toBeInTheDocument();
  });

  it('requires place ≥ 1, an event name and a date', async () => {
    const onSave = renderDialog(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Place' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add achievement' }));
    expect(await screen.findByText('The place is at least 1 (1 for first place).')).toBeInTheDocument();
    expect(screen.getByText('Event name is required.')).toBeInTheDocument();
    expect(screen.getByText('Date is required.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says what is wrong with a place or a date and keeps what was typed', async () => {
    const onSave = renderDialog(0);
    const place = screen.getByRole('textbox', { name: 'Place' });
    const date = screen.getByRole('textbox', { name: 'Date' });
    const cases: Array<[string, string, string, string]> = [
      ['-1', 'The place is at least 1 (1 for first place).', '31/02/2024', '31/02/2024 is not a real date.'],
      ['1.5', 'Enter the place as a whole number, like 1 or 12.', '01/01/2099', 'The date cannot be in the future.'],
      ['2', '', 'March 2024', 'Enter the date as dd/mm/yyyy, like 15/03/2024.'],
      // The server's bound (packages/contract/src/achievements.ts), said before it is sent.
      ['100001', 'The place is at most 100,000.', '31/12/1899', 'Enter a date from 1900 on.'],
    ];
    for (const [placeTyped, placeError, dateTyped, dateError] of cases) {
      fireEvent.change(place, { target: { value: placeTyped } });
      fireEvent.change(date, { target: { value: dateTyped } });
      fireEvent.blur(date);
      fireEvent.click(screen.getByRole('button', { name: 'Add achievement' }));
      expect(await screen.findByText(dateError)).toBeInTheDocument();
      if (placeError) expect(screen.getByText(placeError)).toBeInTheDocument();
      expect(place).toHaveValue(placeTyped);
      expect(date).toHaveValue(dateTyped);
      expect(screen.queryByText('Date is required.')).not.toBeInTheDocument();
    }
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a valid achievement with its date as YYYY-MM-DD', async () => {
    const onSave = renderDialog(4);
    fireEvent.change(screen.getByRole('textbox', { name: 'Place' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Event name' }), { target: { value: 'Spring Cup' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Date' }), { target: { value: '15/03/2024' } });
    fireEvent.click(screen.getByRole('switch', { name: /^Top achievement/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add achievement' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ place: 1, eventName: 'Spring Cup', date: '2024-03-15', isTop: true, id: null });
  });
});
