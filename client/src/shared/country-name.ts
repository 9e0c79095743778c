let regionNames: Intl.DisplayNames | null | undefined;

/** The English name of an ISO 3166-1 alpha-2 code ("AT" → "Austria"); the code itself when unknown. */
export function countryName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
