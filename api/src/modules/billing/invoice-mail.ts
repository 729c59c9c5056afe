// An invoice or credit note mailed to the buyer's billing email in the invoice's language, its PDF attached
// ("sent digitally"), with where to pay and the OCR reference. The send is claimed by setting mailedAt first, so
// two runs never mail one invoice twice; a failed send clears it again and the next billing run retries.
import { type Invoice, type InvoiceLine, invoiceLines, invoices } from '@db/schema';
import { type Params, translate } from '@shared/i18n';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { type MailMessage, renderMail } from '../../platform/mail';
import { dateOf } from '../../platform/pdf';
import { formatMoney } from '../pricing';
import { renderInvoice } from './invoice-pdf';
import { invoiceOcr, periodText } from './invoice-text';

export function renderInvoiceMail(
  deps: Pick<Deps, 'config'>,
  invoice: Invoice,
  lines: InvoiceLine[],
  pdf: Uint8Array,
): MailMessage {
  const { lang } = invoice;
  const t = (key: Parameters<typeof translate<'mail'>>[2], p?: Params) => translate(lang, 'mail', key, p);
  const isCredit = invoice.kind === 'credit';
  const credited = lines.find((l) => l.item === 'credit')?.params.invoiceNumber ?? '';
  const { seller } = deps.config;
  const ocr = invoiceOcr(invoice) ?? '';
  const params = {
    number: invoice.number,
    seller: seller.name,
    company: invoice.buyer.companyName,
    period: invoice.period ? periodText(lang, invoice.period) : '',
    total: formatMoney(lang, isCredit ? -invoice.total : invoice.total),
    due: dateOf(lang, invoice.dueAt),
    credited,
    bankgiro: seller.bankgiro,
    ocr,
  };
  const message = renderMail({
    lang,
    to: invoice.buyer.email,
    subject: t(isCredit ? 'creditSubject' : 'invoiceSubject', params),
    paragraphs: [t(isCredit ? 'creditBody' : 'invoiceBody', params)],
    details: [
      [t('invoiceNumber'), String(invoice.number)],
      [t('invoicePeriod'), params.period],
      [t(isCredit ? 'creditTotal' : 'invoiceTotal'), formatMoney(lang, invoice.total)],
      [t('invoiceDue'), isCredit ? '' : params.due],
      // Where to pay, so the invoice can be paid from the mail without opening the PDF.
      [t('invoiceBankgiro'), isCredit ? '' : seller.bankgiro],
      [t('invoiceIban'), isCredit ? '' : `${seller.iban} / ${seller.bic}`],
      [t('invoiceOcr'), ocr],
    ],
  });
  return {
    ...message,
    attachments: [
      ...message.attachments,
      {
        filename: `${isCredit ? 'credit-note' : 'invoice'}-${invoice.number}.pdf`,
        content: Buffer.from(pdf),
        contentType: 'application/pdf',
        contentDisposition: 'attachment',
      },
    ],
  };
}

export const loadInvoiceLines = (db: Deps['db'], invoiceId: number) =>
  db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));

/** Mails one invoice unless it was mailed already; true when this call sent it. */
export async function mailInvoice(deps: Deps, invoiceId: number): Promise<boolean> {
  const [claimed] = await deps.db
    .update(invoices)
    .set({ mailedAt: deps.clock.now() })
    .where(and(eq(invoices.id, invoiceId), isNull(invoices.mailedAt)))
    .returning();
  if (!claimed) return false;
  try {
    const lines = await loadInvoiceLines(deps.db, invoiceId);
    const pdf = await renderInvoice(deps.config.seller, claimed, lines);
    await deps.mailer.send(renderInvoiceMail(deps, claimed, lines, pdf));
    return true;
  } catch (error) {
    await deps.db.update(invoices).set({ mailedAt: null }).where(eq(invoices.id, invoiceId));
    deps.log.error('invoice mail failed; retried by the next billing run', {
      invoice: claimed.number,
      error,
    });
    return false;
  }
}

/** Mails every invoice that has not been sent (a failed mail, or a run that stopped before mailing). */
export async function mailUnsent(deps: Deps) {
  const unsent = await deps.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(isNull(invoices.mailedAt))
    .orderBy(asc(invoices.number));
  let mailed = 0;
  for (const { id } of unsent) if (await mailInvoice(deps, id)) mailed++;
  return mailed;
}
