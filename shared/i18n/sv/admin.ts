// Texts of the Administrator page: users, companies, invoices, inquiries, the accounting integration.
// English defines the keys.
export const admin = {
  // Administrator API messages that are not in api.ts (helper ADMIN-API)
  // Accounting integration (helper ACCOUNTING)
  // Row and remark texts of the orders pushed to the accounting system (api/src/modules/accounting)
  accountingRowSubscriptionMonthly: 'Prenumeration, månad: {name}',
  accountingRowSubscriptionLifetime: 'Prenumeration, livstid: {name}',
  accountingRowDynatagService: 'Dynatagtjänst',
  accountingRowDynatagUnits: 'Extra dynatags',
  accountingRowExtraOwners: 'Extra ägare',
  accountingRowCredit: 'Kreditering av faktura {invoiceNumber}',
  accountingRowDays: '{text}, {days} d',
  accountingOrderInvoice: 'Dynacard faktura {number}, period {period}',
  accountingOrderCredit: 'Dynacard kreditnota {number} för faktura {credited}',
  // Administrator page (helper ADMIN-UI)
};
