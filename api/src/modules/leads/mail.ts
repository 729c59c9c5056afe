import type { Lead } from '@db/schema';
import { type Lang, LIMITS } from '@shared/constants';
import { type Params, translate } from '@shared/i18n';
import type { MailMessage } from '../../platform/mail';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The mail to a card's holder when a visitor left their contact details: in the holder's language, what the
 * visitor typed (as text, never as markup), a link to the received contacts, and reply-to the visitor.
 */
export function renderLeadMail(
  lang: Lang,
  to: string,
  input: { name: string; lead: Lead; link: string; isFull: boolean },
): MailMessage {
  const t = (key: Parameters<typeof translate<'mail'>>[2], p?: Params) => translate(lang, 'mail', key, p);
  const { lead } = input;
  const visitor = lead.fullName;
  const rows = [
    [t('leadName'), lead.fullName],
    [t('leadEmail'), lead.email],
    [t('leadPhone'), lead.phone],
    [t('leadCompany'), lead.company],
    [t('leadNote'), lead.note],
  ].filter(([, value]) => value);
  const greeting = t('greeting', { name: input.name });
  const body = t('leadBody', { visitor });
  const action = t('leadAction');
  const full = input.isFull ? t('leadFull', { limit: LIMITS.leads }) : '';
  const reply = lead.email ? t('leadReply', { visitor }) : '';
  const text = [
    greeting,
    '',
    body,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${action}: ${input.link}`,
    ...(full ? ['', full] : []),
    ...(reply ? ['', reply] : []),
    '',
    t('signature'),
  ].join('\n');
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;color:#5c5c63;font-weight:500">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-line">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#262626;background:#fafafa;padding:24px">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">${table}</table>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#262626;color:#fafafa;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
${full ? `<p><strong>${escapeHtml(full)}</strong></p>` : ''}${reply ? `<p style="font-size:13px">${escapeHtml(reply)}</p>` : ''}
<p>${escapeHtml(t('signature')).replace('\n', '<br>')}</p></body></html>`;
  return {
    to,
    subject: t('leadSubject', { visitor }),
    text,
    html,
    ...(lead.email ? { replyTo: lead.email } : {}),
  };
}
