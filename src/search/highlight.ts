/**
 * The terms a result link carries to its page (`?_highlight=…`), which mark.js marks there. A link can be
 * crafted (hundreds of terms, or one letter that is in every word), so what is marked is bounded: unique terms
 * (case ignored) of at least 2 letters or digits, at most MAX_HIGHLIGHT_TERMS of them and MAX_HIGHLIGHT_CHARS
 * characters in all; the rest is ignored.
 */
export const MAX_HIGHLIGHT_TERMS = 10;
export const MAX_HIGHLIGHT_CHARS = 512;

export function highlightTerms(terms: Iterable<string>): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  let chars = 0;
  for (const raw of terms) {
    const term = raw.trim();
    const key = term.toLowerCase();
    if ((term.match(/[\p{L}\p{N}]/gu)?.length ?? 0) < 2 || seen.has(key)) continue;
    if (chars + term.length > MAX_HIGHLIGHT_CHARS) continue;
    seen.add(key);
    out.push(term);
    chars += term.length;
    if (out.length >= MAX_HIGHLIGHT_TERMS) break;
  }
  return out;
}
