// Texts of the dashboard's Orders page (order wizard, history, order preview, card fleet), its mails and PDFs.
export const orders = {
  // keys are added here
};
