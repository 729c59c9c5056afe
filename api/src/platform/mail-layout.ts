// The one layout of every mail we send: a table-based HTML part (Outlook, Gmail, Apple Mail; light and dark)
// with our logo and colour, and a plain-text part of the same content. Mails describe their content; only this
// file writes markup, and it escapes every value it is given (names, messages… may come from strangers).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '@shared/constants';
import { translate } from '@shared/i18n';

export type MailAttachment = {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
  contentDisposition?: 'inline' | 'attachment';
};
declare const laidOut: unique symbol;
/** A mail ready to send. Only `renderMail` makes one (the brand), so no mail can skip the layout. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments: MailAttachment[];
  /** Extra headers (List-Unsubscribe of the report mails). */
  headers?: Record<string, string>;
  readonly [laidOut]: true;
};

export type MailContent = {
  lang: Lang;
  to: string;
  subject: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** "Hi {name}," — omitted for mails to a team (sales). */
  greeting?: string;
  /** The message, one string per paragraph; line breaks inside are kept. */
  paragraphs: string[];
  /** Label and value rows (what a visitor typed, for example); empty values are left out. */
  details?: [label: string, value: string][];
  /** A message someone wrote (a visitor's note), set apart as a quote after the details. */
  quote?: string;
  /** A picture after the details (the report's chart), sent inline and shown by its content id; its caption
   * stands below it, and in its place in the text part. */
  image?: { png: Buffer; cid: string; alt: string; width: number; height: number; caption?: string };
  /** The one call to action: a button in HTML, the label and then the link on its own line in text. */
  action?: { label: string; link: string };
  /** Small print after the action. */
  notes?: string[];
};

/** Our colours (site/src/styles/global.css): primary teal, the light and dark page and text. */
export const MAIL_COLORS = {
  brand: '#0f766e',
  onBrand: '#ffffff',
  page: '#fafafa',
  text: '#1c1c1c',
} as const;
/** The logo travels with the mail as an inline image (docs/decisions.md "Mail"). */
export const LOGO_CID = 'logo@dynacard';
const LOGO_PATH = join(import.meta.dir, '../../../site/public/icons/icon-192.png');
let logo: Buffer | undefined;
const logoAttachment = (): MailAttachment => {
  logo ??= readFileSync(LOGO_PATH);
  return {
    filename: 'dynacard.png',
    content: logo,
    contentType: 'image/png',
    cid: LOGO_CID,
    contentDisposition: 'inline',
  };
};

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Escaped, with line breaks as <br>. */
const html = (s: string) => escapeHtml(s).replace(/\r\n|\r|\n/g, '<br>');

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
/** Font properties one by one: Outlook's Word engine does not read the `font` shorthand. */
const font = (size: number, lineHeight: number, weight = 400) =>
  `font-family:${FONT};font-size:${size}px;line-height:${lineHeight};font-weight:${weight}`;

// Dark mode: Apple Mail and iOS follow the media query; Outlook.com marks its dark view with [data-ogsc].
// Gmail ignores both and inverts colours itself, which the brand button and the logo survive.
const STYLE = `
:root{color-scheme:light dark;supported-color-schemes:light dark}
body{margin:0;padding:0;-webkit-text-size-adjust:100%}
a{color:${MAIL_COLORS.brand}}
@media (max-width:620px){.shell{padding:16px 8px!important}.card{padding:24px 20px!important}}
@media (prefers-color-scheme:dark){
.page,.shell{background:#171717!important}.card{background:#262626!important;border-color:#333!important}
.ink{color:#ededed!important}.muted{color:#a3a3a3!important}.link{color:#5eead4!important}}
[data-ogsc] .page,[data-ogsc] .shell{background:#171717!important}[data-ogsc] .card{background:#262626!important}
[data-ogsc] .ink{color:#ededed!important}[data-ogsc] .muted{color:#a3a3a3!important}[data-ogsc] .link{color:#5eead4!important}`;

const p = (content: string, style = '') =>
  `<p class="ink" style="margin:0 0 16px;${font(16, 1.5)};color:${MAIL_COLORS.text};${style}">${content}</p>`;

function detailsTable(rows: [string, string][]) {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td class="muted" style="padding:6px 16px 6px 0;vertical-align:top;${font(14, 1.5)};color:#5c5c63;white-space:nowrap">${html(label)}</td>` +
        `<td class="ink" style="padding:6px 0;vertical-align:top;${font(15, 1.5)};color:${MAIL_COLORS.text};word-break:break-word">${html(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-collapse:collapse">${cells}</table>`;
}

function button(label: string, link: string) {
  // A coloured cell around the link: Outlook (Word) paints the cell even where it ignores the link's padding.
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr>
<td bgcolor="${MAIL_COLORS.brand}" style="border-radius:8px;background:${MAIL_COLORS.brand}"><a href="${escapeHtml(link)}" target="_blank" style="display:inline-block;padding:13px 24px;${font(16, 1.2, 600)};color:${MAIL_COLORS.onBrand};text-decoration:none;border-radius:8px">${html(label)}</a></td>
</tr></table>`;
}

/** The HTML and text parts of a mail, with the logo attached inline. */
export function renderMail(content: MailContent): MailMessage {
  const t = (key: 'signature' | 'linkFallback' | 'footer') => translate(content.lang, 'mail', key);
  const details = (content.details ?? []).filter(([, value]) => value.trim());
  const notes = content.notes ?? [];
  const { action } = content;
  const quote = content.quote?.trim() ?? '';
  const { image } = content;

  const text = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.paragraphs,
    ...(details.length ? [details.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...(quote ? [quote] : []),
    ...(image?.caption ? [image.caption] : []),
    ...(action ? [`${action.label}:\n${action.link}`] : []),
    ...notes,
    t('signature'),
    `-- \n${t('footer')}`,
  ].join('\n\n');

  const body = [
    content.greeting ? p(html(content.greeting)) : '',
    ...content.paragraphs.map((paragraph) => p(html(paragraph))),
    details.length ? detailsTable(details) : '',
    quote
      ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 20px"><tr><td class="ink" style="border-left:3px solid ${MAIL_COLORS.brand};padding:4px 0 4px 14px;${font(15, 1.5)};color:${MAIL_COLORS.text};word-break:break-word">${html(quote)}</td></tr></table>`
      : '',
    image
      ? `<img src="cid:${escapeHtml(image.cid)}" width="${image.width}" height="${image.height}" alt="${escapeHtml(image.alt)}" style="display:block;border:0;width:100%;max-width:${image.width}px;height:auto;margin:0 0 8px">${p(html(image.caption ?? ''), 'font-size:13px;color:#5c5c63;margin:0 0 20px')}`
      : '',
    action ? button(action.label, action.link) : '',
    action
      ? p(
          `${html(t('linkFallback'))}<br><a class="link" href="${escapeHtml(action.link)}" style="color:${MAIL_COLORS.brand};word-break:break-all">${escapeHtml(action.link)}</a>`,
          'font-size:13px;color:#5c5c63',
        )
      : '',
    ...notes.map((note) => p(html(note), 'font-size:13px;color:#5c5c63')),
    p(html(t('signature')), 'margin:24px 0 0'),
  ].join('\n');
  const preheader = escapeHtml(content.paragraphs[0] ?? content.subject).slice(0, 140);

  const page = `<!doctype html>
<html lang="${content.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(content.subject)}</title><style>${STYLE}</style></head>
<body class="page" style="margin:0;padding:0;background:${MAIL_COLORS.page}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${preheader}</div>
<table role="presentation" class="page" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${MAIL_COLORS.page}" style="background:${MAIL_COLORS.page}"><tr>
<td class="shell" align="center" style="padding:32px 16px">
<!--[if mso]><table role="presentation" width="560" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px">
<tr><td style="padding:0 4px 16px"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="vertical-align:middle"><img src="cid:${LOGO_CID}" width="40" height="40" alt="" style="display:block;border:0;width:40px;height:40px"></td>
<td class="ink" style="vertical-align:middle;padding-left:10px;${font(22, 1, 700)};color:${MAIL_COLORS.text};letter-spacing:-0.3px">Dynacard</td>
</tr></table></td></tr>
<tr><td bgcolor="${MAIL_COLORS.brand}" style="height:4px;line-height:4px;font-size:0;background:${MAIL_COLORS.brand};border-radius:4px 4px 0 0">&nbsp;</td></tr>
<tr><td class="card" bgcolor="#ffffff" style="background:#ffffff;padding:32px;border:1px solid #e2e2e2;border-top:0;border-radius:0 0 8px 8px">
${body}
</td></tr>
<tr><td class="muted" align="center" style="padding:20px 8px;${font(12, 1.5)};color:#737373">${html(t('footer'))}</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table>
</body></html>`;

  return {
    to: content.to,
    subject: content.subject,
    text,
    html: page,
    attachments: [
      logoAttachment(),
      ...(image
        ? [
            {
              filename: `${image.cid.split('@')[0]}.png`,
              content: image.png,
              contentType: 'image/png',
              cid: image.cid,
              contentDisposition: 'inline' as const,
            },
          ]
        : []),
    ],
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    ...(content.headers ? { headers: content.headers } : {}),
  } as MailMessage;
}
