// Texts of the Administrator page: users, companies, invoices, inquiries, the accounting integration.
// English defines the keys.
export const admin = {
  // Administrator API messages that are not in api.ts (helper ADMIN-API)
  // Accounting integration (helper ACCOUNTING)
  // Administrator page (helper ADMIN-UI)
};
