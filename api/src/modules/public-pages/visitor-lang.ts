import { DEFAULT_LANG, type Lang } from '@shared/constants';
import { acceptedLang } from '@shared/i18n/accept-language';
import { storedLang } from '../../../../shared/http/negotiate';

/** Languages picked per Accept-Language value: browsers send a handful of distinct ones (bounded). */
const acceptedLangs = new Map<string, Lang>();

/**
 * The visitor's language, negotiated as the site's pages are (shared/http/negotiate.ts): the stored choice
 * (cookie targetLang), then the browser's, then Swedish.
 */
export function visitorLang(request: Request): Lang {
  const headers = request.headers;
  const cookie = headers.get('cookie');
  const stored = cookie?.includes('targetLang=') ? storedLang(cookie) : null;
  if (stored) return stored;
  const accept = headers.get('accept-language');
  if (accept === null) return DEFAULT_LANG;
  let lang = acceptedLangs.get(accept);
  if (lang === undefined) {
    lang = acceptedLang(accept) ?? DEFAULT_LANG;
    if (acceptedLangs.size >= 1000) acceptedLangs.clear();
    acceptedLangs.set(accept, lang);
  }
  return lang;
}
