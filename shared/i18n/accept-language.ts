// The one reading of Accept-Language (RFC 9110 §12.5.4), for the API's messages (pickLang) and the site's pages
// (shared/http/negotiate.ts, the edge Worker too), so both answer a browser in the same language. Imports
// nothing but the list of languages: the Worker's bundle carries it.
import { LANGUAGES, type Lang } from '../constants';

/** A weight as RFC 9110 writes it: 0 to 1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

type Range = { tag: string; q: number; index: number };

function ranges(header: string): Range[] {
  const found: Range[] = [];
  header.split(',').forEach((part, index) => {
    const [range = '', ...params] = part.split(';');
    const tag = range.trim().toLowerCase();
    if (!tag) return;
    let q = 1;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=');
      if (name.trim().toLowerCase() !== 'q') continue;
      // A weight that is not one (`q=high`, `q=2`) ranks nothing: the entry is left out.
      q = QVALUE.test(value.trim()) ? Number(value) : Number.NaN;
    }
    if (!Number.isNaN(q)) found.push({ tag, q, index });
  });
  return found;
}

/**
 * Which of our languages the browser prefers most, or null when it names none of them. Each of ours is weighed
 * by the range naming it exactly (`fi`), else its regional ones (`sv-FI`: the highest of them), else `*` (any
 * language not named otherwise). `q=0` means "not this one"; equal weights go by the header's order, then ours.
 */
export function acceptedLang(header: string | null | undefined): Lang | null {
  if (!header) return null;
  const all = ranges(header);
  const any = all.find((r) => r.tag === '*');
  let best: { lang: Lang; q: number; index: number } | null = null;
  for (const lang of LANGUAGES) {
    const regional = all
      .filter((r) => r.tag.startsWith(`${lang}-`))
      .sort((a, b) => b.q - a.q || a.index - b.index)[0];
    const deciding = all.find((r) => r.tag === lang) ?? regional ?? any;
    if (!deciding || deciding.q === 0) continue;
    if (!best || deciding.q > best.q || (deciding.q === best.q && deciding.index < best.index)) {
      best = { lang, q: deciding.q, index: deciding.index };
    }
  }
  return best?.lang ?? null;
}
