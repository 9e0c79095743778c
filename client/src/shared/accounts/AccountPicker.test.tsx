import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountPicker, BLUR_CLOSE_MS } from './AccountPicker';
import { TestProviders } from '../test/test-utils';
import { mockApollo } from '../test/apollo-test-utils';
import { MIN_LOADING_MS, SEARCH_DEBOUNCE_MS, type FoundAccount } from './use-account-search';

const accounts = [
  {
    __typename: 'AccountSummary',
    id: 'a1',
    firstName: 'Bea',
    lastName: 'Bolero',
    avatar: null,
    mainProfileType: null,
    country: null,
    joinedAt: '2026-03-14T10:00:00.000Z',
  },
  {
    __typename: 'AccountSummary',
    id: 'a2',
    firstName: 'Bob',
    lastName: 'Bachata',
    avatar: { __typename: 'Image', url: '/media/bob.webp' },
    mainProfileType: 'dancer',
    country: 'AT',
    joinedAt: '2025-01-02T10:00:00.000Z',
  },
];
/** Two Maria Namesakes: the second line tells them apart. */
const namesakes = [
  { ...accounts[1], id: 'm1', firstName: 'Maria', lastName: 'Namesake', avatar: null },
  { ...accounts[1], id: 'm2', firstName: 'Maria', lastName: 'Namesake', avatar: null, mainProfileType: 'trainer', country: 'ES' },
];

function Harness({ onPick }: { onPick: (account: FoundAccount | null) => void }) {
  const [value, setValue] = useState<FoundAccount | null>(null);
  return (
    <AccountPicker
      label="Recipient"
      value={value}
      onChange={(account) => {
        setValue(account);
        onPick(account);
      }}
    />
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Past the debounce, then (once React has rendered the settled text and sent the search) the minimum loading time. */
const settle = async () => {
  await advance(SEARCH_DEBOUNCE_MS);
  await advance(MIN_LOADING_MS);
};
const indicator = () => screen.queryByRole('status');

describe('account picker (docs/web-app.md#dropdowns)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const apollo = mockApollo({
      SearchAccounts: (variables) => ({ data: { searchAccounts: variables.name === 'zz' ? [] : variables.name === 'maria' ? namesakes : accounts } }),
    });
    const onPick = vi.fn();
    render(
      <TestProviders client={apollo.client}>
        <Harness onPick={onPick} />
      </TestProviders>,
    );
    const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'Recipient' });
    // fireEvent, not user-event: Testing Library's async wrapper waits on a real timer, which fake timers stop.
    const type = (text: string) => {
      fireEvent.focus(field);
      fireEvent.change(field, { target: { value: field.value + text } });
    };
    return { ...apollo, onPick, type, field };
  }

  it('waits 500 ms after the last key, shows loading at least 400 ms, then the accounts with avatar and name', async () => {
    const { type, callsOf } = setup();
    type('bo');
    expect(indicator()).toHaveAttribute('aria-label', 'Waiting for you to finish typing');
    await advance(SEARCH_DEBOUNCE_MS - 10);
    expect(callsOf('SearchAccounts')).toHaveLength(0);
    await advance(10);
    expect(callsOf('SearchAccounts')).toEqual([{ operationName: 'SearchAccounts', variables: { name: 'bo', withOwn: false } }]);
    expect(indicator()).toHaveAttribute('aria-label', 'Searching accounts');

    // The answer is instant, yet the indicator stays 400 ms.
    await advance(MIN_LOADING_MS - 10);
    expect(indicator()).toHaveAttribute('aria-label', 'Searching accounts');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await advance(10);
    expect(indicator()).not.toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'BBBea BoleroJoined March 2026',
      'Bob BachataDancer · Austria',
    ]);
    // Initials without a picture, the main profile's picture otherwise.
    expect(screen.getByRole('option', { name: /^Bob Bachata/ }).querySelector('img')).toHaveAttribute('src', '/media/bob.webp');
    expect(screen.getByRole('listbox').style.maxHeight).toBe('15rem');
  });

  it('tells namesakes apart by a second line: main profile type and country, else the month they joined', async () => {
    const { type } = setup();
    type('maria');
    await settle();
    const [dancer, trainer] = screen.getAllByRole('option');
    expect(dancer).toHaveAccessibleName('Maria Namesake Dancer · Austria');
    expect(trainer).toHaveAccessibleName('Maria Namesake Trainer · Spain');
  });

  it('searches once for the settled text, not for every key', async () => {
    const { type, callsOf } = setup();
    type('b');
    await advance(300);
    type('ol');
    await settle();
    expect(callsOf('SearchAccounts').map((call) => call.variables.name)).toEqual(['bol']);
  });

  it('says when nothing matches', async () => {
    const { type } = setup();
    type('zz');
    await settle();
    expect(screen.getByText('No account matches “zz”.')).toBeInTheDocument();
  });

  it('fills the field with the picked name; typing again clears the pick', async () => {
    const { type, field, onPick } = setup();
    type('bo');
    await settle();
    fireEvent.click(screen.getByRole('option', { name: /^Bob Bachata/ }));
    expect(onPick).toHaveBeenLastCalledWith(accounts[1]);
    expect(field).toHaveValue('Bob Bachata');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    type('x');
    expect(onPick).toHaveBeenLastCalledWith(null);
    expect(field).toHaveValue('Bob Bachatax');
  });

  it('picks with the keyboard: the first result is highlighted, Enter takes it', async () => {
    const { type, field, onPick } = setup();
    type('bo');
    await settle();
    fireEvent.keyDown(field, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
    expect(onPick).toHaveBeenLastCalledWith(accounts[1]);
  });

  it('closes 150 ms after the field loses focus', async () => {
    const { type } = setup();
    type('bo');
    await settle();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.blur(screen.getByRole('combobox', { name: 'Recipient' }));
    await advance(BLUR_CLOSE_MS - 10);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await advance(10);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
