import type { InvoiceSummary } from '@shared/types/billing';

/** An open invoice can be marked paid; an invoice not yet credited can be credited. Credit notes neither. */
export const canMarkPaid = (i: InvoiceSummary) => i.kind === 'invoice' && i.status === 'open';
export const canCredit = (i: InvoiceSummary) => i.kind === 'invoice' && i.status !== 'credited';
export const isOverdue = (i: InvoiceSummary, now: number) =>
  i.kind === 'invoice' && i.status === 'open' && i.dueAt < now;
