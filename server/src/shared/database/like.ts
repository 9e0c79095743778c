/** `text` with LIKE/ILIKE's own characters (`%`, `_` and the escape `\`) taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
