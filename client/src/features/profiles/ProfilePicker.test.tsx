import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../shared/test/test-utils';
import { SUGGEST_SEARCH_MIN } from '@odance/contract/search';
import { BLUR_CLOSE_MS, MIN_LOADING_MS, ProfilePicker, SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE } from './ProfilePicker';
import { mockApollo } from './profiles-test-utils';

const found = [
  {
    __typename: 'Profile',
    id: 'p1',
    type: 'school',
    displayName: 'Vienna_Dance_Academy',
    firstName: null,
    lastName: null,
    name: 'Vienna_Dance_Academy',
    avatar: null,
  },
  {
    __typename: 'Profile',
    id: 'p2',
    type: 'dancer',
    displayName: 'Ada Vienna',
    firstName: 'Ada',
    lastName: 'Vienna',
    name: null,
    avatar: { __typename: 'Image', url: '/media/a.webp' },
  },
];

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setup(props: Partial<Parameters<typeof ProfilePicker>[0]> = {}) {
  const apollo = mockApollo({
    SuggestProfiles: (variables) => ({ data: { suggestProfiles: variables.search === 'zzz' ? [] : found } }),
  });
  const onPick = vi.fn();
  render(
    <TestProviders client={apollo.client}>
      <ProfilePicker ariaLabel="Search profiles" onPick={onPick} {...props} />
    </TestProviders>,
  );
  const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search profiles' });
  // fireEvent rather than user-event: its async wrapper waits on real timers, which fake timers stop.
  const type = (text: string) => {
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: text } });
  };
  return { ...apollo, onPick, field, type };
}

describe('profile picker (docs/web-app.md#dropdowns)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows typing for 500 ms, then loading for at least 400 ms, then results with name and type', async () => {
    const { type, callsOf } = setup();
    type('vien');
    expect(screen.getByText('Typing…')).toBeInTheDocument();
    await advance(SEARCH_DEBOUNCE_MS - 50);
    expect(callsOf('SuggestProfiles')).toHaveLength(0);
    await advance(50);
    expect(callsOf('SuggestProfiles')).toEqual([{ name: 'SuggestProfiles', variables: { search: 'vien', types: null, first: SEARCH_PAGE_SIZE } }]);
    // The answer came at once, but the loading state holds for its minimum.
    await advance(10);
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    await advance(MIN_LOADING_MS);
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Vienna_Dance_Academy School' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ada Vienna Dancer' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^2 profiles found$/);
  });

  it('picks with the keyboard and clears the field', async () => {
    const { type, field, onPick } = setup();
    type('vien');
    await advance(SEARCH_DEBOUNCE_MS);
    await advance(MIN_LOADING_MS + 10);
    fireEvent.keyDown(field, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'p2' }));
    expect(field).toHaveValue('');
  });

  it('takes the first result on Enter when asked to (the top-bar search)', async () => {
    const { type, field, onPick } = setup({ enterPicksFirst: true });
    type('vien');
    await advance(SEARCH_DEBOUNCE_MS);
    await advance(MIN_LOADING_MS + 10);
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
  });

  it('says when nothing matches and offers free text when allowed', async () => {
    const onFreeText = vi.fn();
    const { type, callsOf } = setup({ onFreeText, types: ['school'] });
    type('zzz');
    await advance(SEARCH_DEBOUNCE_MS);
    await advance(MIN_LOADING_MS + 10);
    expect(callsOf('SuggestProfiles')[0]!.variables.types).toEqual(['school']);
    expect(screen.getByText('No matching profiles.')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Add “zzz” as free text' })).toBeInTheDocument();
  });

  it('where free text is allowed, Enter and leaving the field add what was typed; an exact name links its profile', async () => {
    const onFreeText = vi.fn();
    const { type, field, onPick } = setup({ onFreeText });
    type('Studio Nine');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onFreeText).toHaveBeenLastCalledWith('Studio Nine');
    expect(field).toHaveValue('');

    // Left before the search answered (Tab, or a click on the wizard's Next): still added.
    type('Home club');
    fireEvent.blur(field);
    expect(onFreeText).toHaveBeenLastCalledWith('Home club');
    expect(field).toHaveValue('');

    type('ada vienna');
    await advance(SEARCH_DEBOUNCE_MS);
    await advance(MIN_LOADING_MS + 10);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'p2' }));
    expect(onFreeText).toHaveBeenCalledTimes(2);
  });

  it('closes 150 ms after blur', async () => {
    const { type, field } = setup();
    type('vienna');
    await advance(SEARCH_DEBOUNCE_MS);
    await advance(MIN_LOADING_MS + 10);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    fireEvent.blur(field);
    await advance(BLUR_CLOSE_MS - 10);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await advance(20);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('does not search fewer than 3 characters: says so, and still offers them as free text', async () => {
    const onFreeText = vi.fn();
    const { type, callsOf } = setup({ onFreeText });
    type('ab');
    await advance(SEARCH_DEBOUNCE_MS);
    await advance(MIN_LOADING_MS + 10);
    expect(callsOf('SuggestProfiles')).toHaveLength(0);
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
    // In the dropdown and, for screen readers, in the live region.
    expect(screen.getAllByText(`Type at least ${SUGGEST_SEARCH_MIN} characters to search.`)).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe(`Type at least ${SUGGEST_SEARCH_MIN} characters to search.`);
    fireEvent.click(screen.getByRole('option', { name: 'Add “ab” as free text' }));
    expect(onFreeText).toHaveBeenCalledWith('ab');
  });

  it('adds free text from its option', async () => {
    const onFreeText = vi.fn();
    const { type } = setup({ onFreeText });
    type('Home studio');
    await advance(SEARCH_DEBOUNCE_MS);
    await advance(MIN_LOADING_MS + 10);
    fireEvent.click(screen.getByRole('option', { name: 'Add “Home studio” as free text' }));
    expect(onFreeText).toHaveBeenCalledWith('Home studio');
  });
});
