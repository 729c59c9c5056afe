// Texts of the Administrator page: users, companies, invoices, inquiries, the accounting integration.
// English defines the keys.
export const admin = {
  // Administrator API messages that are not in api.ts (helper ADMIN-API)
  // Accounting integration (helper ACCOUNTING)
  // Row and remark texts of the orders pushed to the accounting system (api/src/modules/accounting)
  accountingRowSubscriptionMonthly: 'Subscription, monthly: {name}',
  accountingRowSubscriptionLifetime: 'Subscription, lifetime: {name}',
  accountingRowDynatagService: 'Dynatag service',
  accountingRowDynatagUnits: 'Extra dynatags',
  accountingRowExtraOwners: 'Extra owners',
  accountingRowCredit: 'Credit of invoice {invoiceNumber}',
  accountingRowDays: '{text}, {days} d',
  accountingOrderInvoice: 'Dynacard invoice {number}, period {period}',
  accountingOrderCredit: 'Dynacard credit note {number} for invoice {credited}',
  // Administrator page (helper ADMIN-UI)
};
