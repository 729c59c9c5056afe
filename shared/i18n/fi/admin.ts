// Texts of the Administrator page: users, companies, invoices, inquiries, the accounting integration.
// English defines the keys.
export const admin = {
  // Administrator API messages that are not in api.ts (helper ADMIN-API)
  // Accounting integration (helper ACCOUNTING)
  // Row and remark texts of the orders pushed to the accounting system (api/src/modules/accounting)
  accountingRowSubscriptionMonthly: 'Tilaus, kuukausi: {name}',
  accountingRowSubscriptionLifetime: 'Tilaus, elinikäinen: {name}',
  accountingRowDynatagService: 'Dynatag-palvelu',
  accountingRowDynatagUnits: 'Lisädynatagit',
  accountingRowExtraOwners: 'Lisäomistajat',
  accountingRowCredit: 'Laskun {invoiceNumber} hyvitys',
  accountingRowDays: '{text}, {days} pv',
  accountingOrderInvoice: 'Dynacard lasku {number}, kausi {period}',
  accountingOrderCredit: 'Dynacard hyvityslasku {number} laskulle {credited}',
  // Administrator page (helper ADMIN-UI)
};
