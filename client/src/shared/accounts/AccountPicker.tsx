import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CloseButton, Combobox, Group, InputBase, Loader, Stack, Text, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { AccountAvatar } from './AccountAvatar';
import { useAccountSearch, type FoundAccount, type SearchPhase } from './use-account-search';
import classes from './AccountPicker.module.css';
import { fullName } from '@odance/contract/accounts';
import { namesakeHint } from './namesake-hint';

/** docs/web-app.md#constants: the dropdown closes 150 ms after the field loses focus; its list is at most 15rem high. */
export const BLUR_CLOSE_MS = 150;
export const LIST_MAX_HEIGHT = '15rem';

export interface AccountPickerProps {
  label: string;
  value: FoundAccount | null;
  onChange: (account: FoundAccount | null) => void;
  error?: ReactNode;
  description?: ReactNode;
  withOwn?: boolean;
  required?: boolean;
  onBlur?: () => void;
}

/**
 * Searchable account dropdown (docs/web-app.md#pickers): type a name, pick from the matching active
 * accounts (avatar, name and a second line that tells namesakes apart). Typing after a pick clears the pick.
 */
export function AccountPicker({ label, value, onChange, error, description, withOwn = false, required, onBlur }: AccountPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value ? fullName(value) : '');
  // What was typed: a pick fills the field with the name but searches nothing.
  const [query, setQuery] = useState('');
  const search = useAccountSearch(query, { withOwn });
  const blurTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  // A value set from outside (a reset form) shows in the field; the picker's own changes set `shown` first.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ? fullName(value) : '');
    if (!value) setQuery('');
  }

  // Keyboard users land on the first result as soon as it arrives.
  const { selectFirstOption } = combobox;
  useEffect(() => {
    if (search.phase === 'done' && search.accounts.length > 0) selectFirstOption();
  }, [search.phase, search.accounts, selectFirstOption]);

  const pick = (id: string) => {
    const account = search.accounts.find((candidate) => candidate.id === id);
    if (!account) return;
    setShown(account);
    setText(fullName(account));
    onChange(account);
    combobox.closeDropdown();
  };

  const clear = () => {
    setShown(null);
    setText('');
    setQuery('');
    onChange(null);
    combobox.focusTarget();
  };

  const busy = search.phase === 'typing' || search.phase === 'loading';
  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false} position="bottom-start" classNames={{ option: classes.option }}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          label={label}
          description={description}
          required={required}
          error={error}
          placeholder="Search by name"
          autoComplete="off"
          value={text}
          leftSection={value ? <AccountAvatar account={value} size={24} /> : <IconSearch size={16} aria-hidden />}
          rightSection={
            busy ? (
              <SearchIndicator phase={search.phase} />
            ) : value ? (
              <CloseButton
                size="sm"
                aria-label={`Clear ${label.toLowerCase()}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={clear}
              />
            ) : null
          }
          rightSectionPointerEvents={busy ? 'none' : 'all'}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            setQuery(next);
            if (value) {
              setShown(null);
              onChange(null);
            }
            if (next.trim()) combobox.openDropdown();
            else combobox.closeDropdown();
          }}
          onFocus={() => {
            window.clearTimeout(blurTimer.current);
            if (query.trim() && !value) combobox.openDropdown();
          }}
          onClick={() => {
            if (query.trim() && !value) combobox.openDropdown();
          }}
          onBlur={() => {
            blurTimer.current = window.setTimeout(() => combobox.closeDropdown(), BLUR_CLOSE_MS);
            onBlur?.();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={LIST_MAX_HEIGHT} style={{ overflowY: 'auto' }} aria-label={`${label} results`}>
          {search.accounts.map((account) => (
            <Combobox.Option value={account.id} key={account.id} active={account.id === value?.id}>
              <Group gap="sm" wrap="nowrap">
                <AccountAvatar account={account} />
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={500} truncate>
                    {fullName(account)}
                  </Text>
                  <NamesakeHint account={account} />
                </Stack>
              </Group>
            </Combobox.Option>
          ))}
          {search.accounts.length === 0 ? (
            <Combobox.Empty>{emptyText(search.phase, search.answered, search.errorMessage)}</Combobox.Empty>
          ) : null}
          {search.accounts.length > 0 && search.phase === 'error' ? <Combobox.Empty>{search.errorMessage}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

function NamesakeHint({ account }: { account: FoundAccount }) {
  const hint = namesakeHint(account);
  return hint ? (
    <Text size="xs" c="dimmed" truncate>
      {hint}
    </Text>
  ) : null;
}

function emptyText(phase: SearchPhase, answered: string, errorMessage: string | null): string {
  if (phase === 'error') return errorMessage ?? 'The search failed.';
  if (phase === 'done') return `No account matches “${answered}”.`;
  return 'Searching…';
}

/** Typing: dots until the text settles; loading: a spinner while the server answers. */
function SearchIndicator({ phase }: { phase: SearchPhase }) {
  return (
    <Loader
      size="xs"
      type={phase === 'typing' ? 'dots' : 'oval'}
      role="status"
      aria-label={phase === 'typing' ? 'Waiting for you to finish typing' : 'Searching accounts'}
      data-phase={phase}
    />
  );
}
