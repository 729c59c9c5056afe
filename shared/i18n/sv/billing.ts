// Texts of company services and their price confirmation, invoices (list, PDF, mail) and credit notes.
// English defines the keys.
export const billing = {
  // Company services, price confirmation (helper B-SERVICES)
  // Invoices: PDF, mail, line texts (helper B-INVOICES)
  // Invoices tab of the Subscriptions page (helper S-UI)
};
