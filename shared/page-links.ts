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

/**
 * Source markers: where a visit came from, carried in the address and otherwise harmless (the page, its cache
 * and its count are those of the plain address; issue 22 records the source). Every QR code we generate holds
 * `?s=q`; the address the dashboard writes to an NFC tag holds `?s=n`. Shown and copied links stay plain.
 */
export const QR_SOURCE = 's=q';
export const NFC_SOURCE = 's=n';

const withParam = (url: string, param: string) => {
  const hash = url.indexOf('#');
  const [base, fragment] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${param}${fragment}`;
};

/** The address a QR code holds: the page's, marked as scanned (`s=q`). */
export const qrLink = (url: string) => withParam(url, QR_SOURCE);

/** The address written to an NFC tag: the page's, marked as tapped (`s=n`). */
export const nfcLink = (url: string) => withParam(url, NFC_SOURCE);
