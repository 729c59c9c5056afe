/** What a scanned QR code holds, as the scanner treats it (SPEC §5: not a link, or not ours, is warned about). */
export type ScannedCode =
  | { kind: 'notLink'; text: string }
  | { kind: 'foreign'; url: string }
  | { kind: 'profile'; shortId: string; url: string }
  | { kind: 'dynatag'; shortId: string; url: string };

const SHORT_ID = /^[A-Za-z0-9_-]{1,20}$/;

/** The host without a leading "www.", so a card printed for www.example.com opens on example.com too. */
const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * Classifies the text of a code against the site's own origin: `/p/{shortId}` and `/d/{shortId}` on
 * this host (http or https, with or without www) are ours; any other web address is foreign; anything
 * else (plain text, a phone number, a Wi-Fi code, `javascript:`) is not a link.
 */
export function classifyScan(raw: string, origin: string): ScannedCode {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: 'notLink', text };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'notLink', text };
  const site = new URL(origin);
  if (bareHost(url.host) !== bareHost(site.host)) return { kind: 'foreign', url: url.href };
  const parts = url.pathname.split('/').filter(Boolean);
  // /p/{id}, also under a language prefix some printed links may carry (/en/p/{id}).
  const at = parts[0] === 'en' || parts[0] === 'fi' || parts[0] === 'sv' ? 1 : 0;
  const [type, id, ...rest] = parts.slice(at);
  if (rest.length || !id || !SHORT_ID.test(id)) return { kind: 'foreign', url: url.href };
  if (type === 'p') return { kind: 'profile', shortId: id, url: url.href };
  if (type === 'd') return { kind: 'dynatag', shortId: id, url: url.href };
  return { kind: 'foreign', url: url.href };
}
