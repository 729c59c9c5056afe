// The three email signature designs as mail-safe HTML: nested tables, inline styles only (Gmail drops <style>),
// images by absolute public address with width and height set (Outlook sizes by the attributes, Gmail strips
// data: URIs), no web fonts. Every link is the card's address; phone and email are shown as text, which every
// mail client links by itself, so a signature carries no other link to go stale.
import type { Lang } from '@shared/constants';
import { translate } from '@shared/i18n';
import type { SignatureDesign } from '@shared/schemas/signatures';
import { escapeHtml } from '../../platform/mail-layout';
import type { SignatureData } from './signature-data';

const FONT = 'font-family:Arial,Helvetica,sans-serif';
const INK = '#262626';
const MUTED = '#595959';

export type RenderedSignature = { design: SignatureDesign; html: string; text: string };

const line = (value: string, style: string) =>
  value ? `<tr><td style="${FONT};${style};padding:0 0 2px 0">${escapeHtml(value)}</td></tr>` : '';

const img = (src: string, alt: string, size: number, round = false) =>
  `<img src="${escapeHtml(src)}" width="${size}" height="${size}" alt="${escapeHtml(alt)}" style="display:block;width:${size}px;height:${size}px;border:0;outline:none;${round ? 'border-radius:50%;' : ''}">`;

const linked = (link: string, inner: string, style = 'text-decoration:none') =>
  `<a href="${escapeHtml(link)}" target="_blank" style="${style}">${inner}</a>`;

const table = (inner: string, style = '') =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;${style}">${inner}</table>`;

/** "Title, Company" or whichever of the two there is. */
const role = (d: SignatureData) => [d.title, d.company].filter(Boolean).join(', ');

function details(d: SignatureData, t: (k: 'sigCardLink') => string, nameColor: string) {
  return table(
    line(d.fullName, `font-size:16px;line-height:20px;font-weight:bold;color:${nameColor}`) +
      line(role(d), `font-size:13px;line-height:18px;color:${MUTED}`) +
      line(d.phone, `font-size:13px;line-height:18px;color:${INK}`) +
      line(d.email, `font-size:13px;line-height:18px;color:${INK}`) +
      `<tr><td style="${FONT};font-size:13px;line-height:18px;padding:4px 0 0 0">${linked(d.link, escapeHtml(t('sigCardLink')), `color:${d.color};font-weight:bold;text-decoration:underline`)}</td></tr>`,
  );
}

/** Photo left, a rule in the company's colour, the details, the QR code right. */
function classic(d: SignatureData, t: Translate) {
  const photo = d.photoUrl
    ? `<td valign="top" style="padding:0 14px 0 0">${linked(d.link, img(d.photoUrl, t('sigPhotoAlt'), 80, true))}</td>`
    : '';
  return table(
    `<tr>${photo}<td valign="top" style="border-left:3px solid ${d.color};padding:0 14px">${details(d, t, INK)}</td>` +
      `<td valign="top">${linked(d.link, img(d.qrUrl, t('sigQrAlt'), 80))}</td></tr>`,
  );
}

/** No photo: the name in the company's colour and a small QR code beside it; for short replies. */
function compact(d: SignatureData, t: Translate) {
  return table(
    `<tr><td valign="top" style="padding:0 12px 0 0">${linked(d.link, img(d.qrUrl, t('sigQrAlt'), 64))}</td>` +
      `<td valign="top">${details(d, t, d.color)}</td></tr>`,
  );
}

/** A band in the company's colour over photo, details and QR code; the card link as a button. */
function banner(d: SignatureData, t: Translate) {
  const photo = d.photoUrl
    ? `<td valign="top" style="padding:12px 12px 0 0">${linked(d.link, img(d.photoUrl, t('sigPhotoAlt'), 64, true))}</td>`
    : '';
  const band = `<tr><td colspan="3" height="6" bgcolor="${d.color}" style="height:6px;line-height:6px;font-size:0;background:${d.color}">&nbsp;</td></tr>`;
  const info = table(
    line(d.fullName, `font-size:18px;line-height:22px;font-weight:bold;color:${INK}`) +
      line(role(d), `font-size:13px;line-height:18px;color:${MUTED}`) +
      line([d.phone, d.email].filter(Boolean).join('  ·  '), `font-size:13px;line-height:18px;color:${INK}`) +
      `<tr><td style="padding:8px 0 0 0">${table(`<tr><td bgcolor="${d.color}" style="background:${d.color};border-radius:4px;padding:6px 12px">${linked(d.link, escapeHtml(t('sigCardLink')), `${FONT};font-size:13px;line-height:16px;font-weight:bold;color:#ffffff;text-decoration:none`)}</td></tr>`)}</td></tr>`,
  );
  return table(
    `${band}<tr>${photo}<td valign="top" style="padding:12px 16px 0 0">${info}</td>` +
      `<td valign="top" style="padding:12px 0 0 0">${linked(d.link, img(d.qrUrl, t('sigQrAlt'), 88))}</td></tr>`,
  );
}

type Translate = (key: 'sigCardLink' | 'sigQrAlt' | 'sigPhotoAlt') => string;
const DESIGNS = { classic, compact, banner } satisfies Record<SignatureDesign, unknown>;

/** One design as HTML (a fragment to paste into a mail client's signature) and as plain text. */
export function renderSignature(design: SignatureDesign, d: SignatureData, lang: Lang): RenderedSignature {
  const t: Translate = (key) => translate(lang, 'mail', key, { name: d.fullName });
  const html = `<div style="${FONT};color:${INK}">${DESIGNS[design](d, t)}</div>`;
  const text = [d.fullName, role(d), d.phone, d.email, `${t('sigCardLink')}: ${d.link}`]
    .filter(Boolean)
    .join('\n');
  return { design, html, text };
}
