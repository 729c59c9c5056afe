// Which visits of a public page (/p, /d, /c) count (docs/decisions.md "Counting views"): every visit by a person
// counts, whatever brought them there (the QR code, the NFC chip, a copied or typed link), so every address we
// hand out is the plain one. Only the owner's own previews from the dashboard carry `?count=false` and are not
// counted. `?count=true` on cards printed before still works (it is now what a plain address does). Other query
// parameters (source markers such as `?s=q`, UTM) are left alone.

/** The query parameter of an address that is not counted: the dashboard's "open" and preview links. */
export const NO_COUNT = 'count=false';

/**
 * Whether a visit of this URL counts: false only for `count=false` (the first `count` parameter, as
 * URLSearchParams reads it). A URL without a query is not parsed; a query without escapes (`%`, `+`) is read
 * in place (hot path: URLSearchParams was 15 % of a counted `?count=true` page's CPU under load).
 */
export function countsVisit(url: string): boolean {
  const query = url.indexOf('?');
  if (query < 0) return true;
  const hash = url.indexOf('#', query);
  const search = url.slice(query + 1, hash < 0 ? undefined : hash);
  if (search.includes('%') || search.includes('+'))
    return new URLSearchParams(search).get('count') !== 'false';
  for (const pair of search.split('&')) {
    if (pair === 'count') return true;
    if (pair.startsWith('count=')) return pair !== NO_COUNT;
  }
  return true;
}

/** A public page's address as its owner opens it from the dashboard: shown, not counted. */
export const previewLink = (url: string) => `${url}${url.includes('?') ? '&' : '?'}${NO_COUNT}`;
