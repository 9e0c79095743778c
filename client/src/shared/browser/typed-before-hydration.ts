/**
 * Text typed into the screen the server drew (server/src/modules/public-pages/first-screen.ts) before the app
 * hydrated it: on a slow phone a tap and the first letters come before the app runs. Hydration adopts the fields,
 * so the letters and the focus stay on screen, but React's state still holds what the server drew ("" for a search)
 * and React fires no change for what it did not see. This hands each such field's text to React as the change it
 * missed: the field is set back to what React rendered through React's own value setter (which records it), then
 * to the typed text through the element's native one (which React does not see), and an `input` event makes React
 * compare the two and call the field's onChange, as a keystroke would. The caret stays where it was.
 */
export function replayTypedBeforeHydration(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const { selectionStart, selectionEnd } = field;
    field.value = field.defaultValue;
    nativeValueSetter(field).call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (document.activeElement === field && selectionStart !== null) field.setSelectionRange(selectionStart, selectionEnd);
  }
}

const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);

function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement): (this: unknown, value: string) => void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(prototype, 'value')!.set!;
}
