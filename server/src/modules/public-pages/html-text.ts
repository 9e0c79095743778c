/** Text and attribute values inside HTML: the five characters that could end a value or open a tag. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char); // every character the pattern matches has its entity
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * JSON inside `<script type="application/ld+json">`: `<` escaped so no `</script>` or `<!--` can close or change
 * the element (JSON.stringify leaves them), and the two line separators JavaScript once refused in strings.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A description for a link preview: whitespace folded, cut at a word before `max` characters with an ellipsis. */
export function previewText(text: string, max = 200): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/**
 * Tags added at the end of a document's head. A document without `</head>` (HTML lets it be implied) gets them
 * before its body, or at its end: a browser reads them either way.
 */
export function insertBeforeHeadEnd(html: string, tags: string): string {
  if (!tags) return html;
  const close = html.search(/<\/head>/i);
  if (close >= 0) return `${html.slice(0, close).trimEnd()}\n    ${tags}\n  ${html.slice(close)}`;
  const body = html.search(/<body[\s>]/i);
  return body >= 0 ? `${html.slice(0, body)}${tags}\n${html.slice(body)}` : `${html}\n${tags}\n`;
}
