// What an invoice line says in a language, from its item and params: "Subscription, monthly — Anna Berg,
// 1–14 Nov (14 days)", "Extra dynatags: 2 × 30 days (1–30 Nov)", "Card order 2026-0042 (marking: Fair)". Billed days are UTC days, so they are written in UTC.
import type { Invoice, InvoiceLine } from '@db/schema';
import type { Lang } from '@shared/constants';
import { type MessageKey, type Params, translate } from '@shared/i18n';
import { ocrReference } from '../../platform/payment-refs';

const LOCALES: Record<Lang, string> = { sv: 'sv-SE', en: 'en-GB', fi: 'fi-FI' };
const utc = (lang: Lang, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALES[lang], { timeZone: 'UTC', ...options });

export const tb = (lang: Lang, key: MessageKey<'billing'>, params?: Params) =>
  translate(lang, 'billing', key, params);

/** "1–14 Nov", "14 Nov" (one day), "28 Feb–3 Mar"; Finnish "1.–14.11.". */
export function dayRange(lang: Lang, from: number, to: number): string {
  const dayMonth = utc(lang, { day: 'numeric', month: 'short' });
  if (from === to) return dayMonth.format(to);
  const sameMonth = new Date(from).getUTCMonth() === new Date(to).getUTCMonth();
  if (!sameMonth) return `${dayMonth.format(from)}–${dayMonth.format(to)}`;
  const day = new Date(from).getUTCDate();
  return `${lang === 'fi' ? `${day}.` : day}–${dayMonth.format(to)}`;
}

/** The billed month in words: "November 2026". */
export const periodText = (lang: Lang, period: string) => {
  const [year, month] = period.split('-').map(Number);
  return utc(lang, { month: 'long', year: 'numeric' }).format(Date.UTC(year, month - 1, 1));
};

/** The OCR reference an invoice is paid with; a credit note is not paid, so it has none. */
export const invoiceOcr = (invoice: Pick<Invoice, 'kind' | 'number'>) =>
  invoice.kind === 'invoice' ? ocrReference(invoice.number) : null;

type LineLike = Pick<InvoiceLine, 'item' | 'params' | 'unitDays'>;

export function lineText(lang: Lang, line: LineLike): string {
  const p = line.params;
  const range = p.from !== undefined && p.to !== undefined ? dayRange(lang, p.from, p.to) : '';
  const params: Params = {
    name: p.name ?? '',
    range,
    days: p.days ?? 0,
    quantity: p.quantity ?? 0,
    unitDays: line.unitDays,
    invoiceNumber: p.invoiceNumber ?? '',
    reason: p.reason ?? '',
    orderNumber: p.orderNumber ?? '',
    marking: p.marking ?? '',
  };
  const varying = p.quantity === undefined;
  switch (line.item) {
    case 'dynatagUnits':
      return tb(lang, varying ? 'line_dynatagUnitsVarying' : 'line_dynatagUnits', params);
    case 'extraOwners':
      return tb(lang, varying ? 'line_extraOwnersVarying' : 'line_extraOwners', params);
    case 'cardOrder':
      return tb(lang, p.marking ? 'line_cardOrderMarked' : 'line_cardOrder', params);
    default:
      return tb(lang, `line_${line.item}`, params);
  }
}
