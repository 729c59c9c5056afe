// Texts of the dashboard's Subscriptions page (My subscription, Colleagues), the subscription top bars and the
// subscription mails. English defines the keys.
export const subscriptions = {
  // Subscriptions API and mails (helper S-API)
  // Subscriptions page, top bars (helper S-UI)
};
