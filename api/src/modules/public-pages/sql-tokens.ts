// Part of step 2 of the page cache's invalidation (write-watch.ts). A small reader of the SQL text drizzle
// sends, enough for write-keys.ts: tokens (names, `?` parameters, string literals, single characters), split at
// the top level (outside parentheses).

/** A token of SQL: a name (quoted or a bare word, lower case), a `?`, a string literal, or one other character. */
export type Token = { kind: 'name' | 'param' | 'string' | 'other'; text: string };

/** The tokens of `text`; null for what cannot be read safely (an unclosed quote, numbered or named parameters). */
export function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (/\s/.test(ch)) continue;
    const close = { "'": "'", '"': '"', '`': '`', '[': ']' }[ch];
    if (close) {
      const end = text.indexOf(close, i + 1);
      if (end < 0) return null;
      const inner = text.slice(i + 1, end);
      tokens.push(ch === "'" ? { kind: 'string', text: inner } : { kind: 'name', text: inner.toLowerCase() });
      i = end;
    } else if (ch === '?') {
      if (/\w/.test(text[i + 1] ?? '')) return null;
      tokens.push({ kind: 'param', text: ch });
    } else if (/[:@$]/.test(ch)) {
      return null;
    } else if (/\w/.test(ch)) {
      const word = /^\w+/.exec(text.slice(i))![0];
      tokens.push({ kind: 'name', text: word.toLowerCase() });
      i += word.length - 1;
    } else tokens.push({ kind: 'other', text: ch });
  }
  return tokens;
}

export const params = (tokens: Token[]) => tokens.reduce((n, t) => n + (t.kind === 'param' ? 1 : 0), 0);

/** Splits at depth 0 where `at` says so (the separator dropped), up to the first depth-0 token `stop` says. */
export function splitTop(
  tokens: Token[],
  at: (t: Token) => boolean,
  stop: (t: Token) => boolean = () => false,
) {
  const parts: Token[][] = [[]];
  let depth = 0;
  for (const [i, token] of tokens.entries()) {
    if (token.text === '(' && token.kind === 'other') depth++;
    if (token.text === ')' && token.kind === 'other') depth--;
    if (depth === 0 && stop(token)) return { parts, rest: tokens.slice(i) };
    if (depth === 0 && at(token)) parts.push([]);
    else parts.at(-1)!.push(token);
  }
  return { parts, rest: [] as Token[] };
}

export const isWord =
  (...words: string[]) =>
  (t: Token) =>
    t.kind === 'name' && words.includes(t.text);
export const isComma = (t: Token) => t.kind === 'other' && t.text === ',';

/** Drops parentheses around the whole of `tokens` (not the two of "(a) and (b)"). */
export function unwrap(tokens: Token[]): Token[] {
  while (tokens[0]?.text === '(' && tokens.at(-1)?.text === ')') {
    let depth = 0;
    let closesAt = -1;
    for (const [i, token] of tokens.entries()) {
      if (token.kind !== 'other') continue;
      if (token.text === '(') depth++;
      else if (token.text === ')' && --depth === 0) {
        closesAt = i;
        break;
      }
    }
    if (closesAt !== tokens.length - 1) break;
    tokens = tokens.slice(1, -1);
  }
  return tokens;
}
