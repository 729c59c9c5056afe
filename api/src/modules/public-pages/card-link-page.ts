// The neutral page of a card link that opens no one: a disabled (lost) card, a card whose holder left the
// company, or a holder without a public profile. It names no one, so a lost card never shows its old holder;
// noindex, never stored by browsers, in the visitor's language with a link to the start page.
import { LANGUAGES, type Lang } from '@shared/constants';
import { translate } from '@shared/i18n';
import { escapeHtml } from '../../platform/mail-layout';

const HOME: Record<Lang, string> = { sv: '/', en: '/en/', fi: '/fi/' };

function html(lang: Lang): string {
  const t = (key: 'cardInactiveTitle' | 'cardInactiveText' | 'cardInactiveHome') =>
    escapeHtml(translate(lang, 'orders', key));
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="color-scheme" content="light dark">
<title>${t('cardInactiveTitle')} · Dynacard</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f7f8;color:#1f2933}
main{max-width:28rem;margin:1.5rem;padding:2rem;border-radius:12px;background:#fff;text-align:center;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 .75rem}
p{margin:0 0 1.5rem}
a{display:inline-block;padding:.7rem 1.4rem;border-radius:8px;background:#0f766e;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #0f766e;outline-offset:3px}
@media (prefers-color-scheme:dark){body{background:#111418;color:#e5e7eb}main{background:#1b1f24}a{background:#14b8a6;color:#06201d}}
</style>
</head>
<body>
<main>
<h1>${t('cardInactiveTitle')}</h1>
<p>${t('cardInactiveText')}</p>
<a href="${HOME[lang]}">${t('cardInactiveHome')}</a>
</main>
</body>
</html>
`;
}

const PAGES = Object.fromEntries(LANGUAGES.map((lang) => [lang, html(lang)])) as Record<Lang, string>;

/** 404: the link leads nowhere now (crawlers drop it); a person sees the page. */
export function neutralCardPage(lang: Lang): Response {
  return new Response(PAGES[lang], {
    status: 404,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
      'content-language': lang,
      vary: 'accept-language, cookie',
    },
  });
}
