/*
 * What every text people type must not hold (docs/product.md#rules, docs/decisions.md#invisible-characters): the
 * server's parseInput refuses it in every input, and the rules that forms check as the field is typed (rules.ts)
 * refuse it too, so the form says so before the server does.
 */

// Unicode's format characters (category Cf): bidirectional overrides and isolates, zero-width space and
// joiners, soft hyphen, word joiner, BOM… They change how text displays without showing themselves.
const FORMAT = /\p{Cf}/gu;
const ZWJ = '\u200d';
// What may stand on either side of a zero-width joiner inside an emoji sequence (👩‍💻, 🏳️‍🌈, 👨🏽‍🦰).
const EMOJI_PART = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{fe0f}]/u;

/**
 * Whether a text holds an invisible format character, except a zero-width joiner inside an emoji sequence (that
 * joiner is how 👩‍💻 is written). Tags (U+E0020–E007F) inside flag sequences are Cf too and are refused: only a
 * handful of subdivision flags use them.
 */
export function hasInvisibleFormat(text: string): boolean {
  for (const match of text.matchAll(FORMAT)) {
    if (match[0] !== ZWJ) return true;
    const before = [...text.slice(0, match.index)].at(-1) ?? '';
    const after = [...text.slice(match.index + 1)][0] ?? '';
    if (!EMOJI_PART.test(before) || !EMOJI_PART.test(after)) return true;
  }
  return false;
}

/** Control characters (tabs, line breaks, C0/C1) and line or paragraph separators: not printable on one line. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** One line of printable text: no control character and no invisible format character. */
export function isPrintableLine(text: string): boolean {
  return !CONTROL.test(text) && !hasInvisibleFormat(text);
}
