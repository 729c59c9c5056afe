// Filling a dictionary text: `{name}` placeholders and the plural forms of a count, in the ICU message syntax
// translators know: `{count, plural, one {# row} other {# rows}}` (`#` is the count). The form is chosen by
// Intl.PluralRules of the text's language, so every language lists the categories it has (sv, en and fi: one
// and other). No dictionary is imported here: the dashboard bundles only the namespaces it shows.
import type { Lang } from '../constants';

export type Params = Record<string, string | number>;

/** The locale of a language's numbers, dates and plural rules. */
export const LOCALES: Record<Lang, string> = { sv: 'sv-SE', en: 'en-GB', fi: 'fi-FI' };
const rules = new Map<Lang, Intl.PluralRules>();

function rulesOf(lang: Lang) {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(LOCALES[lang]);
    rules.set(lang, rule);
  }
  return rule;
}

/** The plural category of `value` in `lang` ("one", "other"…); a value that is not a number is "other". */
export function pluralCategory(value: string | number, lang: Lang): Intl.LDMLPluralRule {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? rulesOf(lang).select(number) : 'other';
}

/** The categories a language's plural blocks must list. */
export const pluralCategories = (lang: Lang) => rulesOf(lang).resolvedOptions().pluralCategories;

/** One `{name, plural, …}` block: where it starts and ends in the text, its count's name and its forms. */
export type PluralBlock = { start: number; end: number; name: string; forms: Map<string, string> };

const PLURAL_HEAD = /\{\s*(\w+)\s*,\s*plural\s*,/y;

/** The end (exclusive) of the brace group opening at `open`, or -1 when it is not closed. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The plural block opening at `at`, or null when none opens there (or it is malformed). */
function pluralAt(text: string, at: number): PluralBlock | null {
  PLURAL_HEAD.lastIndex = at;
  const head = PLURAL_HEAD.exec(text);
  if (!head) return null;
  const forms = new Map<string, string>();
  let i = PLURAL_HEAD.lastIndex;
  for (;;) {
    while (text[i] === ' ') i++;
    if (text[i] === '}') return { start: at, end: i + 1, name: head[1], forms };
    const selector = /^(=\d+|[a-z]+)\s*\{/.exec(text.slice(i));
    if (!selector) return null;
    const open = i + selector[0].length - 1;
    const end = closing(text, open);
    if (end < 0) return null;
    forms.set(selector[1], text.slice(open + 1, end - 1));
    i = end;
  }
}

/** Every plural block of a text, outermost first, in order. */
export function pluralBlocks(text: string): PluralBlock[] {
  const found: PluralBlock[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '{') continue;
    const block = pluralAt(text, i);
    if (block) {
      found.push(block);
      i = block.end - 1;
    }
  }
  return found;
}

/** The names a text takes: its `{name}` placeholders and its counts, inside plural forms too. */
export function paramNames(text: string): string[] {
  const names: string[] = [];
  let rest = '';
  let from = 0;
  for (const block of pluralBlocks(text)) {
    rest += text.slice(from, block.start);
    names.push(block.name);
    for (const form of block.forms.values()) names.push(...paramNames(form));
    from = block.end;
  }
  rest += text.slice(from);
  names.push(...[...rest.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
  return [...new Set(names)].sort();
}

const placeholders = (text: string, params: Params) =>
  text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));

/**
 * Fills a text in `lang`: each plural block becomes its form for the count (`=N` first, then the category,
 * then `other`; `#` is the count), then each `{name}` its value. Unknown names stay visible, so a missing one
 * is noticed.
 */
export function interpolate(text: string, params?: Params, lang: Lang = 'en'): string {
  if (!params) return text;
  let out = '';
  let from = 0;
  for (const block of pluralBlocks(text)) {
    out += placeholders(text.slice(from, block.start), params);
    from = block.end;
    if (!(block.name in params)) {
      out += text.slice(block.start, block.end);
      continue;
    }
    const value = params[block.name];
    const form =
      block.forms.get(`=${value}`) ??
      block.forms.get(pluralCategory(value, lang)) ??
      block.forms.get('other') ??
      '';
    out += interpolate(form.replace(/#/g, String(value)), params, lang);
  }
  return out + placeholders(text.slice(from), params);
}
