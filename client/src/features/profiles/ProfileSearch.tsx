import { lazy, startTransition, Suspense, useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The field as it looks before (or without) its dropdown. */
function SearchField(props: TextInputProps) {
  return (
    <TextInput
      type="search"
      aria-label="Search profiles"
      placeholder="Search profiles"
      leftSection={<IconSearch size={16} aria-hidden />}
      w="100%"
      autoComplete="off"
      {...props}
    />
  );
}

// The dropdown (Combobox, Popover, floating-ui) is not needed to paint `/`: it loads when the visitor reaches
// for the field (pointer over it, or focus), then takes its place with what was typed so far, focused. Should its
// code fail to load (connection lost), the plain field stays.
const ProfileSearchBox = lazy(() =>
  import('./ProfileSearchBox').catch(() => ({
    default: ({ id, initialValue }: { id: string; initialValue: string }) => <SearchField id={id} defaultValue={initialValue} />,
  })),
);

/**
 * The top bar's profile search (docs/web-app.md#screens-and-routes), also in the mobile menu: 500 ms debounce, 25 results with
 * avatar, name and type; picking one opens /profile/{type}/{id}.
 */
export function ProfileSearch({ id }: { id: string }) {
  const [wanted, setWanted] = useState(false);
  const [draft, setDraft] = useState('');
  const [focused, setFocused] = useState(false);

  // A transition: while the dropdown's code loads, React keeps showing this very field (focused, taking the
  // keystrokes) instead of swapping in the fallback, which was a new input that lost the focus and the first
  // letters typed: what is typed is kept from the first key.
  const want = () => startTransition(() => setWanted(true));
  const placeholder = (
    <SearchField
      id={id}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        // Typing wants the dropdown too: letters typed before the app ran reach this field as a change, with no
        // focus event after it (shared/browser/typed-before-hydration.ts).
        setFocused(document.activeElement === event.currentTarget);
        want();
      }}
      onPointerEnter={want}
      onFocus={() => {
        setFocused(true);
        want();
      }}
      onBlur={() => setFocused(false)}
    />
  );

  return (
    <Suspense fallback={placeholder}>
      {wanted ? (
        <ProfileSearchBox id={id} initialValue={draft} autoFocus={focused} />
      ) : (
        placeholder
      )}
    </Suspense>
  );
}
