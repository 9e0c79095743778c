import { HELD_SUBMIT_FLAG, MENU_TAPPED_FLAG } from '@odance/contract/runtime-config';
/**
 * Text typed into the screen the server drew (server/src/modules/public-pages/first-screen.ts) before the app
 * hydrated it: on a slow phone a tap and the first letters come before the app runs. Hydration adopts the fields,
 * so the letters and the focus stay on screen, but React's state still holds what the server drew ("" for a search)
 * and React fires no change for what it did not see (React 19.3 replays none). This hands each such field's text
 * to React as the change it missed: the field is set back to what React rendered through React's own value setter
 * (which records it), then to the typed text through the element's native one (which React does not see), and an
 * `input` event makes React compare the two and call the field's onChange, as a keystroke would.
 *
 * A page inside a Suspense boundary hydrates after the shell, in a render of its own that React may pause: a field
 * React is still adopting already carries its value tracker (`_valueTracker`, the one piece of React's inner state
 * read here) while its onChange is not committed yet, so a change handed over then is lost and the commit draws the
 * field empty again (seen: the sign-in page's email, typed while the page loaded, gone). So this runs from effects
 * only, which follow a commit: the shell's (app/UiProvider.tsx) and one inside each Suspense boundary a drawn page
 * hydrates through (TypedTextHandover). A field not adopted yet is left for its boundary's effect.
 */
export function replayTypedBeforeHydration(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    if ('_valueTracker' in field) handToReact(field);
  }
  sendHeldSubmit(root);
}

/**
 * A form sent before the app adopted it is held by the drawn page's start script (server/src/modules/public-pages/
 * start-after-paint.ts: the browser would have sent it as a GET, the fields in the address). Once React has adopted
 * and committed it, it is sent as the person asked, after the typed text above has reached React's state.
 */
function sendHeldSubmit(root: ParentNode): void {
  const holder = window as unknown as Record<typeof HELD_SUBMIT_FLAG, { form: HTMLFormElement; submitter: HTMLElement | null } | undefined>;
  const held = holder[HELD_SUBMIT_FLAG];
  if (!held || !root.contains(held.form) || !Object.keys(held.form).some((key) => key.startsWith('__reactProps$'))) return;
  delete holder[HELD_SUBMIT_FLAG];
  setTimeout(() => held.form.requestSubmit(held.submitter ?? undefined));
}

/**
 * Whether the drawn page's menu button was tapped before the app adopted it (an odd number of times: the person
 * wants the menu open). The start script counts the taps (server/src/modules/public-pages/start-after-paint.ts);
 * the top bar asks once, after it is committed, and opens its menu.
 */
export function takeMenuTapBeforeHydration(): boolean {
  const holder = window as unknown as Record<typeof MENU_TAPPED_FLAG, boolean | undefined>;
  const tapped = holder[MENU_TAPPED_FLAG] === true;
  delete holder[MENU_TAPPED_FLAG];
  return tapped;
}

function handToReact(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  const focused = document.activeElement === field;
  const { selectionStart, selectionEnd } = field;
  field.value = field.defaultValue;
  nativeValueSetter(field)(typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && selectionStart !== null) field.setSelectionRange(selectionStart, selectionEnd);
}

const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);

/** The element's own `value` setter (the prototype's, past React's tracker), bound to `field`. */
function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement): (value: string) => void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.bind(field);
}
