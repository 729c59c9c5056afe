// The card fleet (issue 10): every physical card of an order (create.ts, called by the order submit), the
// owners' list, reassign and disable with an audit log (routes.ts), and each card's print file (design-routes).
// The card's link /c/{id} is a public page: public-pages/card-link.ts.
import { Elysia } from 'elysia';
import type { Deps } from '../../platform/deps';
import { cardRoutes } from './routes';

// The door: what other modules may use (docs/modules.md).
export { findCardOfOwnerOrHolder, findOwnedCard } from './access';
export { createCardsForOrder } from './create';
export { cardsOfOrder, cardUrl } from './fleet';
export { CardParams } from './request-schemas';
export { FleetCardData } from './response-schemas';
export { bumpCardScans } from './scans';
export { claimSunTap } from './sun-taps';

/** Everything under /api/v1/cards. */
export const cardsModule = (deps: Deps) => new Elysia({ name: 'cards' }).use(cardRoutes(deps));
