import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Avatar, Combobox, Group, Loader, ScrollArea, Text, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { SuggestProfilesDocument, type SuggestProfilesQuery } from '../../gql/graphql';
import { useGraphQLQuery } from '../../shared/api/use-graphql-query';
import { initialsOfName, profileName } from './profile-format';
import { profileTypeLabel, type ProfileType } from './profile-types';
import { VerifiedMark } from './VerifiedBadge';
import classes from './ProfilePicker.module.css';
import { useMinDuration } from './use-min-duration';
import { SUGGEST_SEARCH_MIN } from '@odance/contract/search';

/** docs/web-app.md#dropdowns: the searchable dropdown's timings and sizes. */
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_PAGE_SIZE = 25;
export const MIN_LOADING_MS = 400;
export const BLUR_CLOSE_MS = 150;
export const LIST_MAX_HEIGHT = '15rem';

const FREE_TEXT = '\u0000free-text';
const TOO_SHORT = `Type at least ${SUGGEST_SEARCH_MIN} characters to search.`;

export type FoundProfile = SuggestProfilesQuery['suggestProfiles'][number];

export interface ProfilePickerProps {
  id?: string;
  /** A visible label; without it, `ariaLabel` names the field. */
  label?: ReactNode;
  ariaLabel?: string;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  leftSection?: ReactNode;
  /** Only profiles of these types. */
  types?: ProfileType[];
  /** Profiles not to offer (already picked). */
  excludeIds?: readonly string[];
  onPick: (profile: FoundProfile) => void;
  /** When set, the list ends with "Add “…”" to take the text as it is (free-text affiliations). */
  onFreeText?: (text: string) => void;
  /** Enter without a highlighted option picks the first result (the top-bar search). */
  enterPicksFirst?: boolean;
  initialValue?: string;
  autoFocus?: boolean;
  withinPortal?: boolean;
  inputType?: 'search' | 'text';
}

/**
 * Searches profiles as the user types (debounced 500 ms, 25 results) in a keyboard-accessible combobox.
 * States per docs/web-app.md#states: typing (until the debounce fires), loading (shown at least 400 ms), results or
 * none; the list closes 150 ms after the field loses focus and scrolls past 15rem.
 */
export function ProfilePicker({
  id,
  label,
  ariaLabel,
  placeholder,
  description,
  error,
  leftSection,
  types,
  excludeIds,
  onPick,
  onFreeText,
  enterPicksFirst = false,
  initialValue = '',
  autoFocus = false,
  withinPortal = true,
  inputType = 'search',
}: ProfilePickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState(initialValue);
  const search = value.trim();
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const typing = search !== '' && search !== debounced;
  const tooShort = debounced !== '' && debounced.length < SUGGEST_SEARCH_MIN;
  const blurTimer = useRef<number | undefined>(undefined);

  // Without Apollo Client: the top bar's search also runs on pages that do not load it (use-graphql-query.ts).
  const {
    data,
    loading,
    error: queryError,
  } = useGraphQLQuery(
    SuggestProfilesDocument,
    { search: debounced, types: types && types.length > 0 ? types : null, first: SEARCH_PAGE_SIZE },
    { skip: debounced.length < SUGGEST_SEARCH_MIN },
  );
  const showLoading = useMinDuration(loading && !tooShort && debounced !== '', MIN_LOADING_MS);
  const results = tooShort ? [] : (data?.suggestProfiles ?? []).filter((profile) => !excludeIds?.includes(profile.id));
  const settled = search !== '' && !typing && !showLoading;

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  // A new list: nothing highlighted until the user moves through it.
  useEffect(() => {
    combobox.resetSelectedOption();
  }, [data, combobox]);

  const finish = () => {
    setValue('');
    combobox.closeDropdown();
  };

  const submit = (optionValue: string) => {
    if (optionValue === FREE_TEXT) {
      onFreeText?.(search);
      finish();
      return;
    }
    const profile = results.find((candidate) => candidate.id === optionValue);
    if (!profile) return;
    onPick(profile);
    finish();
  };

  /**
   * Where free text is allowed, what was typed is never dropped: Enter or leaving the field (Tab, a
   * click on Next) adds it — as the profile of that exact name when the results hold one, else as free text.
   */
  const commitTyped = () => {
    if (!onFreeText || search === '') return;
    const exact = settled ? results.find((profile) => profileName(profile).toLowerCase() === search.toLowerCase()) : undefined;
    if (exact) onPick(exact);
    else onFreeText(search);
    finish();
  };

  const status = typing
    ? 'Typing…'
    : showLoading
      ? 'Searching…'
      : queryError && !tooShort
        ? 'The search failed. Please try again.'
        : settled && tooShort
          ? TOO_SHORT
          : settled && results.length === 0
            ? onFreeText
              ? 'No matching profiles.'
              : 'No profiles found.'
            : null;
  const announcement =
    settled && tooShort
      ? TOO_SHORT
      : settled && !queryError
        ? results.length === 0
          ? 'No profiles found'
          : `${results.length} ${results.length === 1 ? 'profile' : 'profiles'} found`
        : '';
  const offerFreeText = Boolean(onFreeText) && settled && !results.some((profile) => profileName(profile).toLowerCase() === search.toLowerCase());
  const hasOptions = settled && (results.length > 0 || offerFreeText);

  return (
    <>
      <Combobox store={combobox} onOptionSubmit={submit} withinPortal={withinPortal} position="bottom-start" zIndex={400}>
        <Combobox.Target withExpandedAttribute>
          <TextInput
            id={id}
            type={inputType}
            label={label}
            aria-label={label ? undefined : ariaLabel}
            placeholder={placeholder}
            description={description}
            error={error}
            leftSection={leftSection}
            rightSection={showLoading ? <Loader size={16} aria-hidden /> : null}
            autoFocus={autoFocus}
            autoComplete="off"
            value={value}
            w="100%"
            onChange={(event) => {
              const next = event.currentTarget.value;
              setValue(next);
              combobox.resetSelectedOption();
              if (next.trim() === '') combobox.closeDropdown();
              else combobox.openDropdown();
            }}
            onFocus={() => {
              window.clearTimeout(blurTimer.current);
              if (search !== '') combobox.openDropdown();
            }}
            onClick={() => {
              if (search !== '') combobox.openDropdown();
            }}
            onBlur={() => {
              window.clearTimeout(blurTimer.current);
              commitTyped();
              blurTimer.current = window.setTimeout(() => combobox.closeDropdown(), BLUR_CLOSE_MS);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || combobox.getSelectedOptionIndex() !== -1) return;
              // Enter is for picking here, never for submitting a surrounding form.
              if (search !== '') event.preventDefault();
              const [first] = results;
              if (enterPicksFirst && settled && first) submit(first.id);
              else commitTyped();
            }}
          />
        </Combobox.Target>

        <Combobox.Dropdown hidden={search === ''} className={classes.dropdown}>
          {status ? (
            <Group gap="xs" px="sm" py={6} wrap="nowrap">
              {showLoading && !typing ? <Loader size={14} aria-hidden /> : null}
              {typing ? <span className={classes.typingDots} aria-hidden /> : null}
              <Text size="sm" c="dimmed">
                {status}
              </Text>
            </Group>
          ) : null}
          {/* Always mounted while open (hidden when empty): the field's aria-controls and aria-expanded need its id. */}
          <Combobox.Options style={hasOptions ? undefined : { display: 'none' }}>
            <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="scroll">
              {(settled ? results : []).map((profile) => {
                const name = profileName(profile);
                return (
                  <Combobox.Option key={profile.id} value={profile.id}>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={profile.avatar?.url ?? null} alt="" size={32} radius="xl" color="brand" aria-hidden>
                        {initialsOfName(name)}
                      </Avatar>
                      <div className={classes.optionText}>
                        {/* Wraps, even inside a long unbroken handle or link, rather than hide the end of a display name. */}
                        <Text size="sm" fw={600} lineClamp={3} className={classes.optionName}>
                          {name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {profileTypeLabel(profile.type)}
                          {profile.verified ? (
                            <>
                              {' · '}
                              <VerifiedMark />
                            </>
                          ) : null}
                        </Text>
                      </div>
                    </Group>
                  </Combobox.Option>
                );
              })}
              {offerFreeText ? (
                <Combobox.Option value={FREE_TEXT}>
                  <Group gap="sm" wrap="nowrap">
                    <IconPlus size={18} aria-hidden />
                    <Text size="sm">{`Add “${search}” as free text`}</Text>
                  </Group>
                </Combobox.Option>
              ) : null}
            </ScrollArea.Autosize>
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
