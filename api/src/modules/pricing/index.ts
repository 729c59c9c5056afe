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
