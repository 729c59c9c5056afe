// The small page behind the unsubscribe link, in the recipient's language: a GET asks (link scanners and mail
// previews open links; RFC 8058 keeps GET harmless), its button posts the form and the answer confirms.
import type { Lang } from '@shared/constants';
import { type Params, translate } from '@shared/i18n';
import { escapeHtml, MAIL_COLORS } from '../../platform/mail-layout';

type Key = Parameters<typeof translate<'mail'>>[2];

export function unsubscribePage(
  lang: Lang,
  state: 'ask' | 'done' | 'invalid',
  input: { email?: string; company?: string | null; action?: string; settingsUrl: string },
) {
  const t = (key: Key, p?: Params) => escapeHtml(translate(lang, 'mail', key, p));
  const which = input.company
    ? t('reportUnsubscribeCompany', { company: input.company })
    : t('reportUnsubscribeMine');
  const body =
    state === 'invalid'
      ? `<h1>${t('reportUnsubscribeInvalidTitle')}</h1><p>${t('reportUnsubscribeInvalid')}</p>`
      : state === 'ask'
        ? `<h1>${t('reportUnsubscribeTitle')}</h1><p>${t('reportUnsubscribeAsk', { report: which, email: input.email ?? '' })}</p>
<form method="post" action="${escapeHtml(input.action ?? '')}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${t('reportUnsubscribeButton')}</button></form>`
        : `<h1>${t('reportUnsubscribedTitle')}</h1><p>${t('reportUnsubscribed', { report: which, email: input.email ?? '' })}</p>`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Dynacard</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#fafafa;color:#1c1c1c}main{max-width:32rem;margin:10vh auto;padding:2rem;background:#fff;border:1px solid #e2e2e2;border-radius:8px}
h1{font-size:1.4rem;margin:0 0 1rem}p{line-height:1.5}button{font:inherit;font-weight:600;padding:.7rem 1.4rem;border:0;border-radius:8px;background:${MAIL_COLORS.brand};color:#fff;cursor:pointer}a{color:${MAIL_COLORS.brand}}</style></head>
<body><main>${body}<p><a href="${escapeHtml(input.settingsUrl)}">${t('reportUnsubscribeSettings')}</a></p></main></body></html>`;
  return new Response(html, {
    status: state === 'invalid' ? 404 : 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
