// POST admin/invoices/{id}/credit: a credit note for a whole invoice — the next number of the one series, the
// original's buyer and language, one `credit` line with the negative net, negative VAT and total — and the
// invoice becomes 'credited', in one transaction whose first statement claims the invoice (409 when it is
// credited already or is itself a credit note). Then the credit note is mailed like an invoice.
import { invoiceLines, invoices } from '@db/schema';
import { and, eq, ne, sql } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { invoiceIssued } from '../webhooks';
import { mailInvoice } from './invoice-mail';
import { summaryOf } from './invoices';

export async function creditInvoice(deps: Deps, invoiceShortId: string, reason: string) {
  const now = deps.clock.now();
  const note = await deps.db.transaction(async (tx) => {
    const [original] = await tx
      .update(invoices)
      .set({ status: 'credited', creditedAt: now })
      .where(
        and(
          eq(invoices.shortId, invoiceShortId),
          eq(invoices.kind, 'invoice'),
          ne(invoices.status, 'credited'),
        ),
      )
      .returning();
    if (!original) {
      const [found] = await tx.select().from(invoices).where(eq(invoices.shortId, invoiceShortId));
      if (!found) throw notFound();
      throw new AppError(
        'CONFLICT',
        found.kind === 'credit' ? 'creditNoteNotCreditable' : 'invoiceAlreadyCredited',
      );
    }
    const [created] = await tx
      .insert(invoices)
      .values({
        shortId: shortId(),
        number: sql`(select max(${invoices.number}) + 1 from ${invoices})`,
        kind: 'credit',
        companyId: original.companyId,
        period: null,
        creditsInvoiceId: original.id,
        buyer: original.buyer,
        lang: original.lang,
        net: -original.net,
        vat: -original.vat,
        total: -original.total,
        issuedAt: now,
        dueAt: now,
        companyDeletedAt: original.companyDeletedAt,
        createdAt: now,
      })
      .returning();
    await tx.insert(invoiceLines).values({
      invoiceId: created.id,
      position: 0,
      item: 'credit',
      params: { invoiceNumber: original.number, reason: reason.trim() },
      unitDays: 0,
      unitPrice: -original.net,
      amount: -original.net,
    });
    return created;
  });
  await mailInvoice(deps, note.id);
  await invoiceIssued(deps, note);
  return summaryOf(deps.db, note.id);
}
