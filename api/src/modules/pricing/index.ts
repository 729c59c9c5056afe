// Pricing: the prices and billing periods, the usage a company pays for (its dynatags and owners), the monthly
// price of its services and its confirmation, and a company as a buyer. Below companies, dynatags, billing, orders,
// subscriptions and the desk, which all ask it (docs/modules.md); it has no routes of its own.

// The door: what other modules may use (docs/modules.md).
export { buyerOf, hasBilling } from './buyer';
export { formatMoney } from './money';
export {
  BILLING_RETENTION_MS,
  CANCEL_PERIOD_MS,
  dayStart,
  EXPIRY_WARNING_MS,
  INVOICE_DUE_MS,
  periodBounds,
  periodOf,
  previousPeriod,
  prorate,
  servicePrices,
} from './prices';
export { quoteServices, requirePriceConfirmation } from './services';
export { currentUsage, recordUsage } from './usage';
