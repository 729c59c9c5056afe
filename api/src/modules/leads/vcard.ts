import type { LeadItem } from '@shared/types/leads';
import { escapeText, foldLine, splitName, vcardDisposition } from '../profiles';

/**
 * A lead as a vCard 3.0, written with the profile card's escaping and folding: what the visitor typed, the
 * note, and when it arrived. Phone and email carry no HOME/WORK type: the visitor did not say which it is.
 */
export function leadVcard(
  lead: Pick<LeadItem, 'fullName' | 'company' | 'phone' | 'email' | 'note' | 'createdAt'> &
    Partial<Pick<LeadItem, 'title' | 'web' | 'address'>>,
): string {
  const { family, given } = splitName(lead.fullName);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${[family, given, '', '', ''].map(escapeText).join(';')}`,
    `FN:${escapeText(lead.fullName)}`,
  ];
  if (lead.company) lines.push(`ORG:${escapeText(lead.company)}`);
  if (lead.title) lines.push(`TITLE:${escapeText(lead.title)}`);
  if (lead.phone) lines.push(`TEL;TYPE=VOICE:${escapeText(lead.phone)}`);
  if (lead.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeText(lead.email)}`);
  if (lead.web) lines.push(`URL:${escapeText(lead.web)}`);
  // A scanned card's address is one line as it was printed: the street field holds it whole.
  if (lead.address) lines.push(`ADR;TYPE=WORK:;;${escapeText(lead.address)};;;;`);
  if (lead.note) lines.push(`NOTE:${escapeText(lead.note)}`);
  lines.push(`REV:${new Date(lead.createdAt).toISOString().replace(/\.\d{3}/, '')}`, 'END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

export function leadVcardResponse(lead: LeadItem) {
  return new Response(leadVcard(lead), {
    headers: {
      'content-type': 'text/vcard; charset=utf-8',
      'content-disposition': vcardDisposition(lead.fullName),
      'cache-control': 'no-store',
    },
  });
}
