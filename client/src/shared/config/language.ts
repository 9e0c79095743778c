/** English is the only interface language (docs/web-app.md#language-and-look); it is kept in localStorage under `language`. */
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE = 'en';

export function ensureLanguage(storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage): void {
  if (storage.getItem(LANGUAGE_STORAGE_KEY) !== LANGUAGE) storage.setItem(LANGUAGE_STORAGE_KEY, LANGUAGE);
  // The served page says it already; setting it again would restyle the whole document.
  if (document.documentElement.lang !== LANGUAGE) document.documentElement.lang = LANGUAGE;
}
